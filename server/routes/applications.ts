// POST /api/applications: the loan application (SPEC call 4), mapped to the lending payload here on the server,
// then the "application received" SMS in the background (SPEC call 10).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LendingApplicationPayload, LendingClient } from '../lending/client.ts';
import type { SmsSender } from '../sms/sender.ts';
import { applicationReceivedText } from '../sms/message.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { parseWith } from '../validation.ts';
import { messages } from '../../shared/messages.ts';
import {
  applyFormSchema,
  applyResponseSchema,
  type ApplyForm,
} from '../../shared/schemas/apply.ts';

/** The original client's fixed values: the lending API verifies the mobile itself later. */
export const FIXED_OTP = '1234';
export const SOURCE_LABEL = 'Website';
export const LEAD_DATA_SOURCE_ID = 38;

export function toLendingPayload(form: ApplyForm, ip: string): LendingApplicationPayload {
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
    otp: FIXED_OTP,
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
}

export const applicationRoutes: FastifyPluginAsync<ApplicationOptions> = async (
  app,
  { lending, sms, config },
) => {
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
            422: { description: 'Field errors, SPEC section 5 wording' },
            502: {
              description: "The lending API's message with tags stripped, or 'Submit failed'",
            },
          },
        },
      },
    },
    async (request: FastifyRequest, reply) => {
      const form = parseWith(applyFormSchema, request.body);
      const result = await lending.saveLendingPage(toLendingPayload(form, request.ip), {
        requestId: request.id,
      });
      if (!result.ok) {
        request.log.info({ outcome: 'rejected' }, 'application rejected by the lending API');
        throw new AppError(502, result.message || messages.submitFailed);
      }
      request.log.info({ outcome: 'accepted' }, 'application accepted');
      // Stored durably before the answer, sent by the outbox's worker afterwards; a failure to store is ours to
      // see, never the borrower's: the application itself is saved.
      await sms
        .send(form.mobile, applicationReceivedText(form.firstName), request.id)
        .catch((err: unknown) =>
          request.log.error(
            { err: { name: (err as Error).name, code: (err as { code?: string }).code } },
            'SMS could not be stored in the outbox',
          ),
        );
      return reply
        .code(201)
        .send({ message: result.message || 'Application submitted successfully' });
    },
  );
};
