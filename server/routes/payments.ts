// POST /payments/initiate, /payments/success, /payments/failure (DESIGN section 5): the Pay Now form post that
// becomes a gateway form, and the gateway's callbacks. Browser form posts, so every answer is HTML or a 303.
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { LendingClient } from '../lending/client.ts';
import type { Config } from '../config.ts';
import { AppError, UpstreamError } from '../errors.ts';
import { IdentifierLimiter } from '../identifier-limit.ts';
import type { RedisConnection } from '../redis-connection.ts';
import { parseWith } from '../validation.ts';
import { sendProblem } from '../plugins/errors.ts';
import type { Sessions } from '../otp/session.ts';
import type { RecentPayments } from '../payments/recent-payments.ts';
import { FAILED_LOCATION } from '../payments/callback.ts';
import { confirmationLocation } from '../payments/confirmation.ts';
import { sessionCustomer } from './repayments.ts';
import { site } from '../../shared/site.ts';
import { formatRupees } from '../../shared/format.ts';
import { messages } from '../../shared/messages.ts';
import { assetUrl, type AssetVersions } from '../../shared/asset-url.ts';
import {
  checkoutQuerySchema,
  gatewayCallbackSchema,
  initiatePaymentSchema,
} from '../../shared/schemas/payment.ts';
import { settleCallback } from '../payments/callback.ts';
import { FORM_CONTENT_TYPE, registerFormParser } from '../payments/form-body.ts';
import { gatewayForm, type GatewaySettings } from '../payments/initiate.ts';
import { gatewayFormPage, messagePage } from '../payments/pages.ts';
import type { TransactionStore } from '../payments/transactions.ts';
import { newTxnid, txnidPattern } from '../payments/txnid.ts';
import type { PaymentVerifier } from '../payments/verify.ts';

export interface PaymentRoutesOptions {
  lending: LendingClient;
  gateway: GatewaySettings;
  verifier: PaymentVerifier;
  store: TransactionStore;
  config: Config;
  /** Content versions of public/ (server/asset-versions.ts), for the logo's URL. */
  assetVersions: AssetVersions;
  /** Shares the per-identifier limit between instances (REDIS_URL). */
  redis?: RedisConnection;
  /** Signs the order confirmation link (payments/confirmation.ts confirmationKey). */
  confirmationKey: Buffer;
  /** The repay sessions a verified code opens (issue 16): no gateway page without one. */
  sessions: Sessions;
  /** Verified payments by loan: no second gateway page within 72 hours of one (issue 19 item 1). */
  recentPayments: RecentPayments;
}

export const CHECKOUT_PATH = '/payments/checkout';

const backToRepay = { href: '/repay-loan', label: 'Back to Repay Your Loan' };

const wantsHtml = (accept: string | undefined) => Boolean(accept?.includes('text/html'));

