// Sends SMS (SPEC call 10 and every later notification) through the fleet's outbox (issue 43): send() writes the
// message into the outbox, in the caller's transaction when it passes one, and resolves; any instance's workers
// hand it to the provider. Each message has its own retry time (backoff with jitter, or the provider's
// Retry-After), so a number the provider refuses holds up nothing else. Sending is not idempotent even though it
// is a GET (DESIGN section 7): a try that may have reached the provider is never repeated on its own (it becomes a
// dead letter an operator may requeue); our key goes with every try as Idempotency-Key.
import type { Logger } from 'pino';
import type { Queryable } from '../../database/database.ts';
import type { Outbox, Attempt, Claimed, SmsKind } from '../../outbox/outbox.ts';
import { startDeadline } from '../outbound/deadline.ts';
import { codeOf } from '../outbound/error-code.ts';
import { outboundPool } from '../outbound/pool.ts';
import type { BackoffPolicy } from '../outbound/backoff.ts';
import { mayRetryAfterError, mayRetryAfterStatus } from './retryable.ts';

/** Priority in the outbox: codes before everything else (a borrower is waiting on the page). */
const priorities: Record<SmsKind, number> = { code: 10, notice: 0, reminder: -10 };

export interface SendOptions {
  /** The transaction to write in, so the SMS exists exactly when what causes it does. */
  client?: Queryable;
  /** 'notice' by default; 'code' goes first and is dropped once `expiresAt` has passed. */
  kind?: SmsKind;
  priority?: number;
  /** Epoch ms after which the SMS is useless and dropped unsent (a code's expiry). */
  expiresAt?: number;
}

export interface SmsSender {
  /**
   * Puts the SMS in the outbox (in `options.client`'s transaction when given); resolves once written (committed,
   * without a client). Never sends inline.
   */
  send(mobile: string, text: string, requestId: string, options?: SendOptions): Promise<void>;
  /** What send() costs, writing nothing: a code request with nobody to send to (decision 0147). */
  balance(requestId: string): Promise<void>;
  /** Tests: tries every message due now once (on this instance) and waits for the tries. */
  drain(): Promise<void>;
  /** Stops this instance's SMS workers after the tries in flight (bounded by timeoutMs). */
  close(): Promise<void>;
}

export interface SmsSenderOptions {
  /** The provider's GET endpoint; apikey, mobile and message are added to its query. */
  url: string;
  apiKey: string;
  logger: Logger;
  outbox: Outbox;
  /** One deadline for a try: connect, answer and body (default 5000). */
  timeoutMs?: number;
  /** How long after acceptance a notice is still tried before it is a dead letter (default 1 hour). */
  retryForMs?: number;
  /** The waits between one message's tries (default 2 s doubling, at most 5 minutes, with jitter). */
  backoff?: BackoffPolicy;
  /** Tries at once on this instance (default 8): with the instance count, what the provider sees at most. */
  concurrency?: number;
  /** The lease of a claimed message and the poll for due ones (tests shorten them). */
  leaseMs?: number;
  pollMs?: number;
  /** false: write only, deliver nowhere on this instance (operators' command, tests). */
  deliver?: boolean;
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(
  value: string | string[] | undefined,
  now = Date.now(),
): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  if (/^\d{1,7}$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function createSmsSender(opts: SmsSenderOptions): SmsSender {
  const endpoint = new URL(opts.url);
  const timeoutMs = opts.timeoutMs ?? 5000;
  const retryForMs = opts.retryForMs ?? 60 * 60_000;
  const concurrency = opts.concurrency ?? 8;
  const pool = outboundPool(endpoint, { timeoutMs, connections: concurrency });

  async function once(m: Claimed): Promise<Attempt> {
    const url = new URL(endpoint);
    url.searchParams.set('apikey', opts.apiKey);
    url.searchParams.set('mobile', m.recipient);
    url.searchParams.set('message', m.body.toString('utf8'));
    const deadline = startDeadline(timeoutMs);
    try {
      const { statusCode, headers, body } = await pool.request({
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          accept: 'application/json, text/plain',
          'x-request-id': m.requestId,
          // Ours, the same on every try: a provider that honours it sends one SMS however often it is asked.
          'idempotency-key': m.key,
        },
        signal: deadline.signal,
      });
      // Status decides; the body (whatever the provider puts in it) is read only to free the connection.
      await body.dump({ limit: 16 * 1024 }).catch(() => undefined);
      if (statusCode >= 200 && statusCode < 300)
        return { outcome: 'sent', detail: `status ${statusCode}` };
      if (mayRetryAfterStatus(statusCode))
        return {
          outcome: 'retry',
          reason: `status ${statusCode}`,
          retryAfterMs: retryAfterMs(headers['retry-after']),
        };
      return { outcome: 'failed', reason: `status ${statusCode}` };
    } catch (err) {
      const code = codeOf(err);
      const reason = deadline.expired()
        ? `no answer within ${timeoutMs} ms`
        : (code ?? (err instanceof Error ? err.name : 'error'));
      // A time-out or a dropped connection after sending may mean the SMS went out: do not send it twice.
      return mayRetryAfterError(code)
        ? { outcome: 'retry', reason }
        : { outcome: 'uncertain', reason };
    } finally {
      deadline.clear();
    }
  }

  if (opts.deliver !== false)
    opts.outbox.start('sms', once, {
      concurrency,
      backoff: opts.backoff ?? { baseMs: 2000, maxMs: 5 * 60_000 },
      leaseMs: opts.leaseMs,
      pollMs: opts.pollMs,
    });

  return {
    async send(mobile, text, requestId, options = {}) {
      const kind = options.kind ?? 'notice';
      await opts.outbox.enqueue(
        {
          channel: 'sms',
          kind,
          recipient: mobile,
          body: text,
          requestId,
          priority: options.priority ?? priorities[kind],
          expiresAt: options.expiresAt,
          retryForMs,
        },
        options.client,
      );
    },
    balance: (requestId) => opts.outbox.balance(requestId),
    drain: () => opts.outbox.drain(),
    async close() {
      await pool.close();
    },
  };
}
