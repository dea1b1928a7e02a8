// POST /payments/initiate, /payments/success, /payments/failure (DESIGN section 5): the Pay Now form post that
// becomes a gateway form, and the gateway's callbacks. Browser form posts, so every answer is HTML or a 303.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LendingClient } from '../lending/client.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { issuesOf } from '../validation.ts';
import type { Problem } from '../plugins/errors.ts';
import { noBody, page as htmlPage } from '../openapi/responses.ts';
import { IdentifierLimiter } from '../identifier-limit.ts';
import type { RedisConnection } from '../redis-connection.ts';
import { site } from '../../shared/site.ts';
import { formatRupees } from '../../shared/format.ts';
import { messages } from '../../shared/messages.ts';
import { assetUrl, type AssetVersions } from '../../shared/asset-url.ts';
import { gatewayCallbackSchema, initiatePaymentSchema } from '../../shared/schemas/payment.ts';
import { settleCallback, type PostedCallback } from '../payments/callback.ts';
import { sampledLog } from '../sampled-log.ts';
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
}

const backToRepay = { href: '/repay-loan', label: 'Back to Repay Your Loan' };

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, opts) => {
  const { lending, gateway, verifier, store, config, redis } = opts;
  const logoUrl = assetUrl(config.assetBaseUrl, 'img/logo.svg', opts.assetVersions);
  const perIdentifier = new IdentifierLimiter('payment-initiate', config.rateLimits.lookup, {
    redis,
  });
  registerFormParser(app, 16 * 1024);
  // Anyone can post junk to the callbacks: every refusal is counted, at most 30 a minute are logged (at warn).
  const rejections = sampledLog(app.log, { perMs: 60_000, burst: 30 });

  const page = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  // Pay Now is a form post a person made: the errors plugin answers its Problem as a page with a way back.
  const problemPage = (problem: Problem) =>
    messagePage({
      title: 'We could not start the payment',
      message: problem.status === 422 ? (problem.errors?.query ?? problem.detail) : problem.detail,
      logoUrl,
      link: backToRepay,
    });

  app.post(
    '/payments/initiate',
    {
      config: {
        accepts: [FORM_CONTENT_TYPE],
        rateLimit: { max: config.rateLimits.lookupAddress, timeWindow: '1 minute' },
        problemPage,
      },
      schema: {
        summary: 'Start paying a loan: answers a page that posts the gateway form (Pay Now)',
        tags: ['payments'],
        consumes: [FORM_CONTENT_TYPE],
        body: initiatePaymentSchema,
        response: {
          200: htmlPage('A page that submits the gateway form by itself'),
          404: htmlPage(messages.customerNotFound),
          409: htmlPage('Nothing is due on this loan'),
          422: htmlPage('Not a mobile number or PAN'),
          429: htmlPage(messages.tooManyRequests),
          502: htmlPage(messages.somethingWrong),
        },
      },
    },
    async (request, reply) => {
      const { query } = request.body;
      await perIdentifier.take(query);
      const customer = await lending.oldUserHistory(query, { requestId: request.id });
      if (!customer) throw new AppError(404, messages.customerNotFound);
      if (!(customer.total_repayable > 0))
        throw new AppError(409, 'There is nothing to pay on this loan right now.');

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
        },
        // A malformed callback is logged and answered by settleCallback like any other it cannot accept.
        attachValidation: true,
        schema: {
          summary: `The gateway's ${callback} callback: verified, then the borrower is sent on`,
          tags: ['payments'],
          consumes: [FORM_CONTENT_TYPE],
          body: gatewayCallbackSchema,
          response: {
            303: noBody(
              'Verified paid: to /order-confirmation with txnid and its signature (sig); failed: to /repay-loan?payment=failed; ' +
                'not confirmed (pending): to /repay-loan?payment=pending',
            ),
            400: htmlPage(
              'Hash does not verify, a field is missing, or txnid or amount do not match what we initiated',
            ),
          },
        },
      },
      async (request, reply) => {
        const invalid = request.validationError;
        const posted: PostedCallback = invalid
          ? {
              valid: false,
              malformed: issuesOf(invalid.validation).map((issue) => issue.path.join('.')),
              posted: request.body,
            }
          : { valid: true, fields: request.body };
        const answer = await settleCallback(posted, callback, {
          gateway,
          store,
          verifier,
          log: request.log,
          requestId: request.id,
          confirmationKey: opts.confirmationKey,
          onRejected: (code, fields) => {
            app.metrics.paymentCallbacksRejected.inc({ reason: code });
            if (code !== 'verified-amount')
              rejections.warn({ reqId: request.id, ...fields }, 'payment callback rejected');
          },
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
