// Sends the "application received" SMS (SPEC call 10) in the background: bounded retries with
// exponential backoff and jitter, a timeout per try; the borrower's answer never waits for it.
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import type { Logger } from 'pino';
import { applicationReceivedText } from './message.ts';
import { mayRetryAfterError, mayRetryAfterStatus } from './retryable.ts';

export type SmsOutcome = 'sent' | 'failed';

export interface SmsSenderOptions {
  /** The provider's GET endpoint; apikey, mobile and message are added to its query. */
  url: string;
  apiKey: string;
  logger: Logger;
  /** Tries in all, the first included (default 4). */
  maxAttempts?: number;
  /** Connect, headers and body timeout of each try (default 5000). */
  timeoutMs?: number;
  /** The first backoff; each later one doubles, with full jitter (default 200). */
  baseDelayMs?: number;
  /** Called once per message with its outcome and the tries it took, for metrics. */
  onOutcome?: (outcome: SmsOutcome, attempts: number) => void;
}

export interface SmsSender {
  /** Starts sending the "application received" SMS and returns at once; never throws, never waits. */
  send(firstName: string, mobile: string, requestId: string): void;
  /** Starts sending a message of ours (a one-time code, say) the same way: never throws, never waits. */
  sendText(mobile: string, message: string, requestId: string): void;
  /** Resolves when every message started so far has been sent or given up on. */
  drain(): Promise<void>;
  /** Drains, then closes the connection pool. */
  close(): Promise<void>;
}

type TryResult =
  { done: true; status: number } | { done: false; retry: boolean; reason: string; status?: number };

function codeOf(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string')
    return err.code;
  return undefined;
}

export function createSmsSender(opts: SmsSenderOptions): SmsSender {
  const endpoint = new URL(opts.url);
  const maxAttempts = Math.max(1, opts.maxAttempts ?? 4);
  const timeoutMs = opts.timeoutMs ?? 5000;
  const baseDelayMs = opts.baseDelayMs ?? 200;
  const log = opts.logger;
  const pool = new Pool(endpoint.origin, {
    connections: 4,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: timeoutMs },
  });
  const inFlight = new Set<Promise<void>>();

  async function once(path: string): Promise<TryResult> {
    try {
      const { statusCode, body } = await pool.request({
        path,
        method: 'GET',
        headers: { accept: 'application/json, text/plain' },
      });
      // Status decides; the body (whatever the provider puts in it) is read only to free the connection.
      await body.dump({ limit: 16 * 1024 }).catch(() => undefined);
      if (statusCode >= 200 && statusCode < 300) return { done: true, status: statusCode };
      return {
        done: false,
        retry: mayRetryAfterStatus(statusCode),
        reason: `status ${statusCode}`,
        status: statusCode,
      };
    } catch (err) {
      const code = codeOf(err);
      // A timeout or a dropped connection after sending may mean the SMS went out: do not send it twice.
      return {
        done: false,
        retry: mayRetryAfterError(code),
        reason: code ?? (err instanceof Error ? err.name : 'error'),
      };
    }
  }

  async function deliver(mobile: string, message: string, requestId: string): Promise<void> {
    const url = new URL(endpoint);
    url.searchParams.set('apikey', opts.apiKey);
    url.searchParams.set('mobile', mobile);
    url.searchParams.set('message', message);
    const path = `${url.pathname}${url.search}`;
    let last: TryResult | undefined;
    let attempts = 0;
    while (attempts < maxAttempts) {
      if (attempts > 0) await sleep(Math.round(Math.random() * baseDelayMs * 2 ** (attempts - 1)));
      attempts += 1;
      last = await once(path);
      if (last.done) {
        log.debug({ requestId, attempts, status: last.status }, 'SMS sent');
        opts.onOutcome?.('sent', attempts);
        return;
      }
      log.debug({ requestId, attempt: attempts, reason: last.reason }, 'SMS try failed');
      if (!last.retry) break;
    }
    // The mobile, name and message stay out of the log; the request id ties it to the application.
    log.warn(
      {
        requestId,
        attempts,
        reason: last && !last.done ? last.reason : 'unknown',
        retriable: last && !last.done ? last.retry : false,
      },
      'SMS not sent',
    );
    opts.onOutcome?.('failed', attempts);
  }

  async function drain(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  function start(mobile: string, message: () => string, requestId: string): void {
    try {
      const job = Promise.resolve()
        .then(() => deliver(String(mobile ?? ''), message(), String(requestId ?? '')))
        .catch((err: unknown) => {
          log.error(
            { requestId, reason: err instanceof Error ? err.name : 'error' },
            'SMS sender failed',
          );
        })
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    } catch {
      // Nothing here can throw in practice; the caller's answer must not depend on it either way.
    }
  }

  return {
    send(firstName, mobile, requestId) {
      start(mobile, () => applicationReceivedText(String(firstName ?? '')), requestId);
    },
    sendText(mobile, message, requestId) {
      start(mobile, () => String(message ?? ''), requestId);
    },
    drain,
    async close() {
      await drain();
      await pool.close();
    },
  };
}
