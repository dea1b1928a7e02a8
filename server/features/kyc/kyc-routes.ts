// GET /api/kyc/lead and POST /api/pan/verify: the lead a refstr names (SPEC call 7) and its PAN check
// (SPEC call 9), whose HTML answer is sanitized here before any browser sees it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LendingClient } from '../../upstreams/lending/client.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';
import type { LeadGuard } from './lead-guard.ts';
import { sanitizeLeadInfoHtml } from './lead-info-html.ts';
import { json, problem } from '../../http/openapi/responses.ts';
import { messages } from '../../../shared/messages.ts';
import { kycMessages } from '../../../shared/kyc-messages.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import {
  leadQuerySchema,
  leadSchema,
  panVerifyResponseSchema,
  panVerifySchema,
} from '../../../shared/schemas/kyc.ts';
import { leadInfoInLanguage } from '../../http/language/lead-info-words.ts';
import { answerLanguage } from '../../http/language/answer-language.ts';

export const { leadNotFound } = serverMessages;

export const kycRoutes: FastifyPluginAsyncZod<{
  lending: LendingClient;
  config: Config;
  /** Reads lead links and slows down an address trying links that name no lead. */
  leads: LeadGuard;
  /** PAN checks per PAN, shared with the check posted without script (pan-no-script.ts). */
  perPan: IdentifierLimiter;
}> = async (app, { lending, config, leads, perPan }) => {
  app.get(
    '/api/kyc/lead',
    {
      config: {
        rateLimit: { max: config.rateLimits.lead, timeWindow: '1 minute' },
        personalData: true,
        upstreamFailure: messages.somethingWrong,
      },
      schema: {
        summary: 'The lead a video-KYC link names',
        tags: ['kyc'],
        querystring: leadQuerySchema,
        response: {
          200: json('Greeting details', leadSchema),
          400: problem(messages.invalidLink),
          404: problem(leadNotFound),
          429: problem(serverMessages.tooManyRequests),
          502: problem(messages.somethingWrong),
        },
      },
    },
    async (request, reply) => {
      const { refstr } = request.query;
      const leadId = await leads.leadIdOf(request, refstr);
      const lead = await lending.getLeadDetails(leadId, { requestId: request.id });
      if (!lead) {
        await leads.noSuchLead(request);
        throw new AppError(404, leadNotFound);
      }
      return reply.header('cache-control', 'no-store').send({
        firstName: lead.first_name,
        surname: lead.sur_name,
        loanRecommended: lead.loan_recommended,
        repaymentDate: lead.repayment_date,
        repaymentAmount: lead.repayment_amount,
      });
    },
  );

  app.post(
    '/api/pan/verify',
    {
      config: {
        accepts: ['application/json'],
        rateLimit: { max: config.rateLimits.panAddress, timeWindow: '1 minute' },
        personalData: true,
        upstreamFailure: kycMessages.panVerifyFailed,
      },
      schema: {
        summary: "Verify a lead's PAN",
        tags: ['kyc'],
        body: panVerifySchema,
        response: {
          200: json("The lending API's answer, sanitized HTML", panVerifyResponseSchema),
          400: problem(messages.invalidLink),
          422: problem('Not a PAN'),
          429: problem(serverMessages.tooManyRequests),
          502: problem(kycMessages.panVerifyFailed),
        },
      },
    },
    async (request) => {
      const { body } = request;
      const leadId = await leads.leadIdOf(request, body.refstr);
      await perPan.take(body.pan);
      const html = await lending.getLeadInfo(leadId, body.pan, { requestId: request.id });
      return { html: leadInfoInLanguage(sanitizeLeadInfoHtml(html), answerLanguage(request)) };
    },
  );
};
