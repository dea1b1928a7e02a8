// One outbox for the whole fleet (issue 43, decision 0145): every SMS and mail is a row of the `outbox` table,
// written by enqueue() in the caller's transaction, so it exists exactly when the record that caused it does.
// Workers on every instance claim due rows with FOR UPDATE SKIP LOCKED under a lease they renew while a try is in
// flight; an instance that dies lets its leases lapse and another claims the rows. Each message keeps its own retry
// time (backoff with jitter, or the provider's Retry-After), so a failing one never delays another; one-time codes
// go first and are dropped once expired; a message failing past its deadline becomes a dead letter.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, type Database, type Queryable } from '../database/database.ts';
import { backoffDelay, type BackoffPolicy } from '../upstreams/outbound/backoff.ts';

export const channels = ['sms', 'mail'] as const;
export type Channel = (typeof channels)[number];

/** What the site sends: SMS codes, notices (application received) and reminders; mail to offices and receipts. */
export const smsKinds = ['code', 'notice', 'reminder'] as const;
export const mailKinds = ['contact', 'careers', 'privacy', 'receipt'] as const;
export type SmsKind = (typeof smsKinds)[number];
export type MailKind = (typeof mailKinds)[number];

export interface NewMessage {
  channel: Channel;
  kind: string;
  recipient: string;
  body: Buffer | string;
  requestId: string;
  /** Higher goes first (codes: 10). */
  priority?: number;
  /** A one-time code's end (epoch ms): past it the SMS is dropped, not sent. It is then also the deadline. */
  expiresAt?: number;
  /** How long it is tried before it becomes a dead letter. */
  retryForMs: number;
  /** Our unique key (the provider's idempotency key, the Message-ID's local part); random when absent. */
  key?: string;
}

/** A row claimed for a try. */
export interface Claimed {
  id: string;
  channel: Channel;
  kind: string;
  recipient: string;
  body: Buffer;
  requestId: string;
  key: string;
  acceptedAt: number;
  expiresAt?: number;
  deadlineAt: number;
  /** Tries so far, this one included. */
  attempts: number;
}

/** What one try came to, as the channel's deliverer judges it. */
export type Attempt =
  | { outcome: 'sent'; detail?: string }
  | { outcome: 'retry'; reason: string; retryAfterMs?: number }
  /** Refused for good (a bad number, say). */
  | { outcome: 'failed'; reason: string }
  /** It may have gone out (a time-out after sending): never tried again on its own, so no second copy. */
  | { outcome: 'uncertain'; reason: string };

export type Deliver = (message: Claimed) => Promise<Attempt>;

/** Per try: sent, retried; the ends of a message that was not sent: expired (a code), dead (a dead letter). */
export type Outcome = 'sent' | 'retried' | 'expired' | 'dead';

export interface ChannelOptions {
  /** Tries in flight at once on this instance: the bound that keeps us inside the provider's limits. */
  concurrency: number;
  backoff: BackoffPolicy;
  /** How long a claim lasts without renewal (renewed every third of it while the try runs). */
  leaseMs?: number;
  /** How often the instance looks for due rows besides being woken by its own commits. */
  pollMs?: number;
}

export interface OutboxOptions {
  log: FastifyBaseLogger;
  /** The clock that judges due, expiry and deadline times (tests pass a fake one). */
  now?: () => number;
  /** Each try's outcome, and each message's end, for the metrics. */
  onOutcome?: (channel: Channel, kind: string, outcome: Outcome) => void;
  random?: () => number;
}

export interface WaitingStats {
  /** Waiting (not dead) per kind, with the age of the oldest in seconds. */
  waiting: Record<string, { count: number; oldestSeconds: number }>;
  dead: Record<string, number>;
}

interface Row {
  id: string;
  channel: Channel;
  kind: string;
  recipient: string;
  body: Buffer;
  request_id: string;
  message_key: string;
  accepted_at: Date;
  expires_at: Date | null;
  deadline_at: Date;
  attempts: number;
}

