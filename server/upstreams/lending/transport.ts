// The one HTTP path to the lending API: a pooled connection per origin, bounded in time and size,
// redirects refused, GETs retried only where it is safe, each attempt logged without PII.
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { Logger } from 'pino';
import { UpstreamError } from '../../errors.ts';
import { backoffDelay, waitBeforeRetry, type BackoffPolicy } from '../outbound/backoff.ts';
import { startDeadline } from '../outbound/deadline.ts';
import { outboundPool } from '../outbound/pool.ts';
import { toUpstreamError } from './failure.ts';
import { readBounded } from './read-bounded.ts';

/** What every lending call carries: our request id (sent upstream and logged) and the caller's abort. */
export interface CallContext {
  requestId: string;
  signal?: AbortSignal;
}

export interface TransportOptions {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  connections?: number;
  maxResponseBytes?: number;
  /** Retries of a GET after a connection failure or a 502/503/504 (default 2). */
  retries?: number;
  /** The waits before those retries (default 100 ms doubling, at most 400 ms, with jitter). */
  retryBackoff?: BackoffPolicy;
}

export interface Exchange {
  call: string;
  method: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: { contentType: string; content: string | AsyncIterable<Buffer> };
  /** Overrides the pool's timeouts for this exchange (0 disables; the caller then keeps its own clock). */
  headersTimeout?: number;
  /** The signal that aborts this exchange (defaults to the context's). */
  signal?: AbortSignal;
  /**
   * The whole call's limit, retries and their waits included, so a body trickling just inside bodyTimeout still
   * ends and the borrower hears back within the time-out plus a second (default timeoutMs + 500; 0 = none).
   */
  deadlineMs?: number;
}

export interface Answer {
  status: number;
  /** The body of a 2xx answer; other answers are discarded unread. */
  text: string | null;
}

export interface Transport {
  send(exchange: Exchange, ctx: CallContext): Promise<Answer>;
  close(): Promise<void>;
}

const RETRY_STATUSES = new Set([502, 503, 504]);
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;
const DISCARD_LIMIT = 64 * 1024;
/** Beyond the time-out, room for the last bytes of an answer and for retries of quick failures. */
const DEADLINE_SLACK_MS = 500;

// eslint-disable-next-line max-lines-per-function -- request, retries and body reading share one pool and deadline in this closure
export function createTransport(opts: TransportOptions): Transport {
  const base = new URL(opts.baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new TypeError('lending baseUrl must be http(s)');
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  const maxBytes = opts.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const backoff = opts.retryBackoff ?? { baseMs: 100, maxMs: 400 };
  const getRetries = opts.retries ?? 2;
  const log = opts.logger;
  const pool = outboundPool(base, {
    timeoutMs: opts.timeoutMs,
    connections: opts.connections ?? 16,
  });

  async function attempt(
    ex: Exchange,
    ctx: CallContext,
    signal: AbortSignal | undefined,
  ): Promise<Answer> {
    const search = ex.query ? `?${new URLSearchParams(ex.query).toString()}` : '';
    const headers: Record<string, string> = {
      'x-request-id': ctx.requestId,
      accept: 'application/json, text/html;q=0.9',
    };
    if (ex.body) headers['content-type'] = ex.body.contentType;
    const response: Dispatcher.ResponseData = await pool.request({
      path: `${prefix}${ex.call}${search}`,
      method: ex.method,
      headers,
      body:
        typeof ex.body?.content === 'object'
          ? Readable.from(ex.body.content, { objectMode: false })
          : ex.body?.content,
      signal,
      ...(ex.headersTimeout !== undefined ? { headersTimeout: ex.headersTimeout } : {}),
    });
    const { statusCode, body } = response;
    if (statusCode < 200 || statusCode >= 300) {
      // Read a little so a small error page leaves the connection reusable; a big one closes it.
      await body.dump({ limit: DISCARD_LIMIT }).catch(() => undefined);
      return { status: statusCode, text: null };
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      body.destroy();
      throw new UpstreamError(
        ex.call,
        'too-large',
        `${ex.call}: answer declares ${declared} bytes`,
      );
    }
    return { status: statusCode, text: await readBounded(body, maxBytes, ex.call) };
  }

  async function send(ex: Exchange, ctx: CallContext): Promise<Answer> {
    const callerSignal = ex.signal ?? ctx.signal;
    const deadlineMs = ex.deadlineMs ?? opts.timeoutMs + DEADLINE_SLACK_MS;
    const deadline = startDeadline(deadlineMs, callerSignal);
    const retries = ex.method === 'GET' ? getRetries : 0;
    try {
      for (let tries = 1; ; tries++) {
        const started = performance.now();
        const fields = {
          call: ex.call,
          method: ex.method,
          attempt: tries,
          requestId: ctx.requestId,
        };
        // The wait before a retry; a retry that could not finish inside the budget is not made.
        const wait = backoffDelay(tries, backoff);
        try {
          const answer = await attempt(ex, ctx, deadline.signal);
          log.debug(
            {
              ...fields,
              status: answer.status,
              durationMs: Math.round(performance.now() - started),
            },
            'lending call',
          );
          if (!RETRY_STATUSES.has(answer.status) || tries > retries || deadline.left() < wait)
            return answer;
        } catch (err) {
          const failure = deadline.expired()
            ? new UpstreamError(
                ex.call,
                'timeout',
                `${ex.call}: no complete answer within ${deadlineMs} ms`,
                undefined,
                { cause: err },
              )
            : toUpstreamError(err, ex.call, callerSignal);
          log.debug(
            {
              ...fields,
              outcome: failure.reason,
              durationMs: Math.round(performance.now() - started),
            },
            'lending call failed',
          );
          // Timeouts are not retried: they already spent the whole budget the borrower is waiting on.
          if (failure.reason !== 'connection' || tries > retries || deadline.left() < wait)
            throw failure;
        }
        try {
          await waitBeforeRetry(wait, deadline.signal);
        } catch (err) {
          throw deadline.expired()
            ? new UpstreamError(ex.call, 'timeout', `${ex.call}: no answer within ${deadlineMs} ms`)
            : toUpstreamError(err, ex.call, callerSignal);
        }
      }
    } finally {
      deadline.clear();
    }
  }

  return {
    send,
    async close() {
      await pool.close();
    },
  };
}
