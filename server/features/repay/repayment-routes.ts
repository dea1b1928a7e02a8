// POST /api/repayments/lookup: a loan found by mobile number or PAN (SPEC call 5), answering only what the
// Repay page shows, masked, and only to the session a code to that loan's registered mobile opened (issue 16).
// The identifier travels in the body, never in a URL of ours.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LendingClient } from '../../upstreams/lending/client.ts';
import type { Config } from '../../config.ts';
import { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import { json, problem } from '../../http/openapi/responses.ts';
import { messages } from '../../../shared/messages.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import { otpMessages } from '../../../shared/otp-messages.ts';
import type { Sessions } from '../../verification/session.ts';
import type { RecentPayments } from './recent-payments.ts';
import { customerView, sessionCustomer } from './session-customer.ts';
import { lookupBodySchema, lookupResponseSchema } from '../../../shared/schemas/repayment.ts';

export const repaymentRoutes: FastifyPluginAsyncZod<{
  lending: LendingClient;
  config: Config;
  /** Shares the per-identifier limit between instances (REDIS_URL). */
  redis?: RedisConnection;
  sessions: Sessions;
  recentPayments: RecentPayments;
}> = async (app, { lending, config, redis, sessions, recentPayments }) => {
  const perIdentifier = new IdentifierLimiter('repayment-lookup', config.rateLimits.lookup, {
    redis,
  });

  app.post(
    '/api/repayments/lookup',
    {
      config: {
        accepts: ['application/json'],
        personalData: true,
        rateLimit: { max: config.rateLimits.lookupAddress, timeWindow: '1 minute' },
        upstreamFailure: messages.somethingWrong,
      },
      schema: {
        summary: 'Find a loan to repay by mobile number or PAN',
        tags: ['repayments'],
        body: lookupBodySchema,
        response: {
          200: json('The loan, personal details masked', lookupResponseSchema),
          401: problem(otpMessages.otpSessionNeeded),
          404: problem(messages.customerNotFound),
          422: problem('Not a mobile number or PAN'),
          429: problem(serverMessages.tooManyRequests),
          502: problem(messages.somethingWrong),
        },
      },
    },
    async (request, reply) => {
      const { query } = request.body ?? {};
      const session = sessions.read(request, 'repay');
      if (session) await perIdentifier.take(query ?? session.identifier);
      const { customer } = await sessionCustomer(lending, session, query, request.id);
      const paid = await recentPayments.latest(customer.loan_no);
      reply.header('cache-control', 'no-store');
      // No identifier in the answer: the page keeps what was typed itself (sessionStorage).
      return { customer: customerView(customer, paid) };
    },
  );
};
