// Sends SMS (SPEC call 10 and any later notification) durably: send() stores the message in the outbox and
// resolves; a worker hands it to the provider, retrying with backoff while the provider is down or says to try
// again, for up to retryForMs after it was accepted, across restarts. Nothing is dropped without an error log
// and a metric. Sending is not idempotent even though it is a GET (DESIGN section 7): a try that may have
// reached the provider is never repeated.
import { join } from 'node:path';
import type { Logger } from 'pino';
import { backoffDelay, type BackoffPolicy } from '../outbound/backoff.ts';
import { startDeadline } from '../outbound/deadline.ts';
import { codeOf } from '../outbound/error-code.ts';
import { outboundPool } from '../outbound/pool.ts';
import { SmsOutbox, type OutboxEntry, type OutboxItem } from './outbox.ts';
import { mayRetryAfterError, mayRetryAfterStatus } from './retryable.ts';

/**
 * Per try: 'sent'; 'retried' (will be tried again); 'failed' (refused for good); 'uncertain' (the provider may have
 * sent it, so it is not tried again); 'dropped' (still unsent when its retry time ran out).
 */
export type SmsOutcome = 'sent' | 'retried' | 'failed' | 'uncertain' | 'dropped';

export interface SmsSenderOptions {
  /** The provider's GET endpoint; apikey, mobile and message are added to its query. */
  url: string;
  apiKey: string;
  logger: Logger;
  /** The outbox folder (DATA_DIR/spool/sms). */
  dir: string;
  /** One deadline for a try: connect, answer and body (default 5000). */
  timeoutMs?: number;
  /** How long after acceptance a message is still tried (default 1 hour). */
  retryForMs?: number;
  /** The waits between tries while the provider is unavailable (default 2 s doubling, at most 5 minutes). */
  backoff?: BackoffPolicy;
  /** The clock that judges retry time (tests pass a fake one). */
  now?: () => number;
  /** Rescan the outbox this often even when nothing new arrived (default 60 s). */
  rescanMs?: number;
  /** Called once per try with its outcome and the message's tries so far, for metrics. */
  onOutcome?: (outcome: SmsOutcome, attempts: number) => void;
}

export interface SmsSender {
  /**
   * Stores the message durably for sending; resolves once it would survive a crash. Never sends inline. drain() and
   * close() wait for every store under way.
   */
  send(mobile: string, text: string, requestId: string): Promise<void>;
  /** Tries every message that is due now once; resolves when that pass is over (waiting ones stay). */
  drain(): Promise<void>;
  /** Messages accepted and not yet sent or given up. */
  depth(): number;
  /** Stops the worker after the try in flight (bounded by timeoutMs); waiting messages stay for the next start. */
  close(): Promise<void>;
}

type TryResult =
  | { done: true; status: number }
  | { done: false; retry: boolean; uncertain: boolean; reason: string };

