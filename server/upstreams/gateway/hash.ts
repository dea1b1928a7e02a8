// PayU's SHA-512 hashes (DESIGN section 5): the request hash we send, the reverse hash the gateway sends back
// with its callback, the hash of a command API call, and a constant-time comparison of two of them.
import { createHash, timingSafeEqual } from 'node:crypto';

/** The fields the request hash covers; udf fields we do not use are empty strings. */
export interface HashedFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1: string;
  udf2: string;
  udf3: string;
  udf4: string;
  udf5: string;
}

/** What the callback's reverse hash covers: the request fields as the gateway posted them back, and status. */
export interface CallbackHashedFields extends HashedFields {
  status: string;
  /** Present only when the gateway added charges; it then leads the hashed string. */
  additionalCharges?: string;
}

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT) */
export function requestHash(f: HashedFields, salt: string): string {
  return sha512(
    [
      f.key,
      f.txnid,
      f.amount,
      f.productinfo,
      f.firstname,
      f.email,
      f.udf1,
      f.udf2,
      f.udf3,
      f.udf4,
      f.udf5,
      '', // udf6 to udf10: unused, still hashed as empty fields
      '',
      '',
      '',
      '',
      salt,
    ].join('|'),
  );
}

/** [additionalCharges|]SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key */
export function reverseHash(f: CallbackHashedFields, salt: string): string {
  const fields = [
    salt,
    f.status,
    '', // udf10 to udf6
    '',
    '',
    '',
    '',
    f.udf5,
    f.udf4,
    f.udf3,
    f.udf2,
    f.udf1,
    f.email,
    f.firstname,
    f.productinfo,
    f.amount,
    f.txnid,
    f.key,
  ];
  if (f.additionalCharges !== undefined && f.additionalCharges !== '')
    fields.unshift(f.additionalCharges);
  return sha512(fields.join('|'));
}

/** sha512(key|command|var1|SALT), the hash of PayU's command APIs (verify_payment). */
export function commandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512([key, command, var1, salt].join('|'));
}

/** Compares two hex hashes in constant time (for equal lengths); case-insensitive, as gateways vary. */
export function hashesEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  // Lengths differ only for malformed input, and a SHA-512 hex length is public knowledge.
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}
