// POST /api/repayments/lookup: a loan found by mobile number or PAN (SPEC call 5), answering only what the
// Repay page shows, masked. The identifier travels in the body, never in a URL of ours.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LendingClient, LendingCustomer } from '../lending/client.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { IdentifierLimiter } from '../identifier-limit.ts';
import type { RedisConnection } from '../redis-connection.ts';
import { maskEmail, maskMobile, maskPan } from '../mask.ts';
import { json, problem } from '../openapi/responses.ts';
import { messages } from '../../shared/messages.ts';
import {
  lookupResponseSchema,
  lookupSchema,
  type CustomerView,
} from '../../shared/schemas/repayment.ts';

export function customerView(c: LendingCustomer): CustomerView {
  return {
    name: c.first_name,
    loanNumber: c.loan_no,
    amountDue: c.total_repayable,
    repaymentAmount: c.repayment_amount,
    repaymentDate: c.repayment_date,
    status: c.status,
    maskedMobile: maskMobile(c.mobile),
    maskedEmail: maskEmail(c.email),
    maskedPan: maskPan(c.pancard),
  };
}

export const repaymentRoutes: FastifyPluginAsyncZod<{
  lending: LendingClient;
  config: Config;
  /** Shares the per-identifier limit between instances (REDIS_URL). */
  redis?: RedisConnection;
}> = async (app, { lending, config, redis }) => {
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
        body: lookupSchema,
        response: {
          200: json('The loan, personal details masked', lookupResponseSchema),
          404: problem(messages.customerNotFound),
          422: problem('Not a mobile number or PAN'),
          429: problem(messages.tooManyRequests),
          502: problem(messages.somethingWrong),
        },
      },
    },
    async (request) => {
      const { query } = request.body;
      await perIdentifier.take(query);
      const customer = await lending.oldUserHistory(query, { requestId: request.id });
      if (!customer) throw new AppError(404, messages.customerNotFound);
      return { customer: customerView(customer) };
    },
  );
};
