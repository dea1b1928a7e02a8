// POST /api/applications: the loan application (SPEC call 4), mapped to the lending payload here on the server,
// then the "application received" SMS in the background (SPEC call 10). Taken only from a session that verified
// the application's mobile with a code (issue 16), so the SMS, calls and KYC link reach the applicant.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LendingApplicationPayload, LendingClient } from '../lending/client.ts';
import type { SmsSender } from '../sms/sender.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { invalidFormDetail, parseWith } from '../validation.ts';
import { IdentifierLimiter } from '../identifier-limit.ts';
import type { RedisConnection } from '../redis-connection.ts';
import type { Sessions } from '../otp/session.ts';
import { messages } from '../../shared/messages.ts';
import {
  applyFormSchema,
  applyResponseSchema,
  type ApplyForm,
} from '../../shared/schemas/apply.ts';

/** The original client's fixed values. The otp field is no longer one of them (docs/decisions/0036). */
export const SOURCE_LABEL = 'Website';
export const LEAD_DATA_SOURCE_ID = 38;

/** `otp` is the code the applicant verified the mobile with, from their session (docs/decisions/0036). */
export function toLendingPayload(
  form: ApplyForm,
  ip: string,
  otp: string,
): LendingApplicationPayload {
  return {
    loan_amount: Number(form.loanAmount),
    monthly_income: Number(form.monthlyIncome),
    first_name: form.firstName,
    middle_name: form.middleName ?? '',
    sur_name: form.surName ?? '',
    pan: form.panNumber,
    dob: form.dob,
    gender: form.gender.toUpperCase() as LendingApplicationPayload['gender'],
    mobile: form.mobile,
    alternate_mobile: form.alternateMobile ?? '',
    otp,
    email_personal: form.email,
    email_official: form.officialEmail ?? '',
    obligations: form.obligations ?? '',
    state_id: form.state,
    city: form.city,
    pin: form.pincode,
    term_and_condition: 'YES', // the schema admits only an accepted checkbox
    ip,
    coordinates: null,
    source: SOURCE_LABEL,
    lead_data_source_id: LEAD_DATA_SOURCE_ID,
    utm_source: form.utmSource ?? '',
    utm_campaign: form.utmCampaign ?? null,
  };
}

export interface ApplicationOptions {
  lending: LendingClient;
  sms: SmsSender;
  config: Config;
  sessions: Sessions;
  /** Shares the per-mobile limit between instances (REDIS_URL). */
  redis?: RedisConnection;
}

export const applicationRoutes: FastifyPluginAsync<ApplicationOptions> = async (
  app,
  { lending, sms, config, sessions, redis },
) => {
  // A person applies once; a few more an hour allow for a corrected mistake (RATE_LIMIT_APPLICATIONS_PER_MOBILE).
  const perMobile = new IdentifierLimiter(
    'application-mobile',
    config.rateLimits.applicationsPerMobile,
    {
      windowMs: 60 * 60_000,
      redis,
    },
  );
  app.post(
    '/api/applications',
    {
      config: {
        accepts: ['application/json'],
        rateLimit: { max: config.rateLimits.applications, timeWindow: '1 minute' },
        upstreamFailure: messages.submitFailed,
        doc: {
          summary: 'Submit a loan application',
          tags: ['applications'],
          body: applyFormSchema,
          responses: {
            201: { description: 'Received by the lending API', schema: applyResponseSchema },
            422: {
              description: `Field errors, SPEC section 5 wording; on mobile: '${messages.otpMobileNotVerified}' unless this session verified it`,
            },
            429: { description: `${messages.tooManyRequests} (per address, and per mobile)` },
            502: {
              description: "The lending API's message with tags stripped, or 'Submit failed'",
            },
          },
        },
      },
    },
    async (request: FastifyRequest, reply) => {
      const form = parseWith(applyFormSchema, request.body);
      const session = sessions.read(request, 'apply');
      if (!session?.code || session.identifier !== form.mobile)
        throw new AppError(422, invalidFormDetail, { mobile: messages.otpMobileNotVerified });
      await perMobile.take(form.mobile);
      const payload = toLendingPayload(form, request.ip, session.code);
      const result = await lending.saveLendingPage(payload, { requestId: request.id });
      if (!result.ok) {
        request.log.info({ outcome: 'rejected' }, 'application rejected by the lending API');
        throw new AppError(502, result.message || messages.submitFailed);
      }
      request.log.info({ outcome: 'accepted' }, 'application accepted');
      // To the mobile this session verified; the name goes in reduced to safe letters (sms/message.ts).
      sms.send(form.firstName, form.mobile, request.id);
      return reply
        .code(201)
        .send({ message: result.message || 'Application submitted successfully' });
    },
  );
};
