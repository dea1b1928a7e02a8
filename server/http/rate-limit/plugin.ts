// Per-client-address rate limits (DESIGN section 9): a default for every route, tighter ones set per route.
// In memory by default; with REDIS_URL the budgets are shared by every instance, falling back to this instance's
// own counts while Redis is unreachable (see server/rate-limit/fallback-store.ts).
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { RedisConnection } from '../../redis-connection.ts';
import { fallbackStore, type CountUse } from './fallback-store.ts';
import { tooManyAttempts } from '../../../shared/messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Spends one use of a client address's default budget (the one a 404 spends) for an answer written outside the
     * request lifecycle (http/client-errors.ts): the seconds to wait when the budget is used up, else undefined.
     */
    spendDefaultBudget(address: string): Promise<number | undefined>;
  }
}

const WINDOW_MS = 60_000;

export interface RateLimitOptions {
  max: number;
  /** Shares the limits through the app's Redis connection (REDIS_URL); in memory when absent. */
  redis?: RedisConnection;
  /** Called for each request refused with 429 (the metrics count them). */
  onExceeded?: (request: FastifyRequest) => void;
}

/** Paths that cost nothing to serve and would otherwise eat a page's budget: hashed assets, images, probes. */
const exempt = /^\/(static|assets)\/|^\/(healthz|readyz|favicon\.svg|apple-touch-icon\.png)(\?|$)/;

/**
 * Exempt only when a file route answers: the static plugin's routes match only the built files (decision 0167), so
 * a missing file under /static/ or /assets/ falls to the page renderer (a rendered 404) and is counted like any page.
 */
const isExempt = (request: FastifyRequest) =>
  exempt.test(request.url) && request.routeOptions.url !== '/*';

export const rateLimitPlugin = fp<RateLimitOptions>(async (app, opts) => {
  let countDefault: CountUse | undefined;
  // Our store in memory too (the plugin's own keeps its counter to itself), so the default budget can be spent
  // from outside a request's hooks.
  const store = fallbackStore(opts.redis, (count) => (countDefault = count));
  app.decorate('spendDefaultBudget', async (address: string) => {
    if (!countDefault) return undefined;
    const { current, ttl } = await countDefault(address, WINDOW_MS);
    return current > opts.max ? Math.max(1, Math.ceil(ttl / 1000)) : undefined;
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => request.ip,
    allowList: isExempt,
    // The fallback store does not fail; should anything else, serve the request rather than refuse it.
    store,
    skipOnError: true,
    onExceeded: (request) => {
      request.log.warn({ route: request.routeOptions.url }, 'rate limit exceeded');
      opts.onExceeded?.(request);
    },
    // The message says when to try again in words; the error handler sends it as the problem's detail.
    errorResponseBuilder: (_request, context) => {
      const error = new Error(tooManyAttempts(context.ttl / 1000)) as Error & {
        statusCode: number;
      };
      error.statusCode = context.statusCode;
      return error;
    },
  });
});