export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, opts) => {
  const { lending, gateway, verifier, store, config, redis, sessions, recentPayments } = opts;
  const logoUrl = assetUrl(config.assetBaseUrl, 'img/logo.svg', opts.assetVersions);
  const perIdentifier = new IdentifierLimiter('payment-initiate', config.rateLimits.lookup, {
    redis,
  });
  registerFormParser(app, 16 * 1024);

  const page = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  const problemPage = (
    reply: FastifyReply,
    status: number,
    message: string,
    title = 'We could not start the payment',
  ) => page(reply, status, messagePage({ title, message, logoUrl, link: backToRepay }));

  // These are form posts a person made: errors answer a page with a way back, not problem+json.
  app.setErrorHandler((error: FastifyError | AppError | UpstreamError, request, reply) => {
    // A browser gets a page with the way back to the code step; any other caller the problem+json of the API.
    if (error instanceof AppError && error.status === 401 && !wantsHtml(request.headers.accept))
      return sendProblem(reply.header('cache-control', 'no-store'), 401, error.detail);
    if (error instanceof AppError && error.status === 401)
      return problemPage(reply, 401, error.detail, 'Please verify it is you');
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      const message = error.status === 422 ? (error.errors?.query ?? error.detail) : error.detail;
      return problemPage(reply, error.status, message);
    }
    if (error instanceof UpstreamError) {
      request.log.warn({ call: error.call, reason: error.reason }, 'upstream call failed');
      return problemPage(reply, 502, messages.somethingWrong);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return problemPage(reply, 429, messages.tooManyRequests);
    if (status === 413) return problemPage(reply, 413, 'The form was too large.');
    if (status === 415) return problemPage(reply, 415, 'This form could not be read.');
    if (status >= 400 && status < 500)
      return problemPage(reply, status, 'The form could not be read.');
    request.log.error({ err: error }, 'unhandled error');
    return problemPage(reply, 500, messages.somethingWrong);
  });

  app.post(
    '/payments/initiate',
    {
      config: {
        accepts: [FORM_CONTENT_TYPE],
        rateLimit: { max: config.rateLimits.lookup, timeWindow: '1 minute' },
        doc: {
          summary: 'Start paying a loan: answers a page that posts the gateway form (Pay Now)',
          tags: ['payments'],
          body: initiatePaymentSchema,
          bodyContentType: FORM_CONTENT_TYPE,
          responses: {
            303: {
              description: `To ${CHECKOUT_PATH}?txnid=…, the page that posts the gateway form (Post-Redirect-Get)`,
            },
            401: {
              description: `${messages.otpSessionNeeded} (problem+json; an HTML page when the caller accepts text/html)`,
            },
            404: { description: messages.customerNotFound, contentType: 'text/html' },
            409: {
              description:
                'Nothing is due on this loan, or a verified payment of the last 72 hours',
              contentType: 'text/html',
            },
            422: { description: 'Not a mobile number or PAN', contentType: 'text/html' },
            429: { description: messages.tooManyRequests, contentType: 'text/html' },
            502: { description: messages.somethingWrong, contentType: 'text/html' },
          },
        },
      },
    },
    async (request, reply) => {
      const { query } = parseWith(initiatePaymentSchema, request.body ?? {});
      const session = sessions.read(request, 'repay');
      if (session) await perIdentifier.take(query ?? session.identifier);
      const { customer } = await sessionCustomer(lending, session, query, request.id);
      if (!(customer.total_repayable > 0))
        throw new AppError(409, 'There is nothing to pay on this loan right now.');
      const paid = await recentPayments.latest(customer.loan_no);
      if (paid)
        throw new AppError(
          409,
          `A payment of ${formatRupees(Number(paid.amount), 2)} on this loan was received (transaction ${paid.txnid}). It may take some hours to reflect, so please do not pay again.`,
        );

      const txnid = newTxnid(customer.id);
      const form = gatewayForm(customer, txnid, gateway, config.publicBaseUrl);
      await store.add({
        txnid,
        amount: form.amount,
        leadId: customer.lead_id,
        loanNo: customer.loan_no,
      });
      request.log.info(
        { event: 'payment.initiated', txnid, leadId: customer.lead_id, amount: form.amount },
        'payment initiated',
      );
      // Post-Redirect-Get: Back from the gateway lands on a GET, never on "Confirm Form Resubmission".
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${CHECKOUT_PATH}?txnid=${encodeURIComponent(txnid)}`, 303);
    },
  );

  app.get(
    CHECKOUT_PATH,
    {
      config: {
        doc: {
          summary: 'The page that posts the gateway form of a payment this session started',
          tags: ['payments'],
          query: checkoutQuerySchema,
          responses: {
            200: {
              description: 'Posts the gateway form by itself (not when reached with Back)',
              contentType: 'text/html',
            },
            303: { description: 'The payment is settled: to where its outcome is shown' },
            401: { description: messages.otpSessionNeeded },
            404: { description: 'No such payment of this session', contentType: 'text/html' },
          },
        },
      },
    },
    async (request, reply) => {
      const { txnid } = parseWith(checkoutQuerySchema, request.query, 404);
      const session = sessions.read(request, 'repay');
      if (!session?.leadId) throw new AppError(401, messages.otpSessionNeeded);
      const tx = await store.get(txnid);
      if (!tx || tx.leadId !== session.leadId)
        throw new AppError(404, 'This payment page has expired. Please start again.');
      if (tx.settlement) {
        const location =
          tx.settlement.outcome === 'paid'
            ? confirmationLocation(txnid, opts.confirmationKey)
            : FAILED_LOCATION;
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      }
      const { customer } = await sessionCustomer(lending, session, undefined, request.id);
      const form = gatewayForm(customer, txnid, gateway, config.publicBaseUrl);
      // The amount due changed since (a part payment reflected, say): start again from the loan.
      if (form.amount !== tx.amount || customer.lead_id !== tx.leadId)
        return reply.header('cache-control', 'no-store').redirect('/repay-loan', 303);
      return page(
        reply,
        200,
        gatewayFormPage({
          action: gateway.url,
          fields: form.fields,
          nonce: reply.scriptNonce,
          logoUrl,
          loanNumber: customer.loan_no,
          amountText: formatRupees(customer.total_repayable, 2),
        }),
      );
    },
  );

  for (const callback of ['success', 'failure'] as const) {
    app.post(
      `/payments/${callback}`,
      {
        config: {
          accepts: [FORM_CONTENT_TYPE],
          // The gateway posts from its own origin, with none of our cookies: the reverse hash protects these.
          allowCrossSite: true,
          doc: {
            summary: `The gateway's ${callback} callback: verified, then the borrower is sent on`,
            tags: ['payments'],
            body: gatewayCallbackSchema,
            bodyContentType: FORM_CONTENT_TYPE,
            responses: {
              303: {
                description:
                  'Verified paid: to /order-confirmation with txnid and its signature (sig); failed: to /repay-loan?payment=failed; ' +
                  'not confirmed (pending): to /repay-loan?payment=pending',
              },
              400: {
                description:
                  'Hash does not verify, a field is missing, or txnid or amount do not match what we initiated',
                contentType: 'text/html',
              },
            },
          },
        },
      },
      async (request, reply) => {
        const answer = await settleCallback(request.body, callback, {
          gateway,
          store,
          verifier,
          recentPayments,
          log: request.log,
          requestId: request.id,
          confirmationKey: opts.confirmationKey,
        });
        if (answer.kind === 'redirect')
          return reply.header('cache-control', 'no-store').redirect(answer.location, 303);
        const reference =
          answer.txnid && txnidPattern.test(answer.txnid)
            ? ` Quote transaction ID ${answer.txnid}.`
            : '';
        return page(
          reply,
          400,
          messagePage({
            title: 'We could not confirm this payment',
            message:
              'This payment response could not be verified, so nothing has been marked as paid.',
            hint: `If money has left your account, write to ${site.email} and we will check it with the bank.${reference}`,
            logoUrl,
            link: backToRepay,
          }),
        );
      },
    );
  }
};
