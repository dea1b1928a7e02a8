// The one error handler: AppError, validation, body limits, upstream failures -> problem+json (RFC 9457).
// 5xx details never reach the browser.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, UpstreamError, problemTitles } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { multipartError } from '../multipart-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of SPEC section 8 shown when the upstream call behind this route fails. */
    upstreamFailure?: string;
    /** Show the upstream's own (tag-stripped) Message when it sent one. */
    showUpstreamMessage?: boolean;
  }
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string>;
}

export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  errors?: Record<string, string>,
) {
  const body: Problem = {
    type: 'about:blank',
    title: problemTitles[status] ?? 'Error',
    status,
    detail,
    ...(errors ? { errors } : {}),
  };
  return reply.code(status).type('application/problem+json').send(body);
}

function fromUpstream(error: UpstreamError, request: FastifyRequest): [number, string] {
  const config = request.routeOptions.config;
  const fallback = config.upstreamFailure ?? messages.somethingWrong;
  const own =
    config.showUpstreamMessage && error.upstreamMessage ? error.upstreamMessage : undefined;
  return [502, own ?? fallback];
}

export interface ErrorsOptions {
  /**
   * Called for a 429 a route refused by itself (a per-identifier limit), so it is logged and counted like the
   * per-address limits the rate-limit plugin refuses.
   */
  onRateLimited?: (request: FastifyRequest) => void;
}

export const errorsPlugin = fp<ErrorsOptions>(async (app, opts) => {
  app.setErrorHandler((thrown: FastifyError | AppError | UpstreamError, request, reply) => {
    const error = multipartError(thrown) ?? thrown;
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.detail);
      if (error.status === 429) {
        request.log.warn({ route: request.routeOptions.url }, 'rate limit exceeded');
        opts.onRateLimited?.(request);
      }
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      return sendProblem(reply, error.status, error.detail, error.errors);
    }
    if (error instanceof UpstreamError) {
      request.log.warn({ call: error.call, reason: error.reason }, 'upstream call failed');
      const [status, detail] = fromUpstream(error, request);
      return sendProblem(reply, status, detail);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code;
    // The rate-limit plugin's error carries the wait in words (plugins/rate-limit.ts).
    if (status === 429)
      return sendProblem(
        reply,
        429,
        error.message.startsWith('Too many') ? error.message : messages.tooManyRequests,
      );
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return sendProblem(reply, 415, 'This content type is not accepted here.');
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return sendProblem(reply, 413, 'The request is too large.');
    }
    if (status >= 400 && status < 500) {
      return sendProblem(
        reply,
        status,
        status === 400 ? 'The request could not be read.' : error.message,
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, messages.somethingWrong);
  });
});
