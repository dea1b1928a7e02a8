// Deciding what a gateway callback means. Nothing is paid until the reverse hash verifies, the txnid and amount
// match what we initiated, and the gateway's verify_payment API confirms it server to server.
import type { FastifyBaseLogger } from 'fastify';
import { localePath, type LocaleCode } from '../../../shared/locales.ts';
import { txnidPattern, type GatewayCallback } from '../../../shared/schemas/payment.ts';
import { confirmationLocation } from './confirmation.ts';
import { hashesEqual, reverseHash } from '../../upstreams/gateway/hash.ts';
import { paise, type GatewaySettings } from '../../upstreams/gateway/initiate.ts';
import type { Settlement, TransactionStore } from './transactions.ts';
import type { PaymentVerifier } from '../../upstreams/gateway/verify.ts';
import type { RecentPayments } from './recent-payments.ts';

export type CallbackAnswer =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'rejected';
      reason: string;
      txnid?: string;
      /** The language the transaction was started in, once it is known (its page is worded in it). */
      language?: LocaleCode;
    };

export interface CallbackDeps {
  gateway: Pick<GatewaySettings, 'key' | 'salt'>;
  store: TransactionStore;
  verifier: PaymentVerifier;
  log: FastifyBaseLogger;
  requestId: string;
  /** Signs the order confirmation link (confirmation.ts). */
  confirmationKey: Buffer;
  /**
   * A callback refused for what the caller sent (anyone can post junk here): counted, and logged at warn through a
   * rate-limited log, so junk cannot flood ops with alerts. Without it, logged at warn on `log`.
   */
  onRejected?: (code: RejectionCode, fields: Record<string, unknown>) => void;
  /** Told of each verified payment, so the loan shows it and is not paid twice (recent-payments.ts). */
  recentPayments?: RecentPayments;
}

/** Why a callback was refused, as a bounded metric label. */
export type RejectionCode =
  'malformed' | 'merchant-key' | 'hash' | 'unknown-txnid' | 'amount' | 'lead' | 'verified-amount';

export const FAILED_LOCATION = '/repay-loan?payment=failed';
export const PENDING_LOCATION = '/repay-loan?payment=pending';

/** What the route's schema (gatewayCallbackSchema) made of the posted form. */
export type PostedCallback =
  { valid: true; fields: GatewayCallback } | { valid: false; malformed: string[]; posted: unknown };

