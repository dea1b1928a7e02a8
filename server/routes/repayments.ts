// POST /api/repayments/lookup: a loan found by mobile number or PAN (SPEC call 5), answering only what the
// Repay page shows, masked. The identifier travels in the body, never in a URL of ours.
import type { FastifyPluginAsync } from 'fastify';
import type { LendingClient, LendingCustomer } from '../lending/client.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { IdentifierLimiter } from '../identifier-limit.ts';
import type { RedisConnection } from '../redis-connection.ts';
import { maskEmail, maskMobile, maskPan } from '../mask.ts';
import { parseWith } from '../validation.ts';
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

export const repaymentRoutes: FastifyPluginAsync<{
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
        doc: {
          summary: 'Find a loan to repay by mobile number or PAN',
          tags: ['repayments'],
          body: lookupSchema,
          responses: {
            200: { description: 'The loan, personal details masked', schema: lookupResponseSchema },
            404: { description: messages.customerNotFound },
            422: { description: 'Not a mobile number or PAN' },
            502: { description: messages.somethingWrong },
          },
        },
      },
    },
    async (request) => {
      const { query } = parseWith(lookupSchema, request.body);
      await perIdentifier.take(query);
      const customer = await lending.oldUserHistory(query, { requestId: request.id });
      if (!customer) throw new AppError(404, messages.customerNotFound);
      return { customer: customerView(customer) };
    },
  );
};
