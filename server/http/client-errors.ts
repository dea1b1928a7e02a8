// Answers to requests Node's HTTP parser refused before any request existed (issue 40): a malformed request line or
// header (400), headers past the size limit (431), headers too slow (408). Node hands these to 'clientError' with
// the bare socket; no hook of ours runs for them. They get what a 404 gets all the same: the client address's
// default rate-limit budget (429 with Retry-After once spent), the security headers of a data answer, a request id,
// an access-log line, then the connection is closed. Nothing is kept once the answer is written.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pino from 'pino';
import { accessLogWriter } from '../logger.ts';
import { nextNonce, type SecurityHeaders } from './security.ts';
import { problemOf } from './errors.ts';
import { serverMessages } from '../../shared/server-messages.ts';
import { tooManyAttempts } from '../../shared/messages.ts';

export interface ClientErrorsOptions {
  headers: SecurityHeaders;
  /** Called for each early answer refused for the budget (the metrics count them). */
  onRateLimited?: () => void;
}

/** The status Node's parser failure means, as Fastify's default handler maps it. */
function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

const details: Record<number, string> = {
  408: serverMessages.requestUnreadable,
  431: serverMessages.requestTooLarge,
  400: serverMessages.requestUnreadable,
};

/** The raw HTTP answer: status line, security headers, the problem as JSON, and the connection closed. */
function answer(
  status: number,
  detail: string,
  id: string,
  headers: SecurityHeaders,
  retryAfter?: number,
) {
  const body = JSON.stringify(problemOf(status, detail));
  const list = headers(nextNonce(), '/api/');
  list.push(
    'content-type',
    'application/problem+json; charset=utf-8',
    'content-length',
    String(Buffer.byteLength(body)),
    'cache-control',
    'no-store',
    'x-request-id',
    id,
    'connection',
    'close',
  );
  if (retryAfter !== undefined) list.push('retry-after', String(retryAfter));
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n`;
  for (let i = 0; i < list.length; i += 2) head += `${list[i]}: ${list[i + 1]}\r\n`;
  return `${head}\r\n${body}`;
}

/** Filled in by buildApp once the app and its plugins exist. */
export interface EarlyAnswers {
  app?: FastifyInstance;
  options?: ClientErrorsOptions;
}

/**
 * The `clientErrorHandler` Fastify is built with. Made before the app's plugins exist, so it reads them from `early`
 * at the time of an error; until they are there (never once listening) it closes the connection.
 */
export function clientErrorHandler(
  early: EarlyAnswers,
): (error: NodeJS.ErrnoException, socket: Socket) => void {
  let write: ReturnType<typeof accessLogWriter> | undefined;
  return (error, socket) => {
    // A reset connection has no one to answer; a socket with a response under way cannot take a second one.
    const busy = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
    if (error.code === 'ECONNRESET' || socket.destroyed || busy) {
      socket.destroy();
      return;
    }
    const instance = early.app;
    const opts = early.options;
    if (!instance || !opts || !instance.hasDecorator('spendDefaultBudget')) {
      socket.destroy();
      return;
    }
    write ??= accessLogWriter(instance.log as unknown as pino.Logger);
    const started = performance.now();
    const address = socket.remoteAddress ?? 'unknown';
    const id = randomUUID();
    const respond = (retryAfter: number | undefined) => {
      let status = statusOf(error);
      let detail = details[status]!;
      if (retryAfter !== undefined) {
        status = 429;
        detail = tooManyAttempts(retryAfter);
        opts.onRateLimited?.();
      }
      if (socket.writable) socket.write(answer(status, detail, id, opts.headers, retryAfter));
      socket.destroy();
      write!({
        reqId: id,
        method: '-',
        route: 'unparsed',
        path: '-',
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    };
    instance.spendDefaultBudget(address).then(respond, () => respond(undefined));
  };
}
