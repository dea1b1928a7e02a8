// The delivery worker: sends each spooled message through SMTP and removes it only after the mail server has
// accepted it. While the server is unreachable it waits with backoff; a message the server refuses waits on its
// own, so one bad message never holds up the rest. Nothing is ever dropped: a message stays until accepted.
import { open } from 'node:fs/promises';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Spool, SpoolItem, SpoolKind } from './spool.ts';
import { backoffDelay, type BackoffPolicy } from '../outbound/backoff.ts';

export interface DeliveryOptions {
  spool: Spool;
  transport: Transporter;
  from: string;
  /** Fixed recipients per kind; a kind without one (a receipt) goes to its message's own To address. */
  recipients: Partial<Record<SpoolKind, string>>;
  backoff: BackoffPolicy;
  /** Rescan the spool this often even when nothing new arrived (an operator may drop files back in). */
  rescanMs?: number;
  /** How long stop() waits for a delivery in flight before giving up on it (the item then stays). */
  stopTimeoutMs?: number;
  log: FastifyBaseLogger;
  /** Told of each attempt's outcome (for metrics): sent, retried (server unreachable) or failed (refused). */
  onOutcome?: (kind: SpoolKind, outcome: DeliveryOutcome) => void;
  /** The clock retry times are kept in (Date.now; a test's own clock). */
  now?: () => number;
}

export type DeliveryOutcome = 'sent' | 'retried' | 'failed';

interface Retry {
  attempts: number;
  notBefore: number;
}

/** Errors that mean the server was not reached or went away; any item would fail the same way now. */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof SpoolReadError) return false;
  const e = error as { responseCode?: number; code?: string };
  if (typeof e.responseCode === 'number') return e.responseCode === 421; // 421: service not available, closing
  return true;
}

export class DeliveryWorker {
  private stopped = false;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private wakeAgain = false;
  /** Server-wide failures: the whole queue waits. */
  private serverRetry: Retry = { attempts: 0, notBefore: 0 };
  /** Per-message refusals. */
  private readonly itemRetry = new Map<string, Retry>();
  /** The last pass found the server's retry not yet due and sent nothing. */
  private serverNotDue = false;
  private readonly unsubscribe: () => void;
  private readonly now: () => number;

  constructor(private readonly o: DeliveryOptions) {
    this.unsubscribe = o.spool.onStored(() => this.wake());
    this.now = o.now ?? Date.now;
  }

  start(): void {
    this.wake();
  }

  /** Runs a pass now, or right after the current one. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass()
      .catch((err: unknown) => this.o.log.error({ err }, 'mail delivery pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wake();
        } else this.schedule();
      });
  }

  /** Stops taking new items; a delivery in flight finishes (or fails and its item stays in the spool). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    clearTimeout(this.timer);
    if (this.running) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.o.stopTimeoutMs ?? 10_000);
      });
      await Promise.race([this.running, deadline]);
      clearTimeout(timer);
    }
    this.o.transport.close();
  }

  /**
   * The next pass: at the earliest moment one could send something (an item waits for its own retry time and for
   * the server's), or at the rescan. A retry time that went by while the pass that found it not yet due was still
   * running is due now, not gone: the worker waited for the rescan (a minute) with a retry due.
   */
  private schedule(): void {
    const now = this.now();
    const server = this.serverRetry.notBefore;
    const waits = [this.o.rescanMs ?? 60_000];
    if (this.serverNotDue || server > now) waits.push(server - now);
    for (const r of this.itemRetry.values()) waits.push(Math.max(r.notBefore, server) - now);
    this.timer = setTimeout(() => this.wake(), Math.max(50, Math.min(...waits)));
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    this.serverNotDue = this.now() < this.serverRetry.notBefore;
    if (this.serverNotDue) return;
    const items = await this.o.spool.list();
    const present = new Set(items.map((i) => i.id));
    for (const id of this.itemRetry.keys()) if (!present.has(id)) this.itemRetry.delete(id);

    for (const item of items) {
      if (this.stopped) return;
      const retry = this.itemRetry.get(item.id);
      if (retry && this.now() < retry.notBefore) continue;
      try {
        await this.send(item);
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') continue; // removed by an operator meanwhile
        if (isConnectionFailure(error)) {
          this.o.onOutcome?.(item.kind, 'retried');
          const attempts = this.serverRetry.attempts + 1;
          const delay = backoffDelay(attempts, this.o.backoff);
          this.serverRetry = { attempts, notBefore: this.now() + delay };
          this.o.log.warn(
            { err: summary(error), attempts, retryInMs: delay, waiting: items.length },
            'mail server unavailable; submissions stay in the spool',
          );
          return;
        }
        this.o.onOutcome?.(item.kind, 'failed');
        const attempts = (retry?.attempts ?? 0) + 1;
        const delay = backoffDelay(attempts, this.o.backoff);
        this.itemRetry.set(item.id, { attempts, notBefore: this.now() + delay });
        this.o.log.error(
          { err: summary(error), kind: item.kind, submission: item.id, attempts, retryInMs: delay },
          'mail server refused a submission; it stays in the spool',
        );
        continue;
      }
      this.serverRetry = { attempts: 0, notBefore: 0 };
      this.itemRetry.delete(item.id);
      await this.o.spool.remove(item);
      this.o.onOutcome?.(item.kind, 'sent');
    }
  }

  private async send(item: SpoolItem): Promise<void> {
    const to = this.o.recipients[item.kind] ?? (await toAddressOf(item.path));
    const raw = await openItem(item.path);
    let info;
    try {
      info = await this.o.transport.sendMail({ envelope: { from: this.o.from, to }, raw });
    } finally {
      // Nodemailer leaves a stream it never read open when the server could not be reached: closed here, each
      // attempt would otherwise hold a file descriptor until garbage collection.
      raw.destroy();
    }
    this.o.log.info(
      { kind: item.kind, submission: item.id, response: info.response },
      'submission delivered',
    );
  }
}

/** The item's own file could not be read (permissions, a folder in its place): a problem of that item alone. */
class SpoolReadError extends Error {
  readonly code?: string;
  constructor(cause: unknown) {
    const code = (cause as { code?: string }).code;
    super(`spool item unreadable${code ? ` (${code})` : ''}`, { cause });
    this.code = code;
  }
}

/** Opens a spooled message for streaming; failures here are the item's, never the mail server's. */
async function openItem(path: string) {
  let handle;
  try {
    handle = await open(path, 'r');
    if (!(await handle.stat()).isFile())
      throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
  } catch (error) {
    await handle?.close().catch(() => {});
    throw new SpoolReadError(error);
  }
  return handle.createReadStream();
}

/** The error without addresses or message text: code, command and the server's reply code. */
function summary(error: unknown) {
  const e = error as { code?: string; command?: string; responseCode?: number; message?: string };
  return { code: e.code, command: e.command, responseCode: e.responseCode, message: e.message };
}

/** The To address of a message we composed ourselves (a receipt to one address), read from its header block. */
async function toAddressOf(path: string): Promise<string> {
  let head: string;
  try {
    const handle = await open(path, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
      head = buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new SpoolReadError(error);
  }
  const headers = head.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const to = /^To:\s*(?:.*<)?([^<>\s@]+@[^<>\s@]+)>?\s*$/im.exec(headers)?.[1];
  if (!to) throw new SpoolReadError(new Error('no To address'));
  return to;
}
