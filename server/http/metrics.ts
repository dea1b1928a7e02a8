// Prometheus metrics (issue 11): HTTP by route and status, lending-API calls, rate-limit rejections, the outbox's
// deliveries (its waiting counts and dead letters are registered by the mail plugin), and Node's default process metrics (event-loop lag among them). One Registry per app, so
// tests can build several apps in one process.
//
// Seams for other modules (call them from their plugin, with the app instance):
//   app.metrics.recordLendingCall(call, outcome, seconds)  - the lending client's `onCall` hook
//   app.metrics.outboxOutcome.inc({ channel, kind, outcome }) - 'sent' | 'retried' | 'expired' | 'dead'
//   app.metrics.otpCodes.inc({ event, purpose })            - one-time codes: 'sent' | 'verified' | 'failed' | 'locked'
// Rate-limit rejections are counted by app.ts through the rate-limit plugin's onExceeded.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { problem, text } from './openapi/responses.ts';
import { sendProblem } from './errors.ts';
import { HttpRequestMetrics } from './http-metrics.ts';

export interface MetricsOptions {
  /** Bearer token for GET /metrics. Without one, the main port has no /metrics at all (404). */
  token?: string;
  /** /metrics lives only on its own port (METRICS_PORT, opened by app.metrics.listen), never on the main one. */
  separatePort: boolean;
  version: string;
  /** 'sandbox' or 'live', exported as a label of app_info. */
  mode: string;
}

