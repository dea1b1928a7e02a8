// POST /payments/initiate, /payments/success, /payments/failure (DESIGN section 5): the Pay Now form post that
// becomes a gateway form, and the gateway's callbacks. Browser form posts, so every answer is HTML or a 303.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LendingClient } from '../../upstreams/lending/client.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { issuesOf } from '../../http/validation.ts';
import type { Problem } from '../../http/errors.ts';
import { noBody, page as htmlPage, problem } from '../../http/openapi/responses.ts';
import { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import type { Sessions } from '../../verification/session.ts';
import type { RecentPayments } from './recent-payments.ts';
import { FAILED_LOCATION } from './callback.ts';
import { confirmationLocation } from './confirmation.ts';
import { sessionCustomer } from './session-customer.ts';
import { sessionLoans, loanNumbered, sessionLoan } from '../../verification/session-loans.ts';
import { site } from '../../../shared/site.ts';
import { formatRupees } from '../../../shared/format.ts';
import { messages } from '../../../shared/messages.ts';
import { otpMessages } from '../../../shared/otp-messages.ts';
import {
  paymentReceived,
  paymentUnconfirmedHint,
  serverMessages,
} from '../../../shared/server-messages.ts';
import * as hindi from '../../../shared/server-messages.hi.ts';
import { localePath, locales, type LocaleCode } from '../../../shared/locales.ts';
import { answerLanguage } from '../../http/language/answer-language.ts';
import { assetUrl, type AssetVersions } from '../../../shared/asset-url.ts';
import {
  checkoutQuerySchema,
  gatewayCallbackSchema,
  initiatePaymentSchema,
} from '../../../shared/schemas/payment.ts';
import { settleCallback, type PostedCallback } from './callback.ts';
import { sampledLog } from '../../http/sampled-log.ts';
import { FORM_CONTENT_TYPE, registerFormParser } from '../../http/form-body.ts';
import {
  gatewayForm,
  type Charge,
  type GatewaySettings,
} from '../../upstreams/gateway/initiate.ts';
import { chargeFor } from './charge.ts';
import { gatewayFormPage } from './payment-pages.ts';
import { messagePage } from '../../http/plain-page.ts';
import type { TransactionStore } from './transactions.ts';
import { newTxnid, txnidPattern } from './txnid.ts';
import type { PaymentVerifier } from '../../upstreams/gateway/verify.ts';
import { codeStepWords } from '../../../shared/code-step-words.ts';

export interface PaymentRoutesOptions {
  lending: LendingClient;
  gateway: GatewaySettings;
  verifier: PaymentVerifier;
  store: TransactionStore;
  config: Config;
  /** Content versions of public/ (server/http/asset-versions.ts), for the logo's URL. */
  assetVersions: AssetVersions;
  /** Shares the per-identifier limit between instances (REDIS_URL). */
  redis?: RedisConnection;
  /** Signs the order confirmation link (features/repay/confirmation.ts confirmationKey). */
  confirmationKey: Buffer;
  /** The repay sessions a verified code opens (issue 16): no gateway page without one. */
  sessions: Sessions;
  /** Verified payments by loan: no second gateway page within 72 hours of one (issue 19 item 1). */
  recentPayments: RecentPayments;
}

export const CHECKOUT_PATH = '/payments/checkout';

/**
 * The payment pages in the reader's language (decision 0051): the language the transaction was started in, or,
 * before there is one, the language the reader last read the site in (http/language/answer-language.ts).
 */
function pageWordsIn(locale: LocaleCode) {
  return {
    locale,
    lang: locales[locale].htmlLang,
    words: locale === 'hi' ? hindi.serverMessages : serverMessages,
    unconfirmedHint: locale === 'hi' ? hindi.paymentUnconfirmedHint : paymentUnconfirmedHint,
    // The search posted without script reaches Pay Now with no session (issue 41): why, and whom to call.
    codeStepHint: codeStepWords(locale),
    repayHref: localePath(locale, '/repay-loan'),
    myLoansHref: localePath(locale, '/my-loans'),
  };
}

/** Where a refused payment sends the reader back to: My loans when its Pay Now named a loan, else Repay. */
const backTo = (p: ReturnType<typeof pageWordsIn>, body?: unknown) =>
  typeof (body as { loanNumber?: unknown } | undefined)?.loanNumber === 'string'
    ? { href: p.myLoansHref, label: p.words.backToMyLoans }
    : { href: p.repayHref, label: p.words.backToRepay };

const wantsHtml = (accept: string | undefined) => Boolean(accept?.includes('text/html'));

/** A page for a browser, problem+json for any other caller (the 401 without a verified session). */
const pageOrProblem = (description: string) => ({
  description,
  content: { ...problem(description).content, ...htmlPage(description).content },
});

// eslint-disable-next-line max-lines-per-function -- lists the payment routes with their schemas; split, each would take the same ten options
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, opts) => {
  const { lending, gateway, verifier, store, config, redis, sessions, recentPayments } = opts;
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

  // Pay Now is a form post a person made: the errors plugin answers its Problem as a page with a way back. A 401
  // goes to a browser as a page with the way back to the code step, to any other caller as problem+json.
  const problemPage = (problem: Problem, request: FastifyRequest) => {
    if (problem.status === 401 && !wantsHtml(request.headers.accept)) return undefined;
    const p = pageWordsIn(answerLanguage(request));
    return messagePage({
      lang: p.lang,
      title: problem.status === 401 ? p.words.verifyItIsYou : p.words.paymentNotStarted,
      // A refused field's own message (the query's, or what to pay for) says more than the summary.
      message:
        problem.status === 422
          ? (problem.errors?.query ??
            problem.errors?.pay ??
            problem.errors?.loanNumber ??
            problem.detail)
          : problem.detail,
      ...(problem.status === 401 ? { hint: p.codeStepHint } : {}),
      logoUrl,
      link: backTo(p, request.body),
    });
  };

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
          303: noBody(
            `To ${CHECKOUT_PATH}?txnid=…, the page that posts the gateway form (Post-Redirect-Get)`,
          ),
          401: pageOrProblem(otpMessages.otpSessionNeeded),
          404: htmlPage(
            `${messages.customerNotFound}; or ${serverMessages.loanNotFound} (a loan number not of the session's loans)`,
          ),
          409: htmlPage(
            'Nothing is due on this loan (or it is closed), a verified payment of the last 72 hours, or the cooling-off exit asked for after its period',
          ),
          422: htmlPage('Not a mobile number or PAN, or not a loan number'),
          429: htmlPage(serverMessages.tooManyRequests),
          502: htmlPage(messages.somethingWrong),
        },
      },
    },
    async (request, reply) => {
      const { query, pay = 'due', loanNumber } = request.body ?? {};
      const session = sessions.read(request, 'repay');
      if (session) await perIdentifier.take(query ?? session.identifier);
      // My loans names the loan (issue 46): exactly that one of the session's own loans. The repay page names
      // none: the loan its lookup found, the session's.
      const customer =
        loanNumber === undefined
          ? (await sessionCustomer(lending, session, query, request.id)).customer
          : await sessionLoan(lending, session, loanNumber, request.id);
      const paid = await recentPayments.latest(customer.loan_no);
      if (paid)
        throw new AppError(409, paymentReceived(formatRupees(Number(paid.amount), 2), paid.txnid));
      const charge = chargeFor(customer, pay);

      const txnid = newTxnid(customer.id);
      const form = gatewayForm(customer, txnid, gateway, config.publicBaseUrl, charge);
      await store.add({
        txnid,
        amount: form.amount,
        leadId: customer.lead_id,
        loanNo: customer.loan_no,
        language: answerLanguage(request),
        ...(pay === 'due' ? {} : { purpose: pay }),
      });
      request.log.info(
        {
          event: 'payment.initiated',
          txnid,
          leadId: customer.lead_id,
          amount: form.amount,
          purpose: pay,
        },
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
      config: { problemPage },
      schema: {
        summary: 'The page that posts the gateway form of a payment this session started',
        tags: ['payments'],
        querystring: checkoutQuerySchema,
        response: {
          200: htmlPage('Posts the gateway form by itself (not when reached with Back)'),
          303: noBody('The payment is settled: to where its outcome is shown'),
          401: pageOrProblem(otpMessages.otpSessionNeeded),
          404: htmlPage('No such payment of this session'),
        },
      },
    },
    async (request, reply) => {
      const { txnid } = request.query;
      const session = sessions.read(request, 'repay');
      if (!session?.leadId) throw new AppError(401, otpMessages.otpSessionNeeded);
      const tx = await store.get(txnid);
      if (!tx) throw new AppError(404, serverMessages.paymentPageExpired);
      // A payment of the session's own loan is known by its lead; one of its other loans (My loans' Pay Now, issue
      // 46) by the session's lookup answer holding that loan, under that lead. Anything else is not this session's.
      const other =
        tx.leadId === session.leadId
          ? undefined
          : loanNumbered((await sessionLoans(lending, session, request.id)).loans, tx.loanNo);
      if (tx.leadId !== session.leadId && other?.lead_id !== tx.leadId)
        throw new AppError(404, serverMessages.paymentPageExpired);
      const p = pageWordsIn(tx.language ?? 'en');
      if (tx.settlement) {
        const location =
          tx.settlement.outcome === 'paid'
            ? confirmationLocation(txnid, opts.confirmationKey)
            : FAILED_LOCATION;
        return reply
          .header('cache-control', 'no-store')
          .redirect(localePath(p.locale, location), 303);
      }
      const customer =
        other ?? (await sessionCustomer(lending, session, undefined, request.id)).customer;
      const purpose = tx.purpose ?? 'due';
      let charge: Charge;
      try {
        charge = chargeFor(customer, purpose);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // Nothing left to pay, or the cooling-off period ended since Pay Now: the loan's page says what now.
        return reply.header('cache-control', 'no-store').redirect(p.repayHref, 303);
      }
      const form = gatewayForm(customer, txnid, gateway, config.publicBaseUrl, charge);
      // The amount changed since (a part payment reflected, a new day of the exit): start again from the loan.
      if (
        form.amount !== tx.amount ||
        customer.lead_id !== tx.leadId ||
        customer.loan_no !== tx.loanNo
      )
        return reply.header('cache-control', 'no-store').redirect(p.repayHref, 303);
      return page(
        reply,
        200,
        gatewayFormPage({
          action: gateway.url,
          fields: form.fields,
          nonce: reply.scriptNonce,
          logoUrl,
          loanNumber: customer.loan_no,
          amountText: formatRupees(charge.amount, 2),
          purpose,
          lang: p.lang,
          words: p.words,
          repayHref: p.repayHref,
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
          recentPayments,
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
          answer.txnid && txnidPattern.test(answer.txnid) ? answer.txnid : undefined;
        // The gateway's post carries no cookie of ours (it comes from another site): the language the
        // transaction was started in, when the answer names one we know.
        const p = pageWordsIn(answer.language ?? 'en');
        return page(
          reply,
          400,
          messagePage({
            lang: p.lang,
            title: p.words.paymentUnconfirmedTitle,
            message: p.words.paymentUnconfirmed,
            hint: p.unconfirmedHint(site.email, reference),
            logoUrl,
            link: backTo(p),
          }),
        );
      },
    );
  }
};
