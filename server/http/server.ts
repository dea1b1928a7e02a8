// The Fastify instance itself: Node's bounds on a request, our logger and request ids, and zod for every schema.
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type pino from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { requestLoggerFactory } from '../logger.ts';
import { genReqId } from './request-id.ts';
import { sendProblem } from './errors.ts';
import { serverMessages } from '../../shared/server-messages.ts';

export function createServer(config: Config, logger: pino.Logger): FastifyInstance {
  // Node's own bound on the whole request is the backstop only: request-bounds.ts cuts slow bodies per route, and
  // an upload may take longer than any other request.
  const { requests, limits } = config;
  const backstopMs =
    Math.max(requests.totalMs, limits.videoUploadMs, limits.resumeUploadMs) +
    requests.headersTimeoutMs;
  const app = Fastify({
    http: {
      headersTimeout: requests.headersTimeoutMs,
      // How often Node looks for requests past headersTimeout (its default, 30 s, would let them linger).
      connectionsCheckingInterval: Math.min(1000, requests.headersTimeoutMs),
    },
    requestTimeout: backstopMs,
    loggerInstance: logger as FastifyBaseLogger,
    // Our access-log plugin writes one line per request, without the query string.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    genReqId,
    // A request's pino child is made only if the request logs more than its access line (decision 0126).
    childLoggerFactory:
      requestLoggerFactory as unknown as FastifyServerOptions['childLoggerFactory'],
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 32 * 1024,
    return503OnClosing: true,
    // The pages plugin loads both languages' server bundles (or starts Vite in development), and the static files
    // plugin reads the build's file list: seconds on a loaded machine, past Fastify's 10 s default.
    pluginTimeout: 60_000,
    routerOptions: { ignoreDuplicateSlashes: true },
    // A URL the router cannot read (bad percent-encoding) gets the same problem+json as every other error.
    frameworkErrors: (_error, _request, reply) =>
      sendProblem(reply, 400, serverMessages.requestUnreadable),
  });

  // Every route's `schema` holds zod schemas (from shared/): requests are validated and answers serialized with
  // them, and the same schemas are the OpenAPI document (openapi/plugin.ts). Failures map in errors.ts.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
