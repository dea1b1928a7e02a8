// A limit per looked-up identifier (a PAN or mobile, hashed): one address cannot walk through many PANs
// (the per-address limit) and many addresses cannot hammer one PAN (this one).
//
// With REDIS_URL the count is shared by every instance, like the per-address limits (docs/decisions/0012, 0014):
// each use is counted here too, and this instance's count decides whenever Redis cannot answer.
import { createHash } from 'node:crypto';
import { AppError } from '../../errors.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import { countInWindow, peekWindow } from './window-count.ts';
import { tooManyAttempts } from '../../../shared/messages.ts';

export interface IdentifierLimiterOptions {
  windowMs?: number;
  /** Shares the counts through the app's Redis connection (REDIS_URL). */
  redis?: RedisConnection;
  /** The clock of the local counts (tests pass a fake one). */
  now?: () => number;
}

export class IdentifierLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly windowMs: number;
  private readonly redis?: RedisConnection;
  private readonly now: () => number;

  /** `name` keeps this limit's counts apart from other limits on the same identifiers. */
  constructor(
    private readonly name: string,
    private readonly max: number,
    options: IdentifierLimiterOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 60_000;
    this.redis = options.redis;
    this.now = options.now ?? Date.now;
  }

  /** The seconds to wait when the identifier has used up its limit, without counting a use; else undefined. */
  async exhausted(identifier: string): Promise<number | undefined> {
    const key = this.keyOf(identifier);
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    let retryAfterMs = recent.length >= this.max ? recent[0]! + this.windowMs - now : undefined;
    const redis = this.redis;
    if (redis?.usable()) {
      try {
        const { count, ttlMs } = await peekWindow(redis.client, this.sharedKey(key));
        retryAfterMs = count >= this.max && ttlMs > 0 ? ttlMs : undefined;
      } catch (err) {
        redis.failed(err);
      }
    }
    return retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000));
  }

  private keyOf(identifier: string): string {
    return createHash('sha256').update(identifier).digest('base64url');
  }

  private sharedKey(key: string): string {
    return `rf:id-limit:${this.name}:${key}`;
  }

  /** Counts one use of the identifier; throws 429 (with the seconds to wait) past the limit. */
  async take(identifier: string): Promise<void> {
    const key = this.keyOf(identifier);
    const now = this.now();
    const local = this.countLocally(key, now);
    const shared = await this.countShared(key);
    const retryAfterMs = shared ? shared.retryAfterMs : local.retryAfterMs;
    if (retryAfterMs === undefined) return;
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const error = new AppError(429, tooManyAttempts(seconds));
    error.retryAfter = seconds;
    throw error;
  }

  /**
   * Counts one use without refusing it (a wrong code, say, whose count decides later answers): the uses in the
   * window now, this one included (the shared count when Redis answers). Kept counts stop at the limit.
   */
  async add(identifier: string): Promise<number> {
    const key = this.keyOf(identifier);
    const now = this.now();
    this.countLocally(key, now);
    const local = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs).length;
    const redis = this.redis;
    if (!redis?.usable()) return local;
    try {
      const { count } = await countInWindow(redis.client, this.sharedKey(key), this.windowMs);
      return count;
    } catch (err) {
      redis.failed(err);
      return local;
    }
  }

  /** Forgets the identifier's uses (here and in Redis): what they limited is over (a code used up, say). */
  async reset(identifier: string): Promise<void> {
    const key = this.keyOf(identifier);
    this.hits.delete(key);
    const redis = this.redis;
    if (!redis?.usable()) return;
    try {
      await redis.client.del(this.sharedKey(key));
    } catch (err) {
      redis.failed(err);
    }
  }

  /** A sliding window of this instance's uses; answers how long to wait when the limit is reached. */
  private countLocally(key: string, now: number): { retryAfterMs?: number } {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.max) return { retryAfterMs: recent[0]! + this.windowMs - now };
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.prune(now);
    return {};
  }

  /** A fixed window in Redis, as the per-address limits use; undefined when Redis cannot answer. */
  private async countShared(key: string): Promise<{ retryAfterMs?: number } | undefined> {
    const redis = this.redis;
    if (!redis?.usable()) return undefined;
    try {
      const { count, ttlMs } = await countInWindow(
        redis.client,
        this.sharedKey(key),
        this.windowMs,
      );
      return count > this.max ? { retryAfterMs: ttlMs } : {};
    } catch (err) {
      redis.failed(err);
      return undefined;
    }
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (!times.some((t) => t > now - this.windowMs)) this.hits.delete(key);
    }
  }
}
