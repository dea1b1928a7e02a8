// The one error mapping: AppError, schema validation, body limits, upstream failures -> a Problem (RFC 9457),
// logged and counted here whatever route it came from, then sent as problem+json or, on a route whose answer is
// a page, as that route's HTML rendering of the same Problem. 5xx details never reach the browser.
import fp from 'fastify-plugin';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { AppError, UpstreamError, problemTitles } from '../errors.ts';
import { issuesOf } from './validation.ts';
import { firstErrors } from '../../shared/schemas/fields.ts';
import { messages } from '../../shared/messages.ts';
import { serverMessages } from '../../shared/server-messages.ts';
import type { Problem } from '../../shared/schemas/problem.ts';

export type { Problem } from '../../shared/schemas/problem.ts';
import { multipartError } from './multipart-errors.ts';
import { answerLanguage, varyOnLanguage } from './language/answer-language.ts';
import { localizeProblem } from './language/translate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of SPEC section 8 shown when the upstream call behind this route fails. */
    upstreamFailure?: string;
    /** Show the upstream's own (tag-stripped) Message when it sent one. */
    showUpstreamMessage?: boolean;
    /** A route a person posts a form to answers its errors as a page: this renders the Problem as HTML. */
    problemPage?: (problem: Problem, request: FastifyRequest) => string | undefined;
  }
  interface FastifyInstance {
    /**
     * The one mapping, logged and counted, for an error handler of its own that renders a page by itself
     * (no-script-forms.ts): the Problem it answers.
     */
    problemFor(error: unknown, request: FastifyRequest): Problem;
  }
}

export function problemOf(
  status: number,
  detail: string,
  errors?: Record<string, string>,
): Problem {
  return {
    type: 'about:blank',
    title: (problemTitles as Record<number, string>)[status] ?? problemTitles.error,
    status,
    detail,
    ...(errors ? { errors } : {}),
  };
}

export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  errors?: Record<string, string>,
) {
  // Worded here in the reader's language, as every Problem is where it is sent (also before any hook runs: a URL
  // the router cannot read).
  const problem = localizeProblem(problemOf(status, detail, errors), answerLanguage(reply.request));
  varyOnLanguage(reply);
  return reply.code(status).type('application/problem+json').send(problem);
}

/** What the error handler needs besides the error: the route's config and where to log and count. */
interface Context {
  request: FastifyRequest;
  onRateLimited?: (request: FastifyRequest) => void;
}

type Failure = FastifyError | AppError | UpstreamError;

/**
 * Schema validation failed (fastify-type-provider-zod's issues): a form body is 422 with a summary and one
 * message per field, SPEC section 5 wording; a bad query or path is 400 and says what is wrong directly.
 */
function fromValidation(
  validation: readonly FastifySchemaValidationError[],
  where: string | undefined,
): Problem {
  const errors = firstErrors({ issues: issuesOf(validation) });
  if (where === 'body') return problemOf(422, serverMessages.correctFields, errors);
  return problemOf(400, Object.values(errors)[0] ?? serverMessages.correctFields, errors);
}

/** The one mapping from anything a route can throw to the Problem it answers; logs and counts on the way. */
export function toProblem(thrown: Failure, { request, onRateLimited }: Context): Problem {
  const error = multipartError(thrown) ?? thrown;
  if (error instanceof AppError) {
    // A 503 without a cause is a refusal we chose (busy, a budget spent): a warning, not an alert anyone can set off.
    if (error.status === 503 && error.cause === undefined) request.log.warn(error.detail);
    else if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.detail);
    if (error.status === 429) {
      // A per-identifier limit (the per-address ones are logged and counted by the rate-limit plugin).
      request.log.warn({ route: request.routeOptions.url }, 'rate limit exceeded');
      onRateLimited?.(request);
    }
    return problemOf(error.status, error.detail, error.errors);
  }
  if (error instanceof UpstreamError) {
    request.log.warn({ call: error.call, reason: error.reason }, 'upstream call failed');
    const config = request.routeOptions.config;
    const own =
      config.showUpstreamMessage && error.upstreamMessage ? error.upstreamMessage : undefined;
    return problemOf(502, own ?? config.upstreamFailure ?? messages.somethingWrong);
  }
  const { validation, validationContext, code } = error;
  if (validation) return fromValidation(validation, validationContext);
  const status = error.statusCode ?? 500;
  // The rate-limit plugin's error carries the wait in words (http/rate-limit/plugin.ts).
  if (status === 429)
    return problemOf(
      429,
      error.message.startsWith('Too many') ? error.message : serverMessages.tooManyRequests,
    );
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415)
    return problemOf(415, serverMessages.contentTypeRefused);
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413)
    return problemOf(413, serverMessages.requestTooLarge);
  if (status >= 400 && status < 500)
    return problemOf(status, status === 400 ? serverMessages.requestUnreadable : error.message);
  // Out of file descriptors (a flood of slow uploads, say): busy, not broken; the process recovers as they close.
  if (code === 'EMFILE' || code === 'ENFILE') {
    request.log.warn({ code }, 'out of file descriptors: answered 503');
    return problemOf(503, serverMessages.serverBusy);
  }
  // The client went away mid-request (an abandoned upload): nobody reads the answer, nothing of ours failed, and
  // anyone could flood error alerts with it (issue 40). Info, not error.
  if (request.raw.destroyed && !request.raw.complete) {
    request.log.info({ code }, 'client closed the request before it was read');
    return problemOf(400, serverMessages.requestUnreadable);
  }
  request.log.error({ err: error }, 'unhandled error');
  return problemOf(500, messages.somethingWrong);
}

export interface ErrorsOptions {
  /**
   * Called for a 429 a route refused by itself (a per-identifier limit), so it is counted like the per-address
   * limits the rate-limit plugin refuses.
   */
  onRateLimited?: (request: FastifyRequest) => void;
}

export const errorsPlugin = fp<ErrorsOptions>(async (app, opts) => {
  app.decorate('problemFor', (error: unknown, request: FastifyRequest) =>
    toProblem(error as Failure, { request, onRateLimited: opts.onRateLimited }),
  );
  app.setErrorHandler((error: Failure, request, reply) => {
    // One Problem in the reader's language, for the page and the JSON answer alike.
    const problem = localizeProblem(
      toProblem(error, { request, onRateLimited: opts.onRateLimited }),
      answerLanguage(request),
    );
    if (error instanceof AppError && error.retryAfter)
      reply.header('retry-after', String(error.retryAfter));
    else if (problem.status === 503) reply.header('retry-after', '30');
    const page = request.routeOptions.config.problemPage?.(problem, request);
    if (page !== undefined)
      return reply
        .code(problem.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    varyOnLanguage(reply);
    return reply.code(problem.status).type('application/problem+json').send(problem);
  });
});
