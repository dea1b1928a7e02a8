// Transaction ids: the gateway takes at most 25 characters of [A-Za-z0-9] and needs a new one per attempt.
import { randomBytes } from 'node:crypto';

export { txnidPattern } from '../../../shared/schemas/payment.ts';
export const TXNID_MAX_LENGTH = 25;

const PREFIX_MAX = 10;
const RANDOM_LENGTH = 6;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomPart(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

/**
 * The customer id (letters and digits only, its last 10 kept so the distinguishing digits survive), the time in
 * base 36 (8 characters until 2059), and 6 random characters, so two attempts in the same millisecond differ.
 */
export function newTxnid(
  customerId: string,
  now = Date.now(),
  random = randomBytes(RANDOM_LENGTH),
): string {
  const prefix = customerId.replace(/[^A-Za-z0-9]/g, '').slice(-PREFIX_MAX) || 'CUS';
  const time = now.toString(36).toUpperCase();
  return `${prefix}${time}${randomPart(random)}`.slice(0, TXNID_MAX_LENGTH);
}
