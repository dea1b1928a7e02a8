// My loans' endpoints (issue 46): GET /api/my-loans (the session's loans as JSON, DESIGN section 3), the reminder
// form (POST /my-loans/reminder, a plain form post that comes back to the page, so it works without script), and
// GET /api/documents/check (what /verify-document shows, as JSON).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Sessions } from '../../verification/session.ts';
import { FORM_CONTENT_TYPE, registerFormParser } from '../../http/form-body.ts';
import { json, noBody, problem } from '../../http/openapi/responses.ts';
import { AppError } from '../../errors.ts';
import { localeCodes, localePath } from '../../../shared/locales.ts';
import { messages } from '../../../shared/messages.ts';
import { otpMessages } from '../../../shared/otp-messages.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import { fieldMessages } from '../../../shared/field-messages.ts';
import {
  documentCheckSchema,
  documentQuerySchema,
  myLoansSchema,
  reminderFormSchema,
} from '../../../shared/schemas/my-loans.ts';
import type { LoanService } from './loan-service.ts';

export const MY_LOANS_PATH = '/my-loans';
export const REMINDER_PATH = '/my-loans/reminder';

/** GET /api/documents/check: what /verify-document shows, as JSON; no session needed. */
export const documentCheckRoutes: FastifyPluginAsyncZod<MyLoansRouteOptions> = async (
  app,
  { config, service },
) => {
  const rateLimit = { max: config.rateLimits.lookupAddress, timeWindow: '1 minute' };
  app.get(
    '/api/documents/check',
    {
      config: { rateLimit },
      schema: {
        summary: 'Whether a printed receipt, Key Fact Statement or no-dues certificate is genuine',
        tags: ['repayments'],
        querystring: documentQuerySchema,
        response: {
          200: json('Genuine: what the document itself says', documentCheckSchema),
          400: problem(fieldMessages.documentRefMalformed),
          404: problem(fieldMessages.documentUnknown),
          429: problem(serverMessages.tooManyRequests),
        },
      },
    },
    async (request) => {
      const check = await service.check(request.query.ref);
      if (!check.genuine) throw new AppError(404, fieldMessages.documentUnknown);
      return check;
    },
  );
};

export interface MyLoansRouteOptions {
  config: Config;
  sessions: Sessions;
  service: LoanService;
}

export const myLoansRoutes: FastifyPluginAsyncZod<MyLoansRouteOptions> = async (
  app,
  { config, sessions, service },
) => {
  const rateLimit = { max: config.rateLimits.lookupAddress, timeWindow: '1 minute' };

  app.get(
    '/api/my-loans',
    {
      config: { personalData: true, rateLimit, upstreamFailure: messages.somethingWrong },
      schema: {
        summary: "Every loan of the session's borrower, with verified payments and documents",
        tags: ['repayments'],
        response: {
          200: json('The loans, newest first', myLoansSchema),
          401: problem(otpMessages.otpSessionNeeded),
          429: problem(serverMessages.tooManyRequests),
          502: problem(messages.somethingWrong),
        },
      },
    },
    async (request, reply) => {
      const loans = await service.loans(sessions.read(request, 'repay'), request.id);
      reply.header('cache-control', 'no-store');
      return loans;
    },
  );

  registerFormParser(app, 2048);
  for (const locale of localeCodes) {
    const page = localePath(locale, MY_LOANS_PATH);
    app.post(
      localePath(locale, REMINDER_PATH),
      {
        config: {
          accepts: [FORM_CONTENT_TYPE],
          rateLimit,
          upstreamFailure: messages.somethingWrong,
        },
        schema: {
          summary: `Ask for a loan's due-date reminders, or withdraw them${locale === 'hi' ? ', from the Hindi page' : ''}`,
          tags: ['repayments'],
          consumes: [FORM_CONTENT_TYPE],
          body: reminderFormSchema,
          response: {
            303: noBody(`Back to ${page}?reminder=asked|withdrawn|consent-needed|unavailable`),
            401: problem(otpMessages.otpSessionNeeded),
            429: problem(serverMessages.tooManyRequests),
            502: problem(messages.somethingWrong),
          },
        },
      },
      async (request, reply) => {
        const session = sessions.read(request, 'repay');
        // No session (it ended, or never was): the page itself asks for the code.
        if (!session) return reply.header('cache-control', 'no-store').redirect(page, 303);
        const outcome = await service.reminder(session, request.body, locale, request.id);
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${page}?reminder=${outcome}`, 303);
      },
    );
  }
};
