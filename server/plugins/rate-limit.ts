// Per-client-address rate limits (DESIGN section 9): a default for every route, tighter ones set per route.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

export interface RateLimitOptions {
  max: number;
  /** A shared store (Redis) for several instances; in-memory when absent. */
  redis?: unknown;
  onExceeded?: (request: FastifyRequest) => void;
}

/** Paths that cost nothing to serve and would otherwise eat a page's budget: hashed assets, images, probes. */
const exempt = /^\/(static|assets)\/|^\/(healthz|readyz|favicon\.svg|apple-touch-icon\.png)$/;

export const rateLimitPlugin = fp<RateLimitOptions>(async (app, opts) => {
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    keyGenerator: (request) => request.ip,
    allowList: (request) => exempt.test(request.url),
    ...(opts.redis ? { redis: opts.redis as never, skipOnError: true } : {}),
    onExceeded: (request) => {
      request.log.warn({ route: request.routeOptions.url }, 'rate limit exceeded');
      opts.onExceeded?.(request);
    },
    errorResponseBuilder: (_request, context) => {
      const error = new Error('Too many requests') as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
});