const CLAIM = `
WITH due AS (
  SELECT id FROM outbox
  WHERE channel = $1 AND state = 'waiting' AND due_at <= $2 AND (claimed_until IS NULL OR claimed_until <= $2)
  ORDER BY priority DESC, due_at, id
  LIMIT $3
  FOR UPDATE SKIP LOCKED
)
UPDATE outbox o SET claimed_by = $4, claimed_until = $5, attempts = o.attempts + 1
FROM due WHERE o.id = due.id
RETURNING o.id, o.channel, o.kind, o.recipient, o.body, o.request_id, o.message_key, o.accepted_at, o.expires_at,
  o.deadline_at, o.attempts`;

/** Short and free of personal data: what the provider said, for the row and the log. */
const clip = (reason: string) => reason.replace(/\d{6,}/g, '…').slice(0, 200);

interface ChannelState {
  deliver: Deliver;
  opts: Required<ChannelOptions>;
  inFlight: Map<string, Claimed>;
  claiming: Promise<void> | undefined;
  again: boolean;
  timer?: NodeJS.Timeout;
  done: Set<Promise<void>>;
}

export class Outbox {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #onOutcome?: OutboxOptions['onOutcome'];
  /** This instance's claims carry this token: a lease is renewed and a row finished only by its holder. */
  readonly token = `${process.pid}-${randomBytes(6).toString('hex')}`;
  readonly #channels = new Map<Channel, ChannelState>();
  #stopped = false;
  #heartbeat?: NodeJS.Timeout;
  #stats: WaitingStats = { waiting: {}, dead: {} };

  constructor(db: Database, opts: OutboxOptions) {
    this.#db = db;
    this.#log = opts.log;
    this.#now = opts.now ?? Date.now;
    this.#random = opts.random ?? Math.random;
    this.#onOutcome = opts.onOutcome;
  }

  /**
   * Writes a message in `client`'s transaction (or on its own when `client` is the database); the workers of this
   * instance are woken once it commits. Nothing is sent here.
   */
  async enqueue(message: NewMessage, client: Queryable = this.#db): Promise<void> {
    const now = this.#now();
    const deadline = message.expiresAt ?? now + message.retryForMs;
    await client.query(
      `INSERT INTO outbox (channel, kind, priority, request_id, recipient, body, message_key, accepted_at, due_at,
         expires_at, deadline_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10)`,
      [
        message.channel,
        message.kind,
        message.priority ?? 0,
        message.requestId,
        message.recipient,
        Buffer.isBuffer(message.body) ? message.body : Buffer.from(message.body, 'utf8'),
        message.key ?? randomBytes(12).toString('hex'),
        new Date(now),
        message.expiresAt === undefined ? null : new Date(message.expiresAt),
        new Date(deadline),
      ],
    );
    afterCommit(client, () => this.wake(message.channel));
  }

