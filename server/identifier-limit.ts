// A limit per looked-up identifier (a PAN or mobile, hashed): one address cannot walk through many PANs
// (the per-address limit) and many addresses cannot hammer one PAN (this one).
import { createHash } from 'node:crypto';
import { AppError } from './errors.ts';
import { messages } from '../shared/messages.ts';

export class IdentifierLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one use of the identifier; throws 429 (with the seconds to wait) past the limit. */
  take(identifier: string): void {
    const key = createHash('sha256').update(identifier).digest('base64url');
    const now = Date.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.max) {
      const retryAfter = Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
      const error = new AppError(429, messages.tooManyRequests);
      error.retryAfter = retryAfter;
      throw error;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.prune(now);
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (!times.some((t) => t > now - this.windowMs)) this.hits.delete(key);
    }
  }
}