/** `callback` names the route it came in on ('success' or 'failure'); verify_payment decides, not the route. */
// eslint-disable-next-line max-lines-per-function -- one payment's settlement read top to bottom, each branch a case of decision 0006 in order
export async function settleCallback(
  posted: PostedCallback,
  callback: 'success' | 'failure',
  deps: CallbackDeps,
): Promise<CallbackAnswer> {
  const { log, store } = deps;
  /** The lead of a txnid we initiated, for the log: the stored one, never a value the callback posted. */
  const storedLead = async (txnid: string | undefined) => {
    if (!txnid || !txnidPattern.test(txnid)) return undefined;
    try {
      return (await store.get(txnid))?.leadId;
    } catch {
      return undefined; // the rejection is logged all the same
    }
  };
  /** Filled in once the transaction is read: a rejection after that is worded in its language. */
  const known: { language?: LocaleCode } = {};
  const reject = (
    code: RejectionCode,
    reason: string,
    txnid?: string,
    leadId?: string,
  ): CallbackAnswer => {
    const fields = { event: 'payment.rejected', callback, code, reason, txnid, leadId };
    // The gateway itself confirmed another amount than we initiated: not junk anyone can post, but a payment to
    // look into by hand. Every other refusal is about what the caller sent.
    if (code === 'verified-amount') log.error(fields, 'payment callback rejected');
    if (deps.onRejected) deps.onRejected(code, fields);
    else if (code !== 'verified-amount') log.warn(fields, 'payment callback rejected');
    return { kind: 'rejected', reason, txnid, language: known.language };
  };
  /** Rejected before the transaction was read: read it for the log when the txnid is one we started. */
  const rejectEarly = async (code: RejectionCode, reason: string, txnid?: string) =>
    reject(code, reason, txnid, await storedLead(txnid));

  if (!posted.valid) {
    const fields = [...new Set(posted.malformed)].join(', ');
    const raw = (posted.posted as { txnid?: unknown } | undefined)?.txnid;
    const txnid = typeof raw === 'string' && txnidPattern.test(raw) ? raw : undefined;
    return rejectEarly('malformed', `missing or malformed field: ${fields}`, txnid);
  }
  const cb = posted.fields;
  const additionalCharges = cb.additionalCharges ?? cb.additional_charges;
  if (cb.key !== deps.gateway.key)
    return rejectEarly('merchant-key', 'another merchant key', cb.txnid);
  const expected = reverseHash({ ...cb, additionalCharges }, deps.gateway.salt);
  if (!hashesEqual(expected, cb.hash)) return rejectEarly('hash', 'hash does not verify', cb.txnid);

  const tx = await store.get(cb.txnid);
  if (!tx) return reject('unknown-txnid', 'unknown txnid', cb.txnid);
  known.language = tx.language;
  if (paise(cb.amount) !== paise(tx.amount))
    return reject('amount', 'amount differs from initiated', tx.txnid, tx.leadId);
  if (cb.udf1 !== tx.leadId)
    return reject('lead', 'lead differs from initiated', tx.txnid, tx.leadId);

  const ids = { txnid: tx.txnid, leadId: tx.leadId };
  // Back to the pages of the language the borrower started in (decision 0051).
  const inLanguage = (location: string) => localePath(tx.language ?? 'en', location);
  const paidLocation = inLanguage(confirmationLocation(tx.txnid, deps.confirmationKey));
  const repeated = (settlement: Settlement): CallbackAnswer => {
    log.info(
      { event: 'payment.duplicate', callback, ...ids, outcome: settlement.outcome },
      'payment callback repeated',
    );
    // A paid one gets today's signed link, also when it was settled by an older release with another link.
    const location = settlement.outcome === 'paid' ? paidLocation : settlement.location;
    return { kind: 'redirect', location };
  };
  if (tx.settlement) return repeated(tx.settlement);

  return store.exclusive(tx.txnid, async (): Promise<CallbackAnswer> => {
    // Another copy of this callback, here or on another instance, may have settled it while this one waited.
    const current = await store.get(tx.txnid);
    if (current?.settlement) return repeated(current.settlement);

    const verified = await deps.verifier.verify(tx.txnid, { requestId: deps.requestId });
    const where = {
      ...ids,
      callback,
      posted: cb.status,
      verified: verified.status,
      mihpayid: verified.mihpayid,
    };
    if (verified.status === 'success') {
      if (verified.amount === undefined || paise(verified.amount) !== paise(tx.amount))
        return reject(
          'verified-amount',
          'verified amount differs from initiated',
          tx.txnid,
          tx.leadId,
        );
      const { settlement, first } = await store.settle(tx.txnid, {
        outcome: 'paid',
        location: paidLocation,
      });
      if (!first) return repeated(settlement);
      await deps.recentPayments?.record(tx.loanNo, {
        txnid: tx.txnid,
        amount: tx.amount,
        paidAt: settlement.settledAt,
        ...(tx.purpose ? { purpose: tx.purpose } : {}),
      });
      log.info({ event: 'payment.succeeded', ...where, amount: tx.amount }, 'payment succeeded');
      return { kind: 'redirect', location: settlement.location };
    }
    if (verified.status === 'failure') {
      const { settlement, first } = await store.settle(tx.txnid, {
        outcome: 'failed',
        location: inLanguage(FAILED_LOCATION),
      });
      if (!first) return repeated(settlement);
      log.info({ event: 'payment.failed', ...where, error: cb.error }, 'payment failed');
      return { kind: 'redirect', location: settlement.location };
    }
    // Pending, unknown to the gateway, or no answer: not paid, not failed; a later callback may settle it.
    log.warn({ event: 'payment.unconfirmed', ...where }, 'payment not confirmed by the gateway');
    return { kind: 'redirect', location: inLanguage(PENDING_LOCATION) };
  });
}
