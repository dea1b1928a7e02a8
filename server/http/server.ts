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
import { requestIds } from './request-id.ts';
import { clientErrorHandler, type EarlyAnswers } from './client-errors.ts';
import { rewriteUnreadableUrl } from './unreadable-url.ts';
import { sendProblem } from './errors.ts';
import { serverMessages } from '../../shared/server-messages.ts';

/**
 * `early` is filled in later (http/index.ts, then buildApp): requests the HTTP parser refuses (bad header, 431, 408)
 * are answered with the app's headers, budget and access line once the app exists (decision 0094).
 */
export function createServer(
  config: Config,
  logger: pino.Logger,
  early: EarlyAnswers,
): FastifyInstance {
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
    // An incoming x-request-id is kept only from a trusted proxy (decision 0094).
    genReqId: requestIds(config.trustProxy),
    // A request's pino child is made only if the request logs more than its access line (decision 0126).
    childLoggerFactory:
      requestLoggerFactory as unknown as FastifyServerOptions['childLoggerFactory'],
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 32 * 1024,
    return503OnClosing: true,
    // The pages plugin loads both languages' server bundles (or starts Vite in development), and the static files
    // plugin reads the build's file list: seconds on a loaded machine, past Fastify's 10 s default.
    pluginTimeout: 60_000,
    // No parameter can be longer than the request line Node accepts (16 KiB of headers), so the router never
    // answers "parameter too long" outside the request lifecycle.
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 16 * 1024 },
    // A URL the router cannot read goes through the lifecycle like a 404 (unreadable-url.ts, issue 40).
    rewriteUrl: rewriteUnreadableUrl,
    // Backstop only (an async constraint's failure; we have none): the same problem+json. Nothing is kept for it
    // (shutdown.ts lets go of an answer that ran no hooks once it closes).
    frameworkErrors: (_error, _request, reply) =>
      sendProblem(reply, 400, serverMessages.requestUnreadable),
    clientErrorHandler: clientErrorHandler(early),
  }) as unknown as FastifyInstance;

  // Every route's `schema` holds zod schemas (from shared/): requests are validated and answers serialized with
  // them, and the same schemas are the OpenAPI document (openapi/plugin.ts). Failures map in errors.ts.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
