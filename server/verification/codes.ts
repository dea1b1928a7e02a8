// One-time codes (issue 16; limits redesigned in decision 0091 so a stranger cannot lock a borrower out): 6 digits
// from a CSPRNG, valid 5 minutes, kept as an HMAC bound to the purpose and identifier and sealed for resending.
//
// - One live code per purpose and identifier. Asking again while it has 2 minutes or more to live sends the same
//   digits (at most one SMS a minute per identifier), so a stranger's requests never change the code its owner holds;
//   a new code keeps the previous one valid until its own expiry.
// - Per caller (the client address, an IPv6 /64): a new request no sooner than 30 s after its last, 5 an hour per
//   identifier, and 5 wrong tries per code. A stranger's wrong tries are their own; the code lives on for its owner.
// - Per identifier: once 10 wrong codes were tried in an hour, only a caller with no wrong try in that hour may still
//   try, so many addresses together add at most one guess each (the arithmetic is in 0091).
//
// Shared through Redis when REDIS_URL is set, this instance's memory otherwise. The code leaves this module only as
// the return value of issue(), which the route hands to the SMS sender.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { AppError } from '../errors.ts';
import { IdentifierLimiter } from '../http/rate-limit/identifier-limit.ts';
import type { RedisConnection } from '../redis-connection.ts';
import { otpMessages } from '../../shared/otp-messages.ts';
import { wrongCode } from '../../shared/server-messages.ts';
import type { OtpPurpose } from '../../shared/schemas/otp.ts';
import { MemoryCodeStore, SharedCodeStore, type CodeStore } from './code-store.ts';

export type OtpEvent = 'sent' | 'verified' | 'failed' | 'locked';

export interface OtpPolicy {
  ttlMs: number;
  /** Wrong tries per code and caller. */
  maxTries: number;
  /** Per caller and identifier: the wait between requests. */
  resendMs: number;
  /** Per caller and identifier: requests an hour. */
  perHour: number;
  /** A live code with at least this long to live is sent again rather than replaced. */
  reuseForMs: number;
  /** Per identifier: at most one SMS this often. */
  smsEveryMs: number;
  /** Per identifier: wrong codes an hour before only callers with few wrong tries may try. */
  wrongPerHour: number;
  /** Past that, the wrong tries a caller may have made in the hour and still try. */
  wrongPerCallerPastBudget: number;
}

export const defaultOtpPolicy: OtpPolicy = {
  ttlMs: 5 * 60_000,
  maxTries: 5,
  resendMs: 30_000,
  perHour: 5,
  reuseForMs: 2 * 60_000,
  smsEveryMs: 60_000,
  wrongPerHour: 10,
  wrongPerCallerPastBudget: 1,
};

export interface OneTimeCodesOptions {
  /** The server secret (config otpSecret); keys the code hashes and seals the codes. */
  secret: Buffer;
  redis?: RedisConnection;
  now?: () => number;
  policy?: Partial<OtpPolicy>;
  /** One call per event, for metrics; never carries the code or the identifier. */
  onEvent?: (event: OtpEvent, purpose: OtpPurpose) => void;
  /** Tests pass a store to share between two instances without Redis. */
  store?: CodeStore;
}

const tooMany = (message: string, waitMs: number) => {
  const error = new AppError(429, message);
  error.retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return error;
};

/** The caller: its address, an IPv6 address by its /64 (one subscriber's prefix), so it counts as one. */
export function callerOf(address: string): string {
  if (!isIPv6(address) || address.startsWith('::ffff:')) return address;
  const [head = ''] = address.split('::');
  const groups = head.split(':').filter(Boolean);
  // Groups before a '::' are the leading ones; fewer than four means zeros follow.
  const full = address.includes('::') ? groups : address.split(':');
  return `${[...full, '0', '0', '0', '0'].slice(0, 4).join(':')}::/64`;
}

export class OneTimeCodes {
  readonly policy: OtpPolicy;
  readonly #secret: Buffer;
  readonly #sealKey: Buffer;
  readonly #store: CodeStore;
  readonly #now: () => number;
  readonly #onEvent: NonNullable<OneTimeCodesOptions['onEvent']>;
  readonly #resend: IdentifierLimiter;
  readonly #sends: IdentifierLimiter;
  readonly #tries: IdentifierLimiter;
  readonly #wrong: IdentifierLimiter;
  readonly #wrongHere: IdentifierLimiter;

