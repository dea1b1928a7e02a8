// A limit per looked-up identifier (a PAN or mobile, hashed): one address cannot walk through many PANs
// (the per-address limit) and many addresses cannot hammer one PAN (this one).
//
// With REDIS_URL the count is shared by every instance, like the per-address limits (docs/decisions/0012, 0014):
// each use is counted here too, and this instance's count decides whenever Redis cannot answer.
import { createHash } from 'node:crypto';
import { AppError } from './errors.ts';
import type { RedisConnection } from './redis-connection.ts';
import { tooManyAttempts } from '../shared/messages.ts';

/** Counts one use in the current window; answers the count and the milliseconds left in the window. */
const COUNT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

interface Scripts {
  rfCountIdentifier(key: string, windowMs: number): Promise<[number, number]>;
}

export interface IdentifierLimiterOptions {
  windowMs?: number;
  /** Shares the counts through the app's Redis connection (REDIS_URL). */
  redis?: RedisConnection;
}

export class IdentifierLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly windowMs: number;
  private readonly redis?: RedisConnection;

  /** `name` keeps this limit's counts apart from other limits on the same identifiers. */
  constructor(
    private readonly name: string,
    private readonly max: number,
    options: IdentifierLimiterOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 60_000;
    this.redis = options.redis;
    this.redis?.client.defineCommand('rfCountIdentifier', { numberOfKeys: 1, lua: COUNT });
  }

  /** Counts one use of the identifier; throws 429 (with the seconds to wait) past the limit. */
  async take(identifier: string): Promise<void> {
    const key = createHash('sha256').update(identifier).digest('base64url');
    const now = Date.now();
    const local = this.countLocally(key, now);
    const shared = await this.countShared(key);
    const retryAfterMs = shared ? shared.retryAfterMs : local.retryAfterMs;
    if (retryAfterMs === undefined) return;
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const error = new AppError(429, tooManyAttempts(seconds));
    error.retryAfter = seconds;
    throw error;
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
      const scripts = redis.client as unknown as Scripts;
      const [count, ttl] = await scripts.rfCountIdentifier(
        `rf:id-limit:${this.name}:${key}`,
        this.windowMs,
      );
      return count > this.max ? { retryAfterMs: ttl } : {};
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
