// POST /api/privacy-requests: a borrower's request under the DPDP Act 2023 (access, correct, erase, withdraw a
// consent, nominate). 202 with a reference number once the request is in our durable store with its mail in the outbox
// for the grievance officer.
//
// Identity: the mobile must have been verified with a one-time code in this browser, as repay requires (issue 40:
// knowing a PAN and a mobile was enough before). A PAN given as well is checked against the mobile in the lending
// system for the officer; the answer never says whether they matched (that would confirm who is a customer).
import { buffer } from 'node:stream/consumers';
import { newSubmissionId } from '../../outbox/submission-id.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LendingClient } from '../../upstreams/lending/client.ts';
import { AppError } from '../../errors.ts';
import { privacyRequestMessage } from './mail-compose.ts';
import { otpMessages } from '../../../shared/otp-messages.ts';
import { parseWith } from '../../http/validation.ts';
import { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import {
  privacyLookupSchema,
  privacyParamsSchema,
  privacyQuerySchema,
  privacyRequestNotFound,
  privacyRequestStatusSchema,
  privacyRequestAcceptedSchema,
  privacyRequestSchema,
  type IdentityCheck,
  type PrivacyRequest,
} from '../../../shared/schemas/privacy-request.ts';
import { json, problem } from '../../http/openapi/responses.ts';

export interface PrivacyRequestOptions {
  lending: LendingClient;
  rateLimit: number;
  mail: { from: string; to: string };
  /** Lookups of a request's status per minute, per address and per reference. */
  lookupRateLimit: number;
  redis?: RedisConnection;
  /** The mobiles a one-time-code session of this request proved (server/verification/session.ts). */
  verifiedMobiles: (request: FastifyRequest) => string[];
}

async function checkIdentity(
  request: FastifyRequest,
  body: PrivacyRequest,
  opts: PrivacyRequestOptions,
): Promise<IdentityCheck> {
  if (!opts.verifiedMobiles(request).includes(body.mobile))
    throw new AppError(401, otpMessages.otpMobileNotVerified, {
      mobile: otpMessages.otpMobileNotVerified,
    });
  if (!body.pan) return 'mobile-verified';
  try {
    const customer = await opts.lending.oldUserHistory(body.pan, { requestId: request.id });
    return customer && customer.mobile === body.mobile ? 'mobile-and-pan-match' : 'no-match';
  } catch {
    return 'not-checked';
  }
}

/**
 * Takes a request: its identity check, a reference number, the durable record and the grievance officer's mail.
 * The JSON route and the page posted without script (no-script-forms.ts) both answer with its reference.
 */
export async function acceptPrivacyRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  body: PrivacyRequest,
  opts: PrivacyRequestOptions,
): Promise<{ reference: string }> {
  const identity = await checkIdentity(request, body, opts);
  const receivedAt = new Date();
  const id = newSubmissionId(receivedAt);
  // The reference from the database, then the request, its first event and the officer's mail in one
  // transaction: the 202 names a request that exists and whose mail is on its way (decision 0101, issue 43).
  const reference = await app.privacyRequests.issue(receivedAt);
  const eml = await buffer(
    privacyRequestMessage(body, reference, identity, {
      from: opts.mail.from,
      to: opts.mail.to,
      id,
      receivedAt,
    }),
  );
  await app.database.transaction(async (client) => {
    await app.privacyRequests.record(client, reference, {
      receivedAt,
      request: body,
      identity,
      submission: id,
    });
    await app.mail.put('privacy', id, eml, { requestId: request.id, client });
  });
  request.log.info(
    { submission: id, reference, kind: body.kind, identity },
    'privacy request received',
  );
  return { reference };
}

export const privacyRequestRoutes: FastifyPluginAsyncZod<PrivacyRequestOptions> = async (
  app,
  opts,
) => {
  app.post(
    '/api/privacy-requests',
    {
      config: {
        accepts: ['application/json'],
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' },
      },
      schema: {
        summary:
          'Ask to access, correct or erase personal data, withdraw a consent or nominate someone (DPDP Act 2023); answered with a reference number',
        tags: ['forms'],
        body: privacyRequestSchema,
        response: {
          202: json(
            'Stored durably and sent to the grievance officer',
            privacyRequestAcceptedSchema,
          ),
          401: problem(`${otpMessages.otpMobileNotVerified} (no code session for this mobile)`),
          403: problem('Sent from another site'),
          415: problem('Not JSON'),
          422: problem('Field errors in `errors`, one message per field'),
          429: problem('Too many requests from this address; see Retry-After'),
          503: problem('Our records are unavailable just now; see Retry-After'),
        },
      },
    },
    async (request, reply) => {
      const { reference } = await acceptPrivacyRequest(app, request, request.body, opts);
      return reply.code(202).send({ reference });
    },
  );

  registerLookup(app, opts);
};

/**
 * GET /api/privacy-requests/:reference?mobile=: where a request stands, for the mobile it names (issue 42, asked by
 * issue 45). An unknown reference and a wrong mobile get the same 404; many addresses cannot walk one reference
 * through mobiles.
 */
function registerLookup(
  app: Parameters<FastifyPluginAsyncZod<PrivacyRequestOptions>>[0],
  opts: PrivacyRequestOptions,
): void {
  const perReference = new IdentifierLimiter('privacy-lookup', opts.lookupRateLimit, {
    redis: opts.redis,
  });
  app.get(
    '/api/privacy-requests/:reference',
    {
      config: { rateLimit: { max: opts.lookupRateLimit, timeWindow: '1 minute' } },
      schema: {
        summary: 'Where a privacy request stands, for the mobile number it was made with',
        tags: ['forms'],
        params: privacyParamsSchema,
        querystring: privacyQuerySchema,
        response: {
          200: json('Kind, status and when it last changed', privacyRequestStatusSchema),
          400: problem('Not a reference number or mobile number'),
          404: problem(privacyRequestNotFound),
          429: problem('Too many lookups; see Retry-After'),
          503: problem('Our records are unavailable just now; see Retry-After'),
        },
      },
    },
    async (request, reply) => {
      const lookup = parseWith(
        privacyLookupSchema,
        { reference: request.params.reference, mobile: request.query.mobile },
        400,
      );
      await perReference.take(lookup.reference);
      const found = await app.privacyRequests.find(lookup.reference, lookup.mobile);
      if (!found) throw new AppError(404, privacyRequestNotFound);
      return reply.header('cache-control', 'no-store').send(found);
    },
  );
}