  constructor(opts: OneTimeCodesOptions) {
    this.policy = { ...defaultOtpPolicy, ...opts.policy };
    this.#secret = opts.secret;
    this.#sealKey = createHmac('sha256', opts.secret).update('otp-seal').digest();
    this.#now = opts.now ?? Date.now;
    this.#onEvent = opts.onEvent ?? (() => undefined);
    this.#store =
      opts.store ?? (opts.redis ? new SharedCodeStore(opts.redis) : new MemoryCodeStore());
    const limit = (name: string, max: number, windowMs: number) =>
      new IdentifierLimiter(name, max, { windowMs, redis: opts.redis, now: this.#now });
    const hour = 60 * 60_000;
    const p = this.policy;
    this.#resend = limit('otp-resend', 1, p.resendMs);
    this.#sends = limit('otp-send', p.perHour, hour);
    this.#tries = limit('otp-tries', p.maxTries, p.ttlMs);
    this.#wrong = limit('otp-wrong', p.wrongPerHour, hour);
    this.#wrongHere = limit('otp-wrong-caller', p.wrongPerCallerPastBudget, hour);
  }

  /** A keyed digest naming one purpose and identifier: the store never sees the identifier itself. */
  #digest(...parts: string[]): string {
    return createHmac('sha256', this.#secret).update(parts.join('\n')).digest('base64url');
  }

  #seal(code: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#sealKey, iv);
    const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  #unseal(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.#sealKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /**
   * Asks for a code for the identifier from `address`. Answers the code to send (a new one, or the live one again),
   * or none when the phone got the live code less than a minute ago. Throws 429 (with Retry-After) within 30 s of
   * this caller's last request or past its 5 an hour. The caller sends the code, or (for an identifier with no
   * customer) throws it away unsent.
   */
  async issue(
    purpose: OtpPurpose,
    identifier: string,
    address: string,
  ): Promise<{ code?: string; resendAfterSeconds: number; expiresAt?: number }> {
    const now = this.#now();
    const key = this.#digest('key', purpose, identifier);
    const caller = `${purpose}:${key}:${callerOf(address)}`;
    // The resend wait first, so asking too soon does not use up one of the hour's codes.
    const early = await this.#resend.exhausted(caller);
    if (early !== undefined) throw tooMany(otpMessages.otpResendWait, early * 1000);
    try {
      await this.#sends.take(caller);
    } catch (error) {
      if (error instanceof AppError && error.status === 429)
        throw tooMany(otpMessages.otpTooManyCodes, (error.retryAfter ?? 60) * 1000);
      throw error;
    }
    await this.#resend.add(caller);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const outcome = await this.#store.issue(
      key,
      {
        hash: this.#digest('code', purpose, identifier, code),
        sealed: this.#seal(code),
        gen: randomBytes(9).toString('base64url'),
        expiresAt: now + this.policy.ttlMs,
      },
      { now, reuseForMs: this.policy.reuseForMs, smsEveryMs: this.policy.smsEveryMs },
    );
    const resendAfterSeconds = Math.ceil(this.policy.resendMs / 1000);
    if (outcome.kind === 'quiet') return { resendAfterSeconds };
    this.#onEvent('sent', purpose);
    const sent = outcome.kind === 'new' ? code : this.#unseal(outcome.sealed);
    // A code sent again has at least reuseForMs to live: its SMS is useless past that (the outbox drops it then).
    const expiresAt = now + (outcome.kind === 'new' ? this.policy.ttlMs : this.policy.reuseForMs);
    return { code: sent, resendAfterSeconds, expiresAt };
  }

  /** Resolves when the code is right (and uses it up); throws 401 when wrong or expired, 429 when locked. */
  async verify(
    purpose: OtpPurpose,
    identifier: string,
    code: string,
    address: string,
  ): Promise<void> {
    const now = this.#now();
    const key = this.#digest('key', purpose, identifier);
    const caller = `${purpose}:${key}:${callerOf(address)}`;
    // Past the identifier's hourly wrong codes, only a caller that has hardly guessed wrong may try.
    const spent = await this.#wrong.exhausted(`${purpose}:${key}`);
    const wrongHere = spent === undefined ? undefined : await this.#wrongHere.exhausted(caller);
    if (spent !== undefined && wrongHere !== undefined) {
      this.#onEvent('locked', purpose);
      throw tooMany(otpMessages.otpLocked, wrongHere * 1000);
    }
    // A caller past its wrong tries on the live code is refused before its candidate is looked at.
    const gen = await this.#store.liveGen(key, now);
    const perCode = gen === undefined ? undefined : `${caller}:${gen}`;
    if (perCode !== undefined && (await this.#tries.exhausted(perCode)) !== undefined) {
      this.#onEvent('locked', purpose);
      throw tooMany(otpMessages.otpLocked, this.policy.resendMs);
    }
    const outcome = await this.#store.check(
      key,
      this.#digest('code', purpose, identifier, code),
      now,
    );
    switch (outcome.kind) {
      case 'ok':
        // The code is used up: this caller may ask for the next one at once (another instance's page, say).
        await this.#resend.reset(caller);
        this.#onEvent('verified', purpose);
        return;
      case 'wrong': {
        const [tries] = await Promise.all([
          this.#tries.add(`${caller}:${outcome.gen}`),
          this.#wrong.add(`${purpose}:${key}`),
          this.#wrongHere.add(caller),
        ]);
        const left = this.policy.maxTries - tries;
        if (left <= 0) {
          this.#onEvent('locked', purpose);
          throw tooMany(otpMessages.otpLocked, this.policy.resendMs);
        }
        this.#onEvent('failed', purpose);
        throw new AppError(401, wrongCode(left));
      }
      case 'expired':
      case 'none':
        this.#onEvent('failed', purpose);
        throw new AppError(401, otpMessages.otpExpired);
    }
  }
}
