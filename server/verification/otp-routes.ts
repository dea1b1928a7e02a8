// POST /api/otp and /api/otp/verify (issue 16): a code to the registered mobile before a loan is shown or paid
// (purpose repay), or to the applicant's own mobile before an application is taken (purpose apply).
//
// Repay answers the same for every identifier, customer or not (docs/decisions/0035): a code is made and stored
// either way (so resend, tries and lockout behave the same), and sent only when a customer with a mobile exists;
// a PAN is answered with no masked mobile at all (decision 0098). The code reaches only the SMS sender.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LendingClient } from '../upstreams/lending/client.ts';
import type { SmsSender } from '../upstreams/sms/sender.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import type { IdentifierLimiter } from '../http/rate-limit/identifier-limit.ts';
import { maskMobileTail } from './mask.ts';
import type { OneTimeCodes } from './codes.ts';
import type { Sessions } from './session.ts';
import { oneTimeCodeText } from '../upstreams/sms/message.ts';
import { answerLanguage } from '../http/language/answer-language.ts';
import { json, problem } from '../http/openapi/responses.ts';
import { messages } from '../../shared/messages.ts';
import { otpMessages } from '../../shared/otp-messages.ts';
import { mobilePattern } from '../../shared/schemas/fields.ts';
import {
  otpRequestSchema,
  otpSentSchema,
  otpVerifiedSchema,
  otpVerifySchema,
} from '../../shared/schemas/otp.ts';

export interface OtpRouteOptions {
  lending: LendingClient;
  sms: SmsSender;
  config: Config;
  codes: OneTimeCodes;
  sessions: Sessions;
  /** Named in the SMS. */
  siteName: string;
  /** One-time-code SMS an hour for the whole site (config smsPerHour). */
  smsBudget: IdentifierLimiter;
}

// eslint-disable-next-line max-lines-per-function -- the send and verify routes with their schemas; each handler reads top to bottom
export const otpRoutes: FastifyPluginAsyncZod<OtpRouteOptions> = async (app, opts) => {
  const { lending, sms, config, codes, sessions } = opts;
  const minutes = Math.round(codes.policy.ttlMs / 60_000);

  /** Takes one SMS from the site's hourly budget; 503 with Retry-After once it is spent (decision 0091). */
  const spendSmsBudget = async () => {
    try {
      await opts.smsBudget.take('site');
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 429) throw error;
      request503Count += 1;
      if (request503Count === 1 || request503Count % 100 === 0)
        app.log.warn({ refused: request503Count }, 'SMS budget for the hour spent: codes refused');
      const refusal = new AppError(503, otpMessages.otpUnavailable);
      refusal.retryAfter = error.retryAfter;
      throw refusal;
    }
  };
  let request503Count = 0;

  app.post(
    '/api/otp',
    {
      config: {
        accepts: ['application/json'],
        rateLimit: { max: config.rateLimits.otpSend, timeWindow: '1 minute' },
        upstreamFailure: messages.somethingWrong,
      },
      schema: {
        summary:
          'Send a one-time code: to the registered mobile (repay) or the mobile itself (apply)',
        tags: ['otp'],
        body: otpRequestSchema,
        response: {
          202: json(
            `${otpMessages.otpSentRepay} (the same answer whether or not the customer exists)`,
            otpSentSchema,
          ),
          403: problem('Sent from another site'),
          415: problem('Not JSON'),
          422: problem('Not a mobile number or PAN (repay), not a mobile number (apply)'),
          429: problem(
            `${otpMessages.otpResendWait} / ${otpMessages.otpTooManyCodes} (Retry-After)`,
          ),
          502: problem(messages.somethingWrong),
          503: problem(`${otpMessages.otpUnavailable} (Retry-After)`),
        },
      },
    },
    async (request, reply) => {
      const { purpose, identifier } = request.body;
      let to: string | undefined;
      let shownTail: string;
      if (purpose === 'apply') {
        to = identifier;
        shownTail = identifier;
      } else {
        const customer = await lending.oldUserHistory(identifier, { requestId: request.id });
        const registered =
          customer && mobilePattern.test(customer.mobile) ? customer.mobile : undefined;
        to = registered;
        // A typed mobile is shown as typed. A PAN shows no mobile at all, customer or not (issue 41): a made-up
        // one for a stranger, or for a customer with no mobile on record, would name a number nothing was sent
        // to; showing the registered one only when there is one would tell strangers apart (decision 0098).
        shownTail = mobilePattern.test(identifier) ? identifier : '';
      }
      const { code, resendAfterSeconds, expiresAt } = await codes.issue(
        purpose,
        identifier,
        request.ip,
      );
      // Every code counts against the site's SMS budget, sent or not, so a customer's request and a stranger's
      // cost the same awaits and get the same answers.
      if (code !== undefined) await spendSmsBudget();
      // The code's SMS is committed in the outbox before the 202 (issue 43), first in line and dropped unsent once
      // the code has expired. A request with a code and nobody to send it to writes and removes a row of the same
      // size instead, so a customer's answer and a stranger's cost the same (decision 0092, 0147).
      if (code !== undefined) {
        if (to)
          await sms.send(
            to,
            oneTimeCodeText(code, opts.siteName, purpose, minutes, answerLanguage(request)),
            request.id,
            { kind: 'code', expiresAt },
          );
        else await sms.balance(request.id);
      }
      request.log.info({ event: 'otp.requested', purpose }, 'one-time code requested');
      reply
        .code(202)
        .header('cache-control', 'no-store')
        .send({ maskedMobile: shownTail && maskMobileTail(shownTail), resendAfterSeconds });
      return reply;
    },
  );

  app.post(
    '/api/otp/verify',
    {
      config: {
        accepts: ['application/json'],
        rateLimit: { max: config.rateLimits.otpVerify, timeWindow: '1 minute' },
        upstreamFailure: messages.somethingWrong,
      },
      schema: {
        summary: 'Check a one-time code; the right one opens a 15-minute session (cookie)',
        tags: ['otp'],
        body: otpVerifySchema,
        response: {
          200: json(
            'Verified: a signed HttpOnly SameSite=Lax cookie (rf_repay or rf_apply) for 15 minutes',
            otpVerifiedSchema,
          ),
          401: problem(`${otpMessages.otpWrong} / ${otpMessages.otpExpired}`),
          403: problem('Sent from another site'),
          415: problem('Not JSON'),
          422: problem('Malformed identifier or code'),
          429: problem(`${otpMessages.otpLocked} (Retry-After)`),
          502: problem(messages.somethingWrong),
        },
      },
    },
    async (request, reply) => {
      const { purpose, identifier, code } = request.body;
      await codes.verify(purpose, identifier, code, request.ip);
      let expiresInSeconds: number;
      if (purpose === 'repay') {
        // The session opens the loan the code went to, whatever is searched with it later.
        const customer = await lending.oldUserHistory(identifier, { requestId: request.id });
        if (!customer) throw new AppError(401, otpMessages.otpExpired);
        expiresInSeconds = sessions.set(reply, { purpose, identifier, leadId: customer.lead_id });
      } else {
        expiresInSeconds = sessions.set(reply, { purpose, identifier, code });
      }
      request.log.info({ event: 'otp.verified', purpose }, 'one-time code verified');
      return reply.header('cache-control', 'no-store').send({ verified: true, expiresInSeconds });
    },
  );
};
