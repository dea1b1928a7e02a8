// One-time codes (issue 16): 6 digits from a CSPRNG, kept only as an HMAC bound to the purpose and identifier,
// valid 5 minutes, dead after 5 wrong tries, a new one no sooner than 30 s after the last and at most 5 an hour
// per identifier. Shared through Redis when REDIS_URL is set (code-store.ts), this instance's memory otherwise.
// The code leaves this module only as the return value of issue(), which the route hands to the SMS sender.
import { createHmac, randomInt } from 'node:crypto';
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
  maxTries: number;
  resendMs: number;
  perHour: number;
  /** Verify attempts per identifier per 15 minutes, across codes. */
  verifiesPerWindow: number;
}

export const defaultOtpPolicy: OtpPolicy = {
  ttlMs: 5 * 60_000,
  maxTries: 5,
  resendMs: 30_000,
  perHour: 5,
  verifiesPerWindow: 15,
};

export interface OneTimeCodesOptions {
  /** The server secret (config otpSecret); keys the code hashes. */
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

export class OneTimeCodes {
  readonly policy: OtpPolicy;
  readonly #secret: Buffer;
  readonly #store: CodeStore;
  readonly #now: () => number;
  readonly #onEvent: NonNullable<OneTimeCodesOptions['onEvent']>;
  readonly #sends: IdentifierLimiter;
  readonly #verifies: IdentifierLimiter;

  constructor(opts: OneTimeCodesOptions) {
    this.policy = { ...defaultOtpPolicy, ...opts.policy };
    this.#secret = opts.secret;
    this.#now = opts.now ?? Date.now;
    this.#onEvent = opts.onEvent ?? (() => undefined);
    this.#store =
      opts.store ?? (opts.redis ? new SharedCodeStore(opts.redis) : new MemoryCodeStore());
    this.#sends = new IdentifierLimiter('otp-send', this.policy.perHour, {
      windowMs: 60 * 60_000,
      redis: opts.redis,
    });
    this.#verifies = new IdentifierLimiter('otp-verify', this.policy.verifiesPerWindow, {
      windowMs: 15 * 60_000,
      redis: opts.redis,
    });
  }

  /** A keyed digest naming one purpose and identifier: the store never sees the identifier itself. */
  #digest(...parts: string[]): string {
    return createHmac('sha256', this.#secret).update(parts.join('\n')).digest('base64url');
  }

  /**
   * A new code for the identifier, stored hashed. Throws 429 (with Retry-After) within 30 s of the last code or
   * past 5 codes an hour. The caller sends it, or (for an identifier with no customer) throws it away unsent.
   */
  async issue(
    purpose: OtpPurpose,
    identifier: string,
  ): Promise<{ code: string; resendAfterSeconds: number }> {
    const now = this.#now();
    const key = this.#digest('key', purpose, identifier);
    // The resend wait first, so asking too soon does not use up one of the hour's codes.
    const early = await this.#store.resendWait(key, now);
    if (early > 0) throw tooMany(otpMessages.otpResendWait, early);
    try {
      await this.#sends.take(`${purpose}:${key}`);
    } catch (error) {
      if (error instanceof AppError && error.status === 429)
        throw tooMany(otpMessages.otpTooManyCodes, (error.retryAfter ?? 60) * 1000);
      throw error;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const wait = await this.#store.put(
      key,
      {
        hash: this.#digest('code', purpose, identifier, code),
        expiresAt: now + this.policy.ttlMs,
        resendAt: now + this.policy.resendMs,
        wrongTries: 0,
      },
      now,
    );
    if (wait > 0) throw tooMany(otpMessages.otpResendWait, wait);
    this.#onEvent('sent', purpose);
    return { code, resendAfterSeconds: Math.ceil(this.policy.resendMs / 1000) };
  }

  /** Resolves when the code is right (and uses it up); throws 401 when wrong or expired, 429 when locked. */
  async verify(purpose: OtpPurpose, identifier: string, code: string): Promise<void> {
    const now = this.#now();
    const key = this.#digest('key', purpose, identifier);
    await this.#verifies.take(`${purpose}:${key}`);
    const outcome = await this.#store.verify(
      key,
      this.#digest('code', purpose, identifier, code),
      this.policy.maxTries,
      now,
    );
    switch (outcome.kind) {
      case 'ok':
        this.#onEvent('verified', purpose);
        return;
      case 'wrong':
        this.#onEvent('failed', purpose);
        throw new AppError(401, wrongCode(outcome.triesLeft));
      case 'locked':
        this.#onEvent('locked', purpose);
        throw tooMany(otpMessages.otpLocked, this.policy.resendMs);
      case 'expired':
      case 'none':
        this.#onEvent('failed', purpose);
        throw new AppError(401, otpMessages.otpExpired);
    }
  }
}
