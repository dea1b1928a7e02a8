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
  /**
   * `prefix` keeps a route's own limit apart from the global one, in Redis and here. Without Redis: local only.
   * Routes of one `groupId` (a form's JSON and no-script routes) share one prefix and one set of local windows.
   */
  constructor(
    private readonly redis: RedisConnection | undefined,
    private readonly prefix: string,
    private readonly local = new LocalWindows(),
    private readonly groups = new Map<string, LocalWindows>(),
  ) {}

  incr(key: string, cb: Callback, timeWindow: number) {
    const local = this.local.count(key, timeWindow);
    const redis = this.redis;
    if (!redis?.usable()) return cb(null, local);
    countInWindow(redis.client, `${this.prefix}${key}`, timeWindow).then(
      ({ count, ttlMs }) => cb(null, { current: count, ttl: ttlMs }),
      (error: unknown) => {
        redis.failed(error);
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
    const group = (routeOptions as { groupId?: string }).groupId;
    if (group !== undefined) {
      const prefix = `${this.prefix}group:${group}-`;
      let windows = this.groups.get(prefix);
      if (!windows) this.groups.set(prefix, (windows = new LocalWindows()));
      return new FallbackStore(this.redis, prefix, windows, this.groups);
    }
    return new FallbackStore(
      this.redis,
      `${this.prefix}${String(route.method ?? '')}${route.url ?? ''}-`,
      new LocalWindows(),
      this.groups,
    );
  }
}

/** Counts one use of a key against a budget: the count in the current window and the ms left in it. */
export type CountUse = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;

/**
 * The `store` option for @fastify/rate-limit: a constructor it calls once with the global options. Without Redis it
 * counts in this instance alone, as the plugin's own store would. `onGlobal` receives the global budget's counter,
 * so answers written outside the request lifecycle (http/client-errors.ts) spend the same budget as a 404.
 */
export function fallbackStore(
  redis: RedisConnection | undefined,
  onGlobal?: (count: CountUse) => void,
): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor() {
      super(redis, namespace);
      onGlobal?.(
        (key, windowMs) =>
          new Promise((resolve, reject) =>
            this.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
          ),
      );
    }
  };
}
