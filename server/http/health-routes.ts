// Liveness and readiness probes for the load balancer and the container's HEALTHCHECK.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json } from './openapi/responses.ts';

const livenessSchema = z.object({ status: z.literal('ok') });
const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready', 'shutting-down']),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])),
  details: z.record(z.string(), z.unknown()).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Liveness: the process is up and serving',
        tags: ['operations'],
        response: { 200: json('Alive', livenessSchema) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        summary:
          'Readiness: take traffic (lending API and database reachable, uploads folder writable, not shutting down)',
        tags: ['operations'],
        response: {
          200: json('Ready', readinessSchema),
          503: json('Not ready, or shutting down', readinessSchema),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.shuttingDown) return reply.code(503).send({ status: 'shutting-down', checks: {} });
      const { ready, checks, details } = await app.readiness();
      // A check may have started failing because the shutdown began while it ran.
      if (app.shuttingDown)
        return reply.code(503).send({ status: 'shutting-down', checks, details });
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not-ready', checks, details });
    },
  );
};
