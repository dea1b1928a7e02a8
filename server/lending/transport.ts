// The one HTTP path to the lending API: a pooled connection per origin, bounded in time and size,
// redirects refused, GETs retried only where it is safe, each attempt logged without PII.
import { Readable } from 'node:stream';
import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import type { Logger } from 'pino';
import { UpstreamError } from '../errors.ts';
import { retryDelay, waitBeforeRetry } from './backoff.ts';
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
  /** Delays before the first and second retry of a GET; jitter of up to half is added. */
  retryDelaysMs?: readonly number[];
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

export function createTransport(opts: TransportOptions): Transport {
  const base = new URL(opts.baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new TypeError('lending baseUrl must be http(s)');
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  const maxBytes = opts.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const schedule = opts.retryDelaysMs ?? [100, 300];
  const log = opts.logger;
  // undici follows no redirects unless a redirect interceptor is composed in; we compose none.
  const pool = new Pool(base.origin, {
    connections: opts.connections ?? 16,
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
    connect: { timeout: opts.timeoutMs },
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
    const callStarted = performance.now();
    /** What is left of the call's budget (Infinity without one). */
    const left = () =>
      deadlineMs > 0 ? deadlineMs - (performance.now() - callStarted) : Number.POSITIVE_INFINITY;
    const retries = ex.method === 'GET' ? schedule.length : 0;
    for (let tries = 1; ; tries++) {
      const started = performance.now();
      const fields = { call: ex.call, method: ex.method, attempt: tries, requestId: ctx.requestId };
      // The wait before a retry; a retry that could not finish inside the budget is not made.
      const wait = retryDelay(schedule, tries);
      // A timer we clear ourselves rather than AbortSignal.timeout, which would linger after a quick answer.
      const deadline = deadlineMs > 0 ? new AbortController() : undefined;
      const timer = deadline ? setTimeout(() => deadline.abort(), Math.max(1, left())) : undefined;
      const signal =
        deadline && callerSignal
          ? AbortSignal.any([callerSignal, deadline.signal])
          : (deadline?.signal ?? callerSignal);
      let retryable: boolean;
      try {
        const answer = await attempt(ex, ctx, signal);
        log.debug(
          { ...fields, status: answer.status, durationMs: Math.round(performance.now() - started) },
          'lending call',
        );
        retryable = RETRY_STATUSES.has(answer.status);
        if (!retryable || tries > retries || left() < wait) return answer;
      } catch (err) {
        const failure =
          deadline?.signal.aborted && !callerSignal?.aborted
            ? new UpstreamError(
                ex.call,
                'timeout',
                `${ex.call}: no complete answer within ${deadlineMs} ms`,
                undefined,
                {
                  cause: err,
                },
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
        retryable = failure.reason === 'connection';
        if (!retryable || tries > retries || left() < wait) throw failure;
      } finally {
        clearTimeout(timer);
      }
      try {
        await waitBeforeRetry(wait, callerSignal);
      } catch (err) {
        throw toUpstreamError(err, ex.call, callerSignal);
      }
    }
  }

  return {
    send,
    async close() {
      await pool.close();
    },
  };
}