export interface AppMetrics {
  readonly registry: Registry;
  /** One finished lending-API call: its name (getState, saveLendingPage...), 'ok' or the failure reason, and its duration. */
  recordLendingCall(call: string, outcome: string, seconds: number): void;
  /** Outbox tries and ends: channel 'sms' | 'mail', the message's kind, 'sent' | 'retried' | 'expired' | 'dead'. */
  readonly outboxOutcome: Counter<'channel' | 'kind' | 'outcome'>;
  readonly rateLimited: Counter<'route'>;
  /** Connections (direct clients) or requests (behind a trusted proxy) refused by the per-address cap. */
  readonly connectionsRefused: Counter<'kind'>;
  /** Requests whose connection was cut because the client was too slow to send them ('headers', 'idle', 'total'). */
  readonly requestsCut: Counter<'reason'>;
  /** Gateway callbacks refused (hash, key, unknown txnid...), by reason code. */
  readonly paymentCallbacksRejected: Counter<'reason'>;
  /** One-time codes by event and purpose ('repay' | 'apply'); never the code or the identifier. */
  readonly otpCodes: Counter<'event' | 'purpose'>;
  /** dependency_up{dependency}: 1 while `up()` says the dependency answers, 0 while not; read at scrape time. */
  setDependencySource(dependency: string, up: () => boolean): void;
  /** Serves /metrics on its own port; closed with the app. Resolves to the bound port. */
  listen(port: number, host: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The label of a request's route: the route pattern, never the raw URL (which would grow without bound). */
export const routeLabel = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameToken(given: string, expected: string): boolean {
  // Compare digests so neither the content nor the length of the token leaks through timing.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** 'ok', 'missing' or 'wrong' for an Authorization header against the configured token. */
function bearer(header: string | undefined, token: string): 'ok' | 'missing' | 'wrong' {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) return 'missing';
  return sameToken(match[1]!, token) ? 'ok' : 'wrong';
}

// eslint-disable-next-line max-lines-per-function -- declares every metric in one list, so the names /metrics serves are read in one place
export const metricsPlugin = fp<MetricsOptions>(async (app, opts) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  new Gauge({
    name: 'app_info',
    help: 'The running build: version and mode (sandbox or live); always 1',
    labelNames: ['version', 'mode'],
    registers: [registry],
  }).set({ version: opts.version, mode: opts.mode }, 1);

  const requests = new HttpRequestMetrics(registry, latencyBuckets);
  const rateLimited = new Counter({
    name: 'http_rate_limited_total',
    help: 'Requests refused with 429 by the rate limits, by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  const connectionsRefused = new Counter({
    name: 'http_connections_refused_total',
    help: "Connections ('connection') or proxied requests ('request') refused: too many open from one address",
    labelNames: ['kind'],
    registers: [registry],
  });
  const requestsCut = new Counter({
    name: 'http_requests_cut_total',
    help: "Requests cut off because the client was too slow to send them, by bound ('headers', 'idle', 'total')",
    labelNames: ['reason'],
    registers: [registry],
  });
  const paymentCallbacksRejected = new Counter({
    name: 'payment_callbacks_rejected_total',
    help: 'Gateway callbacks refused (not verified, unknown or mismatched), by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  const lendingCalls = new Counter({
    name: 'lending_api_calls_total',
    help: "Calls to the lending API, by call and outcome ('ok' or the failure reason)",
    labelNames: ['call', 'outcome'],
    registers: [registry],
  });
  const lendingSeconds = new Histogram({
    name: 'lending_api_call_duration_seconds',
    help: 'Duration of lending-API calls, by call and outcome',
    labelNames: ['call', 'outcome'],
    buckets: latencyBuckets,
    registers: [registry],
  });
  const outboxOutcome = new Counter({
    name: 'outbox_deliveries_total',
    help:
      "Outbox tries by channel ('sms', 'mail'), kind and outcome: 'sent', 'retried'; a message's end unsent: " +
      "'expired' (a one-time code dropped once useless), 'dead' (a dead letter: npm run outbox -- dead)",
    labelNames: ['channel', 'kind', 'outcome'],
    registers: [registry],
  });

  const otpCodes = new Counter({
    name: 'otp_codes_total',
    help: "One-time codes by event ('sent', 'verified', 'failed', 'locked') and purpose ('repay', 'apply')",
    labelNames: ['event', 'purpose'],
    registers: [registry],
  });

  const dependencies = new Map<string, () => boolean>();
  new Gauge({
    name: 'dependency_up',
    help: 'Whether each dependency answers: 1 up, 0 down (database, redis, ...); see /readyz details for the policy',
    labelNames: ['dependency'],
    registers: [registry],
    collect() {
      for (const [dependency, up] of dependencies) this.set({ dependency }, up() ? 1 : 0);
    },
  });

  let server: Server | undefined;

  async function exposition(
    authorization: string | undefined,
  ): Promise<{ status: number; body: string }> {
    if (opts.token) {
      const auth = bearer(authorization, opts.token);
      if (auth !== 'ok') return { status: 401, body: 'A bearer token is required.\n' };
    }
    return { status: 200, body: await registry.metrics() };
  }

  const metrics: AppMetrics = {
    registry,
    recordLendingCall(call, outcome, seconds) {
      lendingCalls.inc({ call, outcome });
      lendingSeconds.observe({ call, outcome }, seconds);
    },
    outboxOutcome,
    rateLimited,
    setDependencySource(dependency, up) {
      dependencies.set(dependency, up);
    },
    connectionsRefused,
    requestsCut,
    paymentCallbacksRejected,
    otpCodes,
    async listen(port, host) {
      server = createServer((req, res) => {
        const path = (req.url ?? '/').split('?', 1)[0];
        if (req.method !== 'GET' || path !== '/metrics') {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
          return;
        }
        exposition(req.headers.authorization).then(
          ({ status, body }) => {
            const type = status === 200 ? registry.contentType : 'text/plain; charset=utf-8';
            const headers: Record<string, string> = {
              'content-type': type,
              'cache-control': 'no-store',
            };
            if (status === 401) headers['www-authenticate'] = 'Bearer';
            res.writeHead(status, headers).end(body);
          },
          (err: unknown) => {
            app.log.error({ err }, 'metrics: exposition failed');
            res.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, () => resolve());
      });
      return (server.address() as AddressInfo).port;
    },
  };
  app.decorate('metrics', metrics);

  app.addHook('onResponse', (request, reply, done) => {
    requests.record(
      request.method,
      routeLabel(request),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.addHook('onClose', async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
  });

  if (opts.separatePort || !opts.token) return;

  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics (bearer token; or on METRICS_PORT when that is set)',
        tags: ['operations'],
        response: {
          200: text('Prometheus text exposition format', 'text/plain'),
          401: problem('Missing or wrong bearer token'),
        },
      },
    },
    async (request, reply) => {
      const { status, body } = await exposition(request.headers.authorization);
      reply.header('cache-control', 'no-store');
      if (status === 401)
        return sendProblem(reply.header('www-authenticate', 'Bearer'), 401, body.trim());
      return reply.type(registry.contentType).send(body);
    },
  );
});
