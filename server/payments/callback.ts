// Deciding what a gateway callback means. Nothing is paid until the reverse hash verifies, the txnid and amount
// match what we initiated, and the gateway's verify_payment API confirms it server to server.
import type { FastifyBaseLogger } from 'fastify';
import { gatewayCallbackSchema, txnidPattern } from '../../shared/schemas/payment.ts';
import { confirmationLocation } from './confirmation.ts';
import { hashesEqual, reverseHash } from './hash.ts';
import { paise, type GatewaySettings } from './initiate.ts';
import type { Settlement, TransactionStore } from './transactions.ts';
import type { PaymentVerifier } from './verify.ts';
import type { RecentPayments } from './recent-payments.ts';

export type CallbackAnswer =
  { kind: 'redirect'; location: string } | { kind: 'rejected'; reason: string; txnid?: string };

export interface CallbackDeps {
  gateway: Pick<GatewaySettings, 'key' | 'salt'>;
  store: TransactionStore;
  verifier: PaymentVerifier;
  log: FastifyBaseLogger;
  requestId: string;
  /** Signs the order confirmation link (confirmation.ts). */
  confirmationKey: Buffer;
  /** Told of each verified payment, so the loan shows it and is not paid twice (recent-payments.ts). */
  recentPayments?: RecentPayments;
}

export const FAILED_LOCATION = '/repay-loan?payment=failed';
export const PENDING_LOCATION = '/repay-loan?payment=pending';

/** `callback` names the route it came in on ('success' or 'failure'); verify_payment decides, not the route. */
export async function settleCallback(
  body: unknown,
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
  const reject = (reason: string, txnid?: string, leadId?: string): CallbackAnswer => {
    log.error(
      { event: 'payment.rejected', callback, reason, txnid, leadId },
      'payment callback rejected',
    );
    return { kind: 'rejected', reason, txnid };
  };
  /** Rejected before the transaction was read: read it for the log when the txnid is one we started. */
  const rejectEarly = async (reason: string, txnid?: string) =>
    reject(reason, txnid, await storedLead(txnid));

  const parsed = gatewayCallbackSchema.safeParse(body);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))].join(', ');
    const posted = (body as { txnid?: unknown } | undefined)?.txnid;
    const txnid = typeof posted === 'string' && txnidPattern.test(posted) ? posted : undefined;
    return rejectEarly(`missing or malformed field: ${fields}`, txnid);
  }
  const cb = parsed.data;
  const additionalCharges = cb.additionalCharges ?? cb.additional_charges;
  if (cb.key !== deps.gateway.key) return rejectEarly('another merchant key', cb.txnid);
  const expected = reverseHash({ ...cb, additionalCharges }, deps.gateway.salt);
  if (!hashesEqual(expected, cb.hash)) return rejectEarly('hash does not verify', cb.txnid);

  const tx = await store.get(cb.txnid);
  if (!tx) return reject('unknown txnid', cb.txnid);
  if (paise(cb.amount) !== paise(tx.amount))
    return reject('amount differs from initiated', tx.txnid, tx.leadId);
  if (cb.udf1 !== tx.leadId) return reject('lead differs from initiated', tx.txnid, tx.leadId);

  const ids = { txnid: tx.txnid, leadId: tx.leadId };
  const paidLocation = confirmationLocation(tx.txnid, deps.confirmationKey);
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
        return reject('verified amount differs from initiated', tx.txnid, tx.leadId);
      const { settlement, first } = await store.settle(tx.txnid, {
        outcome: 'paid',
        location: paidLocation,
      });
      if (!first) return repeated(settlement);
      await deps.recentPayments?.record(tx.loanNo, {
        txnid: tx.txnid,
        amount: tx.amount,
        paidAt: settlement.settledAt,
      });
      log.info({ event: 'payment.succeeded', ...where, amount: tx.amount }, 'payment succeeded');
      return { kind: 'redirect', location: settlement.location };
    }
    if (verified.status === 'failure') {
      const { settlement, first } = await store.settle(tx.txnid, {
        outcome: 'failed',
        location: FAILED_LOCATION,
      });
      if (!first) return repeated(settlement);
      log.info({ event: 'payment.failed', ...where, error: cb.error }, 'payment failed');
      return { kind: 'redirect', location: settlement.location };
    }
    // Pending, unknown to the gateway, or no answer: not paid, not failed; a later callback may settle it.
    log.warn({ event: 'payment.unconfirmed', ...where }, 'payment not confirmed by the gateway');
    return { kind: 'redirect', location: PENDING_LOCATION };
  });
}
