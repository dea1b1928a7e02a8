// The one way the server talks to PostgreSQL: a `pg` pool, whether the server is a real PostgreSQL (DATABASE_URL)
// or the embedded PGlite (embedded.ts serves it on a private socket), so both run the same SQL through the same
// driver (decision 0100). Every write of a record goes through transaction(): the record, its reference number and
// what it causes commit together, a serialization failure or deadlock is retried, and a database that cannot be
// reached becomes one 503 with Retry-After in the reader's language, never a 500.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.ts';
import { serverMessages } from '../../shared/server-messages.ts';

/** A connection in a transaction, or the database itself (one statement, its own transaction). */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** Work to run once a transaction's client has committed (the outbox wakes its workers: afterCommit). */
const commitHooks = new WeakMap<object, Array<() => void>>();

/**
 * Runs `hook` once what `client` wrote is committed: at once when `client` is not in a transaction (the Database
 * itself), after COMMIT when it is a transaction's client; never when that transaction rolls back.
 */
export function afterCommit(client: Queryable, hook: () => void): void {
  const hooks = commitHooks.get(client);
  if (hooks) hooks.push(hook);
  else hook();
}

/** SQLSTATEs worth running the whole transaction again for: nothing was written. */
const RETRYABLE = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);
/** A unique violation: retried only where the caller says a second try draws new values (a fresh id, say). */
const UNIQUE_VIOLATION = '23505';

/** Seconds a client is told to wait when the database is away. */
export const DATABASE_RETRY_AFTER_S = 10;

const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/**
 * True when the error says the database could not be reached or went away (refused, reset, timed out, shutting
 * down, too many connections), as opposed to a statement the database refused.
 */
export function isUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return state.startsWith('08') || state.startsWith('57P') || state === '53300';
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /timeout|terminated|Connection|connect|ended/i.test(message);
}

/** The answer to a caller while the database is away: 503, Retry-After, a plain message in both languages. */
export function databaseUnavailable(cause?: unknown): AppError {
  const error = new AppError(503, serverMessages.recordsUnavailable, undefined, { cause });
  error.retryAfter = DATABASE_RETRY_AFTER_S;
  return error;
}

export interface TransactionOptions {
  /** Also retry a unique violation (default false): for work that draws a new key on each try. */
  retryUniqueViolation?: boolean;
  /** Tries in all (default 5). */
  tries?: number;
  isolation?: 'read committed' | 'serializable';
}

export interface DatabaseOptions {
  log: FastifyBaseLogger;
  /** Connections at most (the embedded database takes one). */
  max: number;
  /** What the readiness details and log lines call it: 'embedded' or the server's host. */
  label: string;
  /** Runs when the pool is ended (the embedded server stops with it). */
  onEnd?: () => Promise<void>;
  /** The embedded database's files, for a template (tests). */
  dump?: () => Promise<Blob>;
  /** Idle connections do not keep the process alive (tests' shared database). */
  detached?: boolean;
}

export class Database {
  readonly pool: pg.Pool;
  readonly label: string;
  readonly #log: FastifyBaseLogger;
  readonly #onEnd?: () => Promise<void>;
  /** Present for the embedded database only. */
  readonly dump?: () => Promise<Blob>;
  /** The last connection failure's reason while the database is away, undefined while it answers. */
  #down?: string;
  #ended = false;

  constructor(config: pg.PoolConfig, opts: DatabaseOptions) {
    this.pool = new pg.Pool({
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      // A statement never holds a borrower's request for long: past this it is cancelled and answered 503.
      statement_timeout: 10_000,
      query_timeout: 12_000,
      application_name: 'rupeeflow-site',
      ...config,
      max: opts.max,
      allowExitOnIdle: opts.detached === true,
    });
    this.label = opts.label;
    this.#log = opts.log;
    this.#onEnd = opts.onEnd;
    this.dump = opts.dump;
    // An idle connection that breaks (the server restarted) must not crash the process: the pool drops it.
    this.pool.on('error', (error) => this.#failed(error));
  }

  /** Why the database is unreachable, or undefined while it answers. */
  get down(): string | undefined {
    return this.#down;
  }

  /** One statement on any connection. Unreachable: throws the 503 (databaseUnavailable). */
  async query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>> {
    try {
      const result = await this.pool.query<R>(text, values);
      this.#up();
      return result;
    } catch (error) {
      throw this.#translate(error);
    }
  }

  /**
   * Runs `work` in one transaction on one connection and commits; retried from the start on a serialization
   * failure or deadlock (and a unique violation when asked). `work` must use only the client it is given: the
   * embedded database has a single connection, so a query on the pool inside `work` would wait forever.
   */
  async transaction<T>(
    work: (client: Queryable) => Promise<T>,
    opts: TransactionOptions = {},
  ): Promise<T> {
    const tries = opts.tries ?? 5;
    for (let attempt = 1; ; attempt++) {
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (error) {
        throw this.#translate(error);
      }
      let broken: unknown;
      const hooks: Array<() => void> = [];
      commitHooks.set(client, hooks);
      try {
        await client.query(
          opts.isolation === 'serializable'
            ? 'BEGIN ISOLATION LEVEL SERIALIZABLE'
            : 'BEGIN ISOLATION LEVEL READ COMMITTED',
        );
        const result = await work(client);
        await client.query('COMMIT');
        this.#up();
        commitHooks.delete(client);
        for (const hook of hooks) hook();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError;
        });
        const state = sqlState(error);
        const again =
          (state && RETRYABLE.has(state)) ||
          (state === UNIQUE_VIOLATION && opts.retryUniqueViolation === true);
        if (again && attempt < tries) {
          this.#log.info({ sqlState: state, attempt }, 'database transaction retried');
          continue;
        }
        throw this.#translate(error);
      } finally {
        commitHooks.delete(client);
        // A connection whose rollback failed is broken: destroy it rather than hand it to the next caller.
        client.release(broken instanceof Error ? broken : undefined);
      }
    }
  }

  /** Readiness: one round trip. */
  async ping(): Promise<boolean> {
    try {
      await this.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async end(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    await this.pool.end();
    await this.#onEnd?.();
  }

  #translate(error: unknown): unknown {
    if (error instanceof AppError) return error;
    if (!isUnavailable(error)) return error;
    this.#failed(error);
    return databaseUnavailable(error);
  }

  #failed(error: unknown): void {
    const reason = describeFailure(error);
    if (this.#down === undefined)
      this.#log.error({ database: this.label, reason }, 'database unreachable');
    this.#down = reason;
  }

  #up(): void {
    if (this.#down === undefined) return;
    this.#down = undefined;
    this.#log.info({ database: this.label }, 'database reachable again');
  }
}

/** A failure in words an operator can act on, without the connection string (it may hold a password). */
export function describeFailure(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}`.slice(0, 200) : message.slice(0, 200);
}