  /**
   * Writes a code-sized SMS row and removes it in one transaction: what a code request with nobody to send to
   * costs instead of enqueue(), so its answer takes as long as a customer's (decision 0147).
   */
  async balance(requestId: string): Promise<void> {
    const now = new Date(this.#now());
    await this.#db.transaction(async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO outbox (channel, kind, priority, request_id, recipient, body, message_key, accepted_at, due_at,
           expires_at, deadline_at, state)
         VALUES ('sms', 'code', 10, $1, '0000000000', $2, $3, $4, $4, $4, $4, 'dead') RETURNING id`,
        [requestId, Buffer.alloc(180, 32), randomBytes(12).toString('hex'), now],
      );
      await client.query('DELETE FROM outbox WHERE id = $1', [rows[0]!.id]);
    });
  }

  /** Starts this instance's workers for a channel (a channel with no deliverer, mail without SMTP, just waits). */
  start(channel: Channel, deliver: Deliver, opts: ChannelOptions): void {
    const state: ChannelState = {
      deliver,
      opts: {
        concurrency: opts.concurrency,
        backoff: opts.backoff,
        leaseMs: opts.leaseMs ?? 20_000,
        pollMs: opts.pollMs ?? 1000,
      },
      inFlight: new Map(),
      claiming: undefined,
      again: false,
      done: new Set(),
    };
    this.#channels.set(channel, state);
    if (!this.#heartbeat) {
      const every = Math.min(...[...this.#channels.values()].map((c) => c.opts.leaseMs)) / 3;
      this.#heartbeat = setInterval(() => void this.#renew(), every);
      this.#heartbeat.unref();
    }
    this.wake(channel);
  }

  /** Looks for due rows now (or right after the claim under way). */
  wake(channel: Channel): void {
    const state = this.#channels.get(channel);
    if (!state || this.#stopped) return;
    if (state.claiming) {
      state.again = true;
      return;
    }
    clearTimeout(state.timer);
    state.claiming = this.#claim(channel, state)
      .then(() => undefined)
      .catch((error: unknown) =>
        this.#log.warn({ channel, reason: clip(String(error)) }, 'outbox: claim failed; next poll'),
      )
      .finally(() => {
        state.claiming = undefined;
        if (this.#stopped) return;
        if (state.again) {
          state.again = false;
          this.wake(channel);
          return;
        }
        state.timer = setTimeout(() => this.wake(channel), state.opts.pollMs);
        state.timer.unref();
      });
  }

  /**
   * Tests and the bench: claims and tries everything due now on every started channel, and waits for those tries
   * (a message that is retried waits for its own later time).
   */
  async drain(): Promise<void> {
    for (let round = 0; round < 1000; round++) {
      let busy = false;
      for (const [channel, state] of this.#channels) {
        while (state.claiming) await state.claiming;
        const claimed = await this.#claim(channel, state);
        busy ||= claimed > 0 || state.inFlight.size > 0;
        await Promise.allSettled([...state.done]);
      }
      if (!busy) return;
    }
  }

  /** Claims as many due rows as there is room for and starts their tries; answers how many. */
  async #claim(channel: Channel, state: ChannelState): Promise<number> {
    for (let claimed = 0; ;) {
      const room = state.opts.concurrency - state.inFlight.size;
      if (room <= 0 || this.#stopped) return claimed;
      const now = this.#now();
      const { rows } = await this.#db.query<Row>(CLAIM, [
        channel,
        new Date(now),
        room,
        this.token,
        new Date(now + state.opts.leaseMs),
      ]);
      claimed += rows.length;
      for (const row of rows) {
        const message = toClaimed(row);
        state.inFlight.set(message.id, message);
        const done: Promise<void> = this.#try(channel, state, message).finally(() => {
          state.inFlight.delete(message.id);
          state.done.delete(done);
          if (!this.#stopped) this.wake(channel);
        });
        state.done.add(done);
      }
      if (rows.length < room) return claimed;
    }
  }

  async #try(channel: Channel, state: ChannelState, m: Claimed): Promise<void> {
    const fields = { outbox: m.id, kind: m.kind, requestId: m.requestId, attempts: m.attempts };
    const now = this.#now();
    if (m.expiresAt !== undefined && now >= m.expiresAt) {
      // A code nobody can use any more: sending it would only confuse.
      if (await this.#finish('DELETE FROM outbox WHERE id = $1 AND claimed_by = $2', [m.id]))
        this.#onOutcome?.(channel, m.kind, 'expired');
      this.#log.info(fields, 'outbox: code expired before it could be sent; dropped');
      return;
    }
    if (now >= m.deadlineAt) {
      // Its last failure stays its reason.
      await this.#dead(channel, m, undefined, fields);
      return;
    }
    let attempt: Attempt;
    try {
      attempt = await state.deliver(m);
    } catch (error) {
      attempt = {
        outcome: 'retry',
        reason: clip(error instanceof Error ? error.message : 'error'),
      };
    }
    if (attempt.outcome === 'sent') {
      // Marked sent by deleting the row: never claimed again. Should the database be away just now, the mark is
      // tried until the lease would lapse (the window in which another instance could send it again).
      if (await this.#finish('DELETE FROM outbox WHERE id = $1 AND claimed_by = $2', [m.id], true))
        this.#onOutcome?.(channel, m.kind, 'sent');
      this.#log.info({ ...fields, detail: attempt.detail }, `outbox: ${channel} sent`);
      return;
    }
    if (attempt.outcome === 'retry') {
      const wait = Math.max(
        backoffDelay(m.attempts, state.opts.backoff, this.#random),
        attempt.retryAfterMs ?? 0,
      );
      const due = this.#now() + wait;
      if (due >= (m.expiresAt ?? m.deadlineAt)) {
        if (m.expiresAt !== undefined) {
          if (await this.#finish('DELETE FROM outbox WHERE id = $1 AND claimed_by = $2', [m.id]))
            this.#onOutcome?.(channel, m.kind, 'expired');
          this.#log.warn(
            { ...fields, reason: attempt.reason },
            'outbox: code not sent before it expired; dropped',
          );
          return;
        }
        await this.#dead(channel, m, attempt.reason, fields);
        return;
      }
      await this.#finish(
        `UPDATE outbox SET due_at = $3, claimed_by = NULL, claimed_until = NULL, last_error = $4
         WHERE id = $1 AND claimed_by = $2`,
        [m.id, new Date(due), clip(attempt.reason)],
      );
      this.#onOutcome?.(channel, m.kind, 'retried');
      this.#log.warn(
        { ...fields, reason: clip(attempt.reason), retryInMs: wait },
        `outbox: ${channel} not delivered; tried again later`,
      );
      if (wait < state.opts.pollMs) setTimeout(() => this.wake(channel), wait).unref();
      return;
    }
    await this.#dead(channel, m, `${attempt.outcome}: ${attempt.reason}`, fields);
  }

  async #dead(
    channel: Channel,
    m: Claimed,
    reason: string | undefined,
    fields: object,
  ): Promise<void> {
    const marked = await this.#finish(
      `UPDATE outbox SET state = 'dead', dead_at = $3, claimed_by = NULL, claimed_until = NULL,
         last_error = COALESCE($4, last_error)
       WHERE id = $1 AND claimed_by = $2`,
      [m.id, new Date(this.#now()), reason === undefined ? null : clip(reason)],
    );
    if (!marked) return;
    this.#onOutcome?.(channel, m.kind, 'dead');
    // Logged once, here, when it becomes one: `npm run outbox -- dead` lists it, `requeue` sends it again.
    this.#log.error(
      { ...fields, reason: reason === undefined ? 'past its deadline' : clip(reason) },
      `outbox: ${channel} is a dead letter (npm run outbox -- dead)`,
    );
  }

  /** Runs a finishing statement on a row this instance holds; false when the row is no longer ours. */
  async #finish(sql: string, values: unknown[], persist = false): Promise<boolean> {
    const [id, ...rest] = values;
    const started = Date.now();
    for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
      try {
        const { rowCount } = await this.#db.query(sql, [id, this.token, ...rest]);
        if (!rowCount)
          this.#log.warn({ outbox: id }, 'outbox: lease lost before the try was recorded');
        return (rowCount ?? 0) > 0;
      } catch (error) {
        // Persisting is worth it only while our lease holds: after that another instance may have claimed it.
        if (!persist || this.#stopped || Date.now() - started > 15_000) {
          this.#log.error(
            { outbox: id, reason: clip(String(error)) },
            'outbox: could not record a try; the message may be tried again',
          );
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** Extends the leases of every try in flight on this instance. */
  async #renew(): Promise<void> {
    for (const state of this.#channels.values()) {
      const ids = [...state.inFlight.keys()];
      if (ids.length === 0) continue;
      await this.#db
        .query(
          'UPDATE outbox SET claimed_until = $3 WHERE id = ANY($1::bigint[]) AND claimed_by = $2',
          [ids, this.token, new Date(this.#now() + state.opts.leaseMs)],
        )
        .catch(() => undefined);
    }
  }

  /** Counts from the database, kept for the metrics and /readyz (which read them without a query). */
  async refreshStats(): Promise<WaitingStats> {
    const { rows } = await this.#db.query<{
      kind: string;
      state: string;
      count: string;
      oldest: Date;
    }>(
      `SELECT kind, state, count(*) AS count, min(accepted_at) AS oldest FROM outbox GROUP BY kind, state`,
    );
    const stats: WaitingStats = { waiting: {}, dead: {} };
    const now = this.#now();
    for (const row of rows) {
      if (row.state === 'dead') stats.dead[row.kind] = Number(row.count);
      else
        stats.waiting[row.kind] = {
          count: Number(row.count),
          oldestSeconds: Math.max(0, (now - row.oldest.getTime()) / 1000),
        };
    }
    this.#stats = stats;
    return stats;
  }

  get stats(): WaitingStats {
    return this.#stats;
  }

  /** Stops claiming; waits (bounded) for the tries in flight, whose rows are then finished or left to lapse. */
  async close(timeoutMs = 10_000): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    clearInterval(this.#heartbeat);
    const pending: Promise<unknown>[] = [];
    for (const state of this.#channels.values()) {
      clearTimeout(state.timer);
      if (state.claiming) pending.push(state.claiming);
      pending.push(...state.done);
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(pending),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }
}

function toClaimed(row: Row): Claimed {
  return {
    id: String(row.id),
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    body: row.body,
    requestId: row.request_id,
    key: row.message_key,
    acceptedAt: row.accepted_at.getTime(),
    expiresAt: row.expires_at?.getTime(),
    deadlineAt: row.deadline_at.getTime(),
    attempts: row.attempts,
  };
}

export interface DeadLetter {
  id: string;
  channel: Channel;
  kind: string;
  requestId: string;
  acceptedAt: string;
  deadAt: string;
  attempts: number;
  lastError: string | null;
}

/** The dead letters, oldest first, without recipient or text (operators: npm run outbox -- dead). */
export async function listDeadLetters(db: Queryable): Promise<DeadLetter[]> {
  const { rows } = await db.query<{
    id: string;
    channel: Channel;
    kind: string;
    request_id: string;
    accepted_at: Date;
    dead_at: Date;
    attempts: number;
    last_error: string | null;
  }>(
    `SELECT id, channel, kind, request_id, accepted_at, dead_at, attempts, last_error
     FROM outbox WHERE state = 'dead' ORDER BY dead_at, id`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    channel: r.channel,
    kind: r.kind,
    requestId: r.request_id,
    acceptedAt: r.accepted_at.toISOString(),
    deadAt: r.dead_at.toISOString(),
    attempts: r.attempts,
    lastError: r.last_error,
  }));
}

/**
 * Puts dead letters back in line, due now with a fresh deadline (`retryForMs` from now): the ids given, or every
 * one. A code is not requeued: it has expired. Answers how many were requeued.
 */
export async function requeueDeadLetters(
  db: Queryable,
  ids: string[] | 'all',
  retryForMs: number,
  channel: Channel,
  now = Date.now(),
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE outbox SET state = 'waiting', dead_at = NULL, due_at = $1, deadline_at = $2, attempts = 0
     WHERE state = 'dead' AND kind <> 'code' AND channel = $4 AND ($3::bigint[] IS NULL OR id = ANY($3::bigint[]))`,
    [new Date(now), new Date(now + retryForMs), ids === 'all' ? null : ids, channel],
  );
  return rowCount ?? 0;
}
