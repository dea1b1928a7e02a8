// A rate-limit store for @fastify/rate-limit (its public `store` option) that shares budgets through Redis and falls
// back to this instance's own counts whenever Redis is unusable, so the site neither fails closed (refusing
// borrowers) nor runs unlimited. Every request is also counted locally, so when Redis drops out a client keeps the
// budget it has used here. Our own small store, so nothing depends on the plugin's private files.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnection } from '../../redis-connection.ts';
import { countInWindow } from './window-count.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

const namespace = 'rupeeflow-rate-limit:';
/** Local windows kept at most (the oldest go first): bounded memory under a flood of addresses. */
const localCapacity = 5000;

/** Fixed windows in memory, one per key, oldest dropped past the capacity. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  count(key: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) window = { count: 0, endsAt: now + windowMs };
    window.count++;
    // Re-inserted, so the Map's order is least recently used first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > localCapacity) this.windows.delete(this.windows.keys().next().value!);
    return { current: window.count, ttl: window.endsAt - now };
  }
}

class FallbackStore implements FastifyRateLimitStore {
  private readonly local = new LocalWindows();

  /** `prefix` keeps a route's own limit apart from the global one, in Redis and here. */
  constructor(
    private readonly redis: RedisConnection,
    private readonly prefix: string,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number) {
    const local = this.local.count(key, timeWindow);
    if (!this.redis.usable()) return cb(null, local);
    countInWindow(this.redis.client, `${this.prefix}${key}`, timeWindow).then(
      ({ count, ttlMs }) => cb(null, { current: count, ttl: ttlMs }),
      (error: unknown) => {
        this.redis.failed(error);
        cb(null, local);
      },
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // At run time the plugin passes the merged limit options with the route under `routeInfo` (its types say the
    // route itself); either way the method and URL name the route.
    const route =
      (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ??
      routeOptions;
    return new FallbackStore(
      this.redis,
      `${this.prefix}${String(route.method ?? '')}${route.url ?? ''}-`,
    );
  }
}

/** The `store` option for @fastify/rate-limit: a constructor it calls with the global options. */
export function fallbackStore(redis: RedisConnection): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor() {
      super(redis, namespace);
    }
  };
}
