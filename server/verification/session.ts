// The short session a verified code opens (issue 16): a cookie per purpose, sealed with AES-256-GCM under a key
// derived from the server secret, so it is both signed (a changed byte fails) and unreadable in the browser, in a
// proxy's log or in a screenshot of the developer tools. HttpOnly, SameSite=Lax, Secure when the site is https,
// 15 minutes. Every instance with the same OTP_SECRET reads every other's cookies.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OtpPurpose } from '../../shared/schemas/otp.ts';

export const SESSION_TTL_MS = 15 * 60_000;

export const cookieName = (purpose: OtpPurpose) => `rf_${purpose}`;

/** What a session holds: the identifier that proved itself, and for repay the customer it belongs to. */
export const sessionSchema = z.object({
  purpose: z.enum(['repay', 'apply']),
  /** The mobile or PAN the code was asked for, normalised: the repay page searches it again after a payment. */
  identifier: z.string().max(20),
  /** Repay: the lead id of the customer the code went to; the session opens that loan only. */
  leadId: z.string().max(40).optional(),
  /** Apply: the verified code, sent upstream as the application's otp field (docs/decisions/0036). */
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  expiresAt: z.number(),
});
export type Session = z.output<typeof sessionSchema>;

export interface SessionOptions {
  secret: Buffer;
  /** Secure cookies when the public site is https. */
  secure: boolean;
  now?: () => number;
}

export class Sessions {
  readonly #key: Buffer;
  readonly #secure: boolean;
  readonly #now: () => number;

  constructor(opts: SessionOptions) {
    // A label keeps this key apart from the code hashes made with the same secret.
    this.#key = createHmac('sha256', opts.secret).update('rupeeflow session cookie v1').digest();
    this.#secure = opts.secure;
    this.#now = opts.now ?? Date.now;
  }

  seal(session: Omit<Session, 'expiresAt'>): { value: string; expiresAt: number } {
    const expiresAt = this.#now() + SESSION_TTL_MS;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([
      cipher.update(JSON.stringify({ ...session, expiresAt })),
      cipher.final(),
    ]);
    const value = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    return { value, expiresAt };
  }

  open(value: string | undefined, purpose: OtpPurpose): Session | undefined {
    if (!value || value.length > 1024) return undefined;
    try {
      const raw = Buffer.from(value, 'base64url');
      if (raw.length < 29) return undefined;
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString();
      const session = sessionSchema.safeParse(JSON.parse(text));
      if (!session.success || session.data.purpose !== purpose) return undefined;
      return session.data.expiresAt > this.#now() ? session.data : undefined;
    } catch {
      return undefined; // not ours, changed, or from before a secret change
    }
  }

  /** Sets the cookie on the reply. */
  set(reply: FastifyReply, session: Omit<Session, 'expiresAt'>): number {
    const { value } = this.seal(session);
    const attributes = [
      `${cookieName(session.purpose)}=${value}`,
      'Path=/',
      `Max-Age=${SESSION_TTL_MS / 1000}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(this.#secure ? ['Secure'] : []),
    ];
    // A readable twin that says only "a session may be open", so the page asks for its loan only then (and
    // the browser's console does not log a 401 on every visit). It opens nothing by itself.
    const flag = [
      `${cookieName(session.purpose)}_open=1`,
      'Path=/',
      `Max-Age=${SESSION_TTL_MS / 1000}`,
      'SameSite=Lax',
      ...(this.#secure ? ['Secure'] : []),
    ];
    reply.header('set-cookie', [attributes.join('; '), flag.join('; ')]);
    return SESSION_TTL_MS / 1000;
  }

  /** The request's session for the purpose, if its cookie is ours, unchanged and not expired. */
  read(request: FastifyRequest, purpose: OtpPurpose): Session | undefined {
    return this.open(readCookie(request.headers.cookie, cookieName(purpose)), purpose);
  }
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
