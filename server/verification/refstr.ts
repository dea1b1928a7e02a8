// The refstr of the video-KYC and PAN links: a lead id in base64, HMAC-signed when REFSTR_SECRET is set.
import { createHmac, timingSafeEqual } from 'node:crypto';

const LEAD_ID = /^\d{1,12}$/;
const BASE64_CHARS = /^[A-Za-z0-9+/_-]+$/;
const SIGNATURE_BYTES = 16;

/** Decodes standard or URL-safe base64, padded or not; anything else (mixed alphabets, stray bits) is undefined. */
function decodeBase64(text: string): Buffer | undefined {
  const padding = /=*$/.exec(text)?.[0].length ?? 0;
  const body = text.slice(0, text.length - padding);
  if (body === '' || padding > 2 || !BASE64_CHARS.test(body)) return undefined;
  if (padding > 0 && text.length % 4 !== 0) return undefined;
  if (/[+/]/.test(body) && /[-_]/.test(body)) return undefined;
  if (body.length % 4 === 1) return undefined;
  const standard = body.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Buffer.from(standard, 'base64');
  // Re-encoding must give the same text, so two strings never name one lead by accident of slack bits.
  if (bytes.toString('base64').replace(/=+$/, '') !== standard) return undefined;
  return bytes;
}

function leadIdFrom(bytes: Buffer | undefined): string | undefined {
  if (bytes === undefined) return undefined;
  const text = bytes.toString('latin1');
  return LEAD_ID.test(text) ? text : undefined;
}

function signature(leadId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(leadId).digest().subarray(0, SIGNATURE_BYTES);
}

/**
 * Reads the lead id from a refstr. Without a secret the value is plain base64 of 1-12 digits; with one,
 * only `<base64url(leadId)>.<base64url(hmac-sha256 truncated to 16 bytes)>` is accepted, so lead ids
 * cannot be enumerated. Anything else is undefined: not a link of ours (the route says so, with a 400).
 */
export function decodeRefstr(
  value: string | undefined | null,
  secret?: string,
): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 128) return undefined;
  if (!secret) return leadIdFrom(decodeBase64(value));
  const parts = value.split('.');
  if (parts.length !== 2) return undefined;
  const [idPart = '', signaturePart = ''] = parts;
  const leadId = leadIdFrom(decodeBase64(idPart));
  const given = decodeBase64(signaturePart);
  if (leadId === undefined || given === undefined || given.length !== SIGNATURE_BYTES)
    return undefined;
  return timingSafeEqual(given, signature(leadId, secret)) ? leadId : undefined;
}

/** Builds the refstr for a lead: legacy standard base64 without a secret, the signed form with one. */
export function encodeRefstr(leadId: string | number, secret?: string): string {
  const id = String(leadId);
  if (!LEAD_ID.test(id)) throw new TypeError('a lead id is 1 to 12 digits');
  if (!secret) return Buffer.from(id, 'latin1').toString('base64');
  return `${Buffer.from(id, 'latin1').toString('base64url')}.${signature(id, secret).toString('base64url')}`;
}
