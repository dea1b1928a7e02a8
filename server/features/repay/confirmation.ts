// The order confirmation link and what it shows (docs/decisions/0016). The verified success callback sends the
// borrower to /order-confirmation?txnid=…&sig=…; the page shows a transaction ID and amount only when the signature
// is ours and the store holds a verified `paid` settlement for that txnid. The URL carries no amount: nothing the
// browser sends is shown as paid.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { txnidPattern, type ConfirmedPayment } from '../../../shared/schemas/payment.ts';
import type { TransactionStore } from './transactions.ts';

export const CONFIRMATION_PATH = '/order-confirmation';

/** 16 bytes of HMAC-SHA-256 in base64url: 22 characters, not to be guessed or enumerated. */
const SIGNATURE_BYTES = 16;

/**
 * The key that signs confirmation links, derived from the gateway salt so every instance shares it without
 * another secret to deploy; a label keeps it apart from the salt's own use in the gateway's hashes.
 */
export function confirmationKey(salt: string): Buffer {
  return createHmac('sha256', salt).update('rupeeflow order-confirmation link v1').digest();
}

function signature(txnid: string, key: Buffer): string {
  return createHmac('sha256', key)
    .update(txnid)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

/** Where a verified payment sends the borrower. */
export function confirmationLocation(txnid: string, key: Buffer): string {
  return `${CONFIRMATION_PATH}?txnid=${encodeURIComponent(txnid)}&sig=${signature(txnid, key)}`;
}

/**
 * Whether `sig` is the signature we issued for `txnid`, compared in constant time as text: decoding it first would
 * let the spare bits of its last character vary, so one signature would have several spellings.
 */
export function signatureMatches(txnid: string, sig: string, key: Buffer): boolean {
  const expected = Buffer.from(signature(txnid, key));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface ConfirmationDeps {
  store: Pick<TransactionStore, 'get'>;
  key: Buffer;
  log: FastifyBaseLogger;
}

/**
 * The payment a confirmation link shows: its txnid and the amount we initiated, when the link is signed by us and
 * the transaction was verified paid. Anything else (no link, a forged or edited one, a failed, pending, unknown or
 * forgotten transaction) shows nothing.
 */
export async function confirmedPayment(
  query: URLSearchParams,
  deps: ConfirmationDeps,
): Promise<ConfirmedPayment | undefined> {
  const txnid = query.get('txnid');
  const sig = query.get('sig');
  if (!txnid || !sig || !txnidPattern.test(txnid)) return undefined;
  if (!signatureMatches(txnid, sig, deps.key)) {
    deps.log.warn(
      { event: 'payment.confirmation_refused', txnid },
      'confirmation link not signed by us',
    );
    return undefined;
  }
  let tx;
  try {
    tx = await deps.store.get(txnid);
  } catch (err) {
    deps.log.warn(
      { event: 'payment.confirmation_unavailable', txnid, err },
      'payment store unreadable',
    );
    return undefined;
  }
  if (tx?.settlement?.outcome !== 'paid') return undefined;
  return {
    txnid: tx.txnid,
    amount: tx.amount,
    loanNumber: tx.loanNo,
    ...(tx.purpose ? { purpose: tx.purpose } : {}),
  };
}