// eslint-disable-next-line max-lines-per-function -- the outbox's queue, tries and backoff share their state in this closure
export async function createSmsSender(opts: SmsSenderOptions): Promise<SmsSender> {
  const endpoint = new URL(opts.url);
  const timeoutMs = opts.timeoutMs ?? 5000;
  const retryForMs = opts.retryForMs ?? 60 * 60_000;
  const backoff = opts.backoff ?? { baseMs: 2000, maxMs: 5 * 60_000 };
  const now = opts.now ?? Date.now;
  const log = opts.logger;
  const pool = outboundPool(endpoint, { timeoutMs, connections: 4 });
  const outbox = await SmsOutbox.open(opts.dir);

  /** Tries per message id in this process (a restart starts counting again; the retry time does not). */
  const attempts = new Map<string, number>();
  /** While the provider is unavailable every message waits: one failure stands for all. */
  let provider = { failures: 0, notBefore: 0 };
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();
  let queued = false;
  let timer: NodeJS.Timeout | undefined;

  async function once(entry: OutboxEntry): Promise<TryResult> {
    const url = new URL(endpoint);
    url.searchParams.set('apikey', opts.apiKey);
    url.searchParams.set('mobile', entry.mobile);
    url.searchParams.set('message', entry.text);
    const deadline = startDeadline(timeoutMs);
    try {
      const { statusCode, body } = await pool.request({
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { accept: 'application/json, text/plain', 'x-request-id': entry.requestId },
        signal: deadline.signal,
      });
      // Status decides; the body (whatever the provider puts in it) is read only to free the connection.
      await body.dump({ limit: 16 * 1024 }).catch(() => undefined);
      if (statusCode >= 200 && statusCode < 300) return { done: true, status: statusCode };
      const retry = mayRetryAfterStatus(statusCode);
      return { done: false, retry, uncertain: false, reason: `status ${statusCode}` };
    } catch (err) {
      const code = codeOf(err);
      // A time-out or a dropped connection after sending may mean the SMS went out: do not send it twice.
      const retry = mayRetryAfterError(code);
      const reason = deadline.expired()
        ? `no answer within ${timeoutMs} ms`
        : (code ?? (err instanceof Error ? err.name : 'error'));
      return { done: false, retry, uncertain: !retry, reason };
    } finally {
      deadline.clear();
    }
  }

  async function finish(item: OutboxItem, outcome: SmsOutcome, tries: number): Promise<void> {
    attempts.delete(item.id);
    await outbox.remove(item);
    opts.onOutcome?.(outcome, tries);
  }

  /** Drops a message past its retry time (or unreadable); answers the entry still to send, if any. */
  async function due(item: OutboxItem): Promise<OutboxEntry | undefined> {
    const entry = await outbox.read(item);
    const tries = attempts.get(item.id) ?? 0;
    if (!entry) {
      // Not one of ours (hand-edited, or a crash of the disk): nothing to send, and nobody told.
      log.error({ sms: item.id }, 'SMS dropped: its outbox file is unreadable');
      await finish(item, 'dropped', tries);
      return undefined;
    }
    if (now() - entry.acceptedAt >= retryForMs) {
      // The mobile and text stay out of the log; the request id ties it to the application.
      log.error(
        { requestId: entry.requestId, sms: item.id, attempts: tries, retryForMs },
        'SMS dropped: not sent within its retry time',
      );
      await finish(item, 'dropped', tries);
      return undefined;
    }
    return entry;
  }

  /** One try of one message; 'stop' when the provider is unavailable, so the rest wait too. */
  async function deliver(item: OutboxItem, entry: OutboxEntry): Promise<'next' | 'stop'> {
    const fields = { requestId: entry.requestId, sms: item.id };
    const tries = (attempts.get(item.id) ?? 0) + 1;
    attempts.set(item.id, tries);
    const result = await once(entry);
    if (result.done) {
      provider = { failures: 0, notBefore: 0 };
      log.info({ ...fields, attempts: tries, status: result.status }, 'SMS sent');
      await finish(item, 'sent', tries);
      return 'next';
    }
    if (result.retry) {
      const failures = provider.failures + 1;
      const retryInMs = backoffDelay(failures, backoff);
      provider = { failures, notBefore: now() + retryInMs };
      opts.onOutcome?.('retried', tries);
      log.warn(
        { ...fields, attempts: tries, reason: result.reason, retryInMs, waiting: outbox.depth() },
        'SMS provider unavailable; messages stay in the outbox',
      );
      return 'stop';
    }
    log.error(
      { ...fields, attempts: tries, reason: result.reason },
      result.uncertain
        ? 'SMS not retried: the provider may have sent it, and a second copy must not go out'
        : 'SMS refused by the provider; dropped',
    );
    await finish(item, result.uncertain ? 'uncertain' : 'failed', tries);
    return 'next';
  }

  /** Tries each due message once; while the provider is unavailable, only gives up those past their time. */
  async function pass(): Promise<void> {
    let providerWaiting = now() < provider.notBefore;
    for (const item of await outbox.list()) {
      if (stopped) return;
      try {
        const entry = await due(item);
        if (!entry || providerWaiting) continue;
        if ((await deliver(item, entry)) === 'stop') providerWaiting = true;
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOENT') continue; // removed meanwhile
        throw err;
      }
    }
  }

  /** Runs a pass after the current one; passes never overlap. */
  function runPass(): Promise<void> {
    queued = false;
    chain = chain
      .then(pass)
      .catch((err: unknown) =>
        log.error(
          { err: { name: (err as Error).name, code: codeOf(err) } },
          'SMS outbox pass failed',
        ),
      )
      .finally(schedule);
    return chain;
  }

  function wake(): void {
    if (stopped || queued) return;
    queued = true;
    clearTimeout(timer);
    setImmediate(() => void runPass());
  }

  function schedule(): void {
    if (stopped || queued) return;
    clearTimeout(timer);
    const waits = [opts.rescanMs ?? 60_000];
    if (provider.notBefore > now()) waits.push(provider.notBefore - now());
    timer = setTimeout(wake, Math.max(50, Math.min(...waits)));
    timer.unref();
  }

  const unsubscribe = outbox.onStored(wake);
  if (outbox.depth() > 0)
    log.info({ waiting: outbox.depth() }, 'SMS outbox: resuming messages left by the last run');
  wake();

  /** Messages being written to the outbox: a route may hand one over after its answer (verification/otp-routes.ts). */
  const storing = new Set<Promise<unknown>>();

  return {
    async send(mobile, text, requestId) {
      const put = outbox.put({ mobile, text, requestId, acceptedAt: now() });
      storing.add(put);
      try {
        await put;
      } finally {
        storing.delete(put);
      }
    },
    async drain() {
      await Promise.allSettled(storing);
      if (stopped) return;
      await runPass();
    },
    depth: () => outbox.depth(),
    async close() {
      if (stopped) return;
      stopped = true;
      await Promise.allSettled(storing);
      unsubscribe();
      clearTimeout(timer);
      await chain;
      await pool.close();
    },
  };
}

/** The outbox folder under DATA_DIR, beside the mail spool's. */
export function smsOutboxDir(dataDir: string): string {
  return join(dataDir, 'spool', 'sms');
}
