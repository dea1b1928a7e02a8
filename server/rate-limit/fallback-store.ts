// A rate-limit store for @fastify/rate-limit that shares budgets through Redis and falls back to this instance's
// own counts whenever Redis is unusable, so the site neither fails closed (refusing borrowers) nor runs unlimited.
// Every request is also counted locally, so when Redis drops out a client keeps the budget it has used here.
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnection } from '../redis-connection.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];

/** @fastify/rate-limit's built-in stores also have `read` (used by `{ increment: false }`), untyped there. */
interface Store extends FastifyRateLimitStore {
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteParams): Store;
}
type StoreCtor<A extends unknown[]> = new (...args: A) => Store;

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor<
  [continueExceeding: boolean, exponentialBackoff: boolean, cache?: number]
>;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor<
  [continueExceeding: boolean, exponentialBackoff: boolean, redis: unknown, key?: string]
>;

const namespace = 'rupeeflow-rate-limit:';

class FallbackStore implements Store {
  constructor(
    private readonly redis: RedisConnection,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.local.incr(
      key,
      (localError, localResult) => {
        if (!this.redis.usable()) return cb(localError, localResult);
        this.shared.incr(
          key,
          (error, result) => {
            if (!error) return cb(null, result);
            this.redis.failed(error);
            cb(localError, localResult);
          },
          timeWindow,
          max,
        );
      },
      timeWindow,
      max,
    );
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    const local = (done: Callback) => this.local.read!(key, done, timeWindow, max);
    if (!this.redis.usable()) return local(cb);
    this.shared.read!(
      key,
      (error, result) => {
        if (!error) return cb(null, result);
        this.redis.failed(error);
        local(cb);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteParams): Store {
    return new FallbackStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }
}

/** The `store` option for @fastify/rate-limit: a constructor it calls with the global options. */
export function fallbackStore(redis: RedisConnection): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const ce = params.continueExceeding ?? false;
      const eb = params.exponentialBackoff ?? false;
      super(redis, new RedisStore(ce, eb, redis.client, namespace), new LocalStore(ce, eb));
    }
  };
}
