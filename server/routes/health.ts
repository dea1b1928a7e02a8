// Liveness and readiness probes for the load balancer.
import type { FastifyPluginAsync } from 'fastify';

export interface HealthOptions {
  /** Checks that must pass for the instance to take traffic; each resolves true when healthy. */
  readinessChecks: Record<string, () => Promise<boolean>>;
  isShuttingDown: () => boolean;
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, opts) => {
  app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', { config: { rateLimit: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (opts.isShuttingDown()) return reply.code(503).send({ status: 'shutting-down', checks: {} });
    const entries = await Promise.all(
      Object.entries(opts.readinessChecks).map(async ([name, check]) => {
        const ok = await check().catch(() => false);
        return [name, ok ? 'ok' : 'failing'] as const;
      }),
    );
    const checks = Object.fromEntries(entries);
    const ready = entries.every(([, v]) => v === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });
};
