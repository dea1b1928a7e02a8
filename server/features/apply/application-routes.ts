// POST /api/applications: the loan application (SPEC call 4), mapped to the lending payload here on the server,
// then the "application received" SMS in the background (SPEC call 10). Taken only from a session that verified
// the application's mobile with a code (issue 16), so the SMS, calls and KYC link reach the applicant.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Queryable } from '../../database/database.ts';
import type {
  LendingApplicationPayload,
  LendingClient,
  SaveResult,
} from '../../upstreams/lending/client.ts';
import type { SmsSender } from '../../upstreams/sms/sender.ts';
import { applicationReceivedText } from '../../upstreams/sms/message.ts';
import { answerLanguage } from '../../http/language/answer-language.ts';
import { locales } from '../../../shared/locales.ts';
import { consentCopy } from '../../../shared/schemas/consent-copy.ts';
import { consentCopy as consentCopyHi } from '../../../shared/schemas/consent-copy.hi.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { json, problem } from '../../http/openapi/responses.ts';
import { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import type { Sessions } from '../../verification/session.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import { otpMessages } from '../../../shared/otp-messages.ts';
import { applyMessages } from '../../../shared/apply-messages.ts';
import { consentEntries, type ConsentRecord } from '../../../shared/schemas/consent.ts';
import { logApplication, saveConsent } from '../../records/consents.ts';
import { newSubmissionId } from '../../outbox/submission-id.ts';
import {
  applyFormSchema,
  applyResponseSchema,
  type ApplyForm,
} from '../../../shared/schemas/apply.ts';
import { upstreamText } from '../../http/language/translate.ts';
import { upstreamMessages } from '../../../shared/upstream-messages.ts';

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
    // Consent (1), the Terms and the Privacy Notice; the schema admits only an accepted one today, and this field
    // stays the one consent field of the upstream contract (decision 0038).
    term_and_condition: form.acceptTerms ? 'YES' : 'NO',
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

export const applicationRoutes: FastifyPluginAsyncZod<ApplicationOptions> = async (
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
        // The lending API's answer may greet the applicant by name.
        personalData: true,
        rateLimit: { max: config.rateLimits.applications, timeWindow: '1 minute' },
        upstreamFailure: applyMessages.submitFailed,
      },
      schema: {
        summary: 'Submit a loan application',
        tags: ['applications'],
        body: applyFormSchema,
        response: {
          201: json('Received by the lending API', applyResponseSchema),
          422: problem(
            `Field errors, SPEC section 5 wording; on mobile: '${otpMessages.otpMobileNotVerified}' unless this session verified it`,
          ),
          429: problem(`${serverMessages.tooManyRequests} (per address, and per mobile)`),
          503: problem('Records unavailable, nothing sent; see Retry-After'),
          502: problem("The lending API's message with tags stripped, or 'Submit failed'"),
        },
      },
    },
    async (request, reply) => {
      const form = request.body;
      const session = sessions.read(request, 'apply');
      if (!session?.code || session.identifier !== form.mobile)
        throw new AppError(422, serverMessages.correctFields, {
          mobile: otpMessages.otpMobileNotVerified,
        });
      await perMobile.take(form.mobile);
      // The proof of consent, in the database before the application leaves us (decisions 0038, 0101): which
      // consents, the policy versions they cite, when, the request id the lending API receives as x-request-id,
      // and the lines as the page showed them, in its language (0051), which the SMS is written in too.
      const language = answerLanguage(request);
      const at = new Date();
      const record: ConsentRecord = {
        id: newSubmissionId(at),
        requestId: request.id,
        at: at.toISOString(),
        channel: 'website',
        mobile: form.mobile,
        pan: form.panNumber,
        language: locales[language].htmlLang,
        consents: consentEntries(form, language === 'hi' ? consentCopyHi : consentCopy),
      };
      await saveConsent(app.database, record);
      const payload = toLendingPayload(form, request.ip, session.code);
      const result = await lending.saveLendingPage(payload, { requestId: request.id });
      // The "application received" SMS is written with the application's log line, in one transaction: to the
      // mobile this session verified, the name reduced to safe letters (upstreams/sms/message.ts).
      await logForwarded(app.database, request, { at, language, result }, (client) =>
        sms.send(form.mobile, applicationReceivedText(form.firstName, language), request.id, {
          client,
          kind: 'notice',
        }),
      );
      if (!result.ok) {
        request.log.info({ outcome: 'rejected' }, 'application rejected by the lending API');
        throw new AppError(
          502,
          result.message ? upstreamText(result.message, language) : applyMessages.submitFailed,
        );
      }
      request.log.info({ outcome: 'accepted' }, 'application accepted');
      return reply.code(201).send({
        message: upstreamText(result.message || upstreamMessages.applicationSubmitted, language),
      });
    },
  );
};

/**
 * The log of what we forwarded (no personal data), with the SMS an accepted application causes, in one
 * transaction: written whatever the answer, never failing the answer to the applicant, whose application the
 * lending API now has (a failure is ours to see, in the log).
 */
async function logForwarded(
  db: Database,
  request: FastifyRequest,
  { at, language, result }: { at: Date; language: string; result: SaveResult },
  notify: (client: Queryable) => Promise<void>,
): Promise<void> {
  const leadId = result.ok ? result.leadId : undefined;
  const outcome = result.ok ? 'accepted' : 'rejected';
  const entry = { requestId: request.id, at, language, leadId, outcome } as const;
  await db
    .transaction(async (client) => {
      await logApplication(client, entry);
      if (result.ok) await notify(client);
    })
    .catch((err: unknown) =>
      request.log.error(
        { err: { name: (err as Error).name, code: (err as { code?: string }).code } },
        'application log line (and its SMS) could not be written',
      ),
    );
}
