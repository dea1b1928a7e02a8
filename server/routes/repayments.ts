// POST /api/repayments/lookup: a loan found by mobile number or PAN (SPEC call 5), answering only what the
// Repay page shows, masked, and only to the session a code to that loan's registered mobile opened (issue 16).
// The identifier travels in the body, never in a URL of ours.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LendingClient, LendingCustomer } from '../lending/client.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { IdentifierLimiter } from '../identifier-limit.ts';
import type { RedisConnection } from '../redis-connection.ts';
import { maskEmail, maskMobile, maskPan } from '../mask.ts';
import { json, problem } from '../openapi/responses.ts';
import { messages } from '../../shared/messages.ts';
import { serverMessages } from '../../shared/server-messages.ts';
import { otpMessages } from '../../shared/otp-messages.ts';
import type { Session, Sessions } from '../otp/session.ts';
import type { RecentPayment, RecentPayments } from '../payments/recent-payments.ts';
import { coolingOffExit, insideCoolingOff, loanDay } from '../../shared/cooling-off.ts';
import { repaymentDate } from '../../shared/calculator.ts';
import { productTerms } from '../../shared/product-terms.ts';
import { todayIso } from '../../shared/india-date.ts';
import {
  lookupBodySchema,
  lookupResponseSchema,
  type CustomerView,
} from '../../shared/schemas/repayment.ts';

/** The exit a loan inside its cooling-off period offers today, when the API gave the loan's own terms. */
function coolingOffView(c: LendingCustomer, today: string): CustomerView['coolingOff'] {
  if (!c.disbursal_date || !c.loan_amount || !c.roi) return undefined;
  if (c.status.trim().toLowerCase() !== 'disbursed') return undefined;
  const day = loanDay(c.disbursal_date, today);
  if (!insideCoolingOff(day)) return undefined;
  const { principal: _principal, ...exit } = coolingOffExit(
    { amount: c.loan_amount, rate: c.roi },
    day,
  );
  const lastDay = repaymentDate(c.disbursal_date, productTerms.coolingOffDays - 1);
  return { ...exit, lastDay };
}

export function customerView(
  c: LendingCustomer,
  paid?: RecentPayment,
  today = todayIso(),
): CustomerView {
  const coolingOff = paid ? undefined : coolingOffView(c, today);
  const overdue = c.status.trim().toLowerCase() === 'overdue';
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
    ...(paid
      ? {
          recentPayment: {
            amount: Number(paid.amount),
            txnid: paid.txnid,
            paidAt: new Date(paid.paidAt).toISOString(),
          },
        }
      : {}),
    ...(coolingOff ? { coolingOff } : {}),
    ...(overdue
      ? {
          overdue: {
            principalInterestDue: c.principal_interest_due,
            penalCharges: c.penal_charges,
            daysOverdue: c.days_overdue === null ? null : Math.round(c.days_overdue),
          },
        }
      : {}),
  };
}

/** The session's loan, looked up by the query (or the session's own identifier): 401 without a session for it. */
export async function sessionCustomer(
  lending: LendingClient,
  session: Session | undefined,
  query: string | undefined,
  requestId: string,
): Promise<{ customer: LendingCustomer; searched: string }> {
  if (!session?.leadId) throw new AppError(401, otpMessages.otpSessionNeeded);
  const searched = query ?? session.identifier;
  const customer = await lending.oldUserHistory(searched, { requestId });
  // Another identifier than the verified one learns nothing, found or not: it needs its own code.
  if (!customer && searched !== session.identifier)
    throw new AppError(401, otpMessages.otpSessionNeeded);
  if (!customer) throw new AppError(404, messages.customerNotFound);
  if (customer.lead_id !== session.leadId) throw new AppError(401, otpMessages.otpSessionNeeded);
  return { customer, searched };
}

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
