// Per-client-address rate limits (DESIGN section 9): a default for every route, tighter ones set per route.
// In memory by default; with REDIS_URL the budgets are shared by every instance, falling back to this instance's
// own counts while Redis is unreachable (see server/http/rate-limit/fallback-store.ts).
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { RedisConnection } from '../../redis-connection.ts';
import { fallbackStore } from './fallback-store.ts';
import { tooManyAttempts } from '../../../shared/messages.ts';

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
 * Exempt only when a file route answers: the static plugin has one route per file, so a missing file under
 * /static/ or /assets/ falls to the page renderer (a rendered 404) and is counted like any page.
 */
const isExempt = (request: FastifyRequest) =>
  exempt.test(request.url) && request.routeOptions.url !== '/*';

export const rateLimitPlugin = fp<RateLimitOptions>(async (app, opts) => {
  const store = opts.redis ? fallbackStore(opts.redis) : undefined;
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    keyGenerator: (request) => request.ip,
    allowList: isExempt,
    // The fallback store does not fail; should anything else, serve the request rather than refuse it.
    ...(store ? { store, skipOnError: true } : {}),
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
