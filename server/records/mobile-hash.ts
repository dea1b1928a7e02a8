// A mobile kept only as a salted hash: a status lookup answers the person who filed, and the table alone does not
// say whose the records are. Compared in constant time, and with the same work when there is nothing to compare.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const hashMobile = (salt: string, mobile: string) =>
  createHmac('sha256', salt).update(mobile).digest('base64url');

export function saltedMobile(mobile: string): { salt: string; hash: string } {
  const salt = randomBytes(16).toString('base64url');
  return { salt, hash: hashMobile(salt, mobile) };
}

/** True when `mobile` is the one `record` was filed with; takes the same work when there is no record. */
export function sameMobile(
  record: { mobile_salt: string; mobile_hash: string } | undefined,
  mobile: string,
): boolean {
  const salt = record?.mobile_salt ?? 'none';
  const expected = Buffer.from(record?.mobile_hash ?? hashMobile(salt, '-'));
  const given = Buffer.from(hashMobile(salt, mobile));
  return (
    record !== undefined && expected.length === given.length && timingSafeEqual(expected, given)
  );
}
