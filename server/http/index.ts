// The HTTP layer's plugins in the order they apply to a request: the answers in memory first, then request ids,
// the access log, the reader's language, problem answers, security headers, the bounds on connections and bodies,
// shutdown and readiness, no-store, the rate limit, compression, the API document and the metrics.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import { modeOf, type Config } from '../config.ts';
import type { RedisConnection } from '../redis-connection.ts';
import { version } from '../version.ts';
import { site } from '../../shared/site.ts';
import { serverMessages } from '../../shared/server-messages.ts';
import { requestIdPlugin } from './request-id.ts';
import { accessLogPlugin } from './access-log.ts';
import { securityHeaders, securityPlugin } from './security.ts';
import { firstAnswersPlugin } from './first-answers.ts';
import { errorsPlugin, sendProblem } from './errors.ts';
import { languagePlugin } from './language/plugin.ts';
import { rateLimitPlugin } from './rate-limit/plugin.ts';
import { shutdownPlugin } from './shutdown.ts';
import { connectionCapPlugin } from './connection-cap.ts';
import { requestBoundsPlugin } from './request-bounds.ts';
import { noStorePlugin } from './no-store.ts';
import { readinessPlugin } from './readiness.ts';
import { metricsPlugin, routeLabel } from './metrics.ts';
import { openApiPlugin } from './openapi/plugin.ts';
import { pageDataPlugin } from './page-data.ts';
import { healthRoutes } from './health-routes.ts';
import { uploadCapPlugin } from './upload-cap.ts';
import { unreadableUrlPlugin } from './unreadable-url.ts';
import type { EarlyAnswers } from './client-errors.ts';

export interface HttpOptions {
  config: Config;
  mode: 'development' | 'production';
  redis?: RedisConnection;
  /** Origins our pages may post forms to: the payment gateway in effect (PayU's or the sandbox stand-in's). */
  formActionOrigins: string[];
  /** What the parser-refused requests are answered with (http/server.ts), filled in here. */
  early: EarlyAnswers;
}

/**
 * Redis is shared state that may be lost (docs/decisions/0087): while it is away the instance stays ready, degraded,
 * and says so under /readyz details and in dependency_up{dependency="redis"}.
 */
function reportRedis(app: FastifyInstance, redis: RedisConnection) {
  app.metrics.setDependencySource('redis', () => redis.connected());
  app.addReadinessDetail('redis', () =>
    redis.connected()
      ? { state: 'up' }
      : {
          state: 'down',
          degraded:
            'rate limits, one-time codes and payment state are per instance until Redis is back',
        },
  );
}

export const httpPlugins = fp<HttpOptions>(
  async (app, { config, mode, redis, formActionOrigins, early }) => {
    const { requests, shutdown } = config;
    const headers = securityHeaders({
      publicBaseUrl: config.publicBaseUrl,
      formActionOrigins,
      imageOrigins: /^https?:\/\//.test(config.assetBaseUrl)
        ? [new URL(config.assetBaseUrl).origin]
        : [],
      development: mode === 'development',
    });
    // First of all: an answer in memory (a route's `config.firstAnswer`) is written here, ahead of the hooks below
    // (decision 0117).
    await app.register(firstAnswersPlugin, { securityHeaders: headers });
    await app.register(requestIdPlugin);
    await app.register(accessLogPlugin);
    await app.register(languagePlugin);
    await app.register(errorsPlugin, {
      onRateLimited: (request) => app.metrics.rateLimited.inc({ route: routeLabel(request) }),
    });
    await app.register(securityPlugin, { publicBaseUrl: config.publicBaseUrl, headers });
    await app.register(connectionCapPlugin, {
      max: requests.maxConnectionsPerAddress,
      trustProxy: config.trustProxy,
      onRefused: (kind) => app.metrics.connectionsRefused.inc({ kind }),
    });
    await app.register(uploadCapPlugin, {
      max: requests.maxUploadsInFlight,
      onRefused: () => app.metrics.connectionsRefused.inc({ kind: 'uploads' }),
    });
    await app.register(requestBoundsPlugin, {
      idleMs: requests.bodyIdleMs,
      totalMs: requests.totalMs,
      onCut: (reason) => app.metrics.requestsCut.inc({ reason }),
    });
    await app.register(shutdownPlugin, {
      // Leaves the onClose hooks (queued SMS, the mail worker) time to run before the shutdown's own time-out.
      requestDeadlineMs: Math.max(
        0,
        Math.min(shutdown.requestDeadlineMs, shutdown.timeoutMs - shutdown.drainMs - 5000),
      ),
    });
    await app.register(readinessPlugin);
    await app.register(noStorePlugin);
    await app.register(rateLimitPlugin, {
      max: config.rateLimits.default,
      redis,
      onExceeded: (request) => app.metrics.rateLimited.inc({ route: routeLabel(request) }),
    });
    early.options = {
      headers,
      onRateLimited: () => app.metrics.rateLimited.inc({ route: 'unparsed' }),
    };
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // Before every route: the OpenAPI plugin collects route docs as routes register, the metrics hooks time them.
    await app.register(openApiPlugin, {
      title: `${site.brand} site API`,
      version,
      serverUrl: config.publicBaseUrl,
      docsPage: mode === 'development',
    });
    await app.register(metricsPlugin, {
      token: config.metrics.token,
      separatePort: config.metrics.port !== undefined,
      version,
      mode: modeOf(config),
    });
    await app.register(pageDataPlugin);
    if (redis) reportRedis(app, redis);

    // Rate-limited like every route: an unknown path is no way around the per-address budget.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (_request, reply) =>
      sendProblem(reply, 404, serverMessages.noSuchEndpoint),
    );
    await app.register(unreadableUrlPlugin);
    await app.register(healthRoutes);
  },
  { name: 'http' },
);
