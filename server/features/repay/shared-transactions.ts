// The transaction store for several instances (REDIS_URL): every transaction is written to Redis, where any
// instance finds it, and to this instance's memory, which answers whenever Redis cannot (docs/decisions/0014).
//
// In Redis each transaction is one hash, `rf:txn:<txnid>`, expiring 24 hours after it started: field `tx` holds
// the transaction, field `settlement` the outcome, set only if absent (one Lua script), so copies of a callback on
// two instances record one outcome and send both borrowers to the same place. A short-lived lock,
// `rf:txn-lock:<txnid>`, makes such copies verify one after the other; if its holder dies the lock expires.
// Redis is asked whenever connected, even in the pause the rate limits take after a slow reply: a payment kept
// locally is a callback refused by another instance, and each command is still bounded by its time-out.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnection } from '../../redis-connection.ts';
import {
  MemoryTransactionStore,
  TRANSACTION_TTL_MS,
  initiatedTransactionSchema,
  settlementSchema,
  type InitiatedTransaction,
  type NewTransaction,
  type SettleResult,
  type Settlement,
  type TransactionStore,
} from './transactions.ts';

export const transactionKey = (txnid: string) => `rf:txn:${txnid}`;
export const lockKey = (txnid: string) => `rf:txn-lock:${txnid}`;

/** Sets the settlement unless one is there; answers [1, ours] or [0, the one already there]; nil if no such hash
 * (never initiated through Redis, or expired: creating it here would leave a key without expiry). */
const SETTLE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
if redis.call('HSETNX', KEYS[1], 'settlement', ARGV[1]) == 1 then return {1, ARGV[1]} end
return {0, redis.call('HGET', KEYS[1], 'settlement')}`;

/** Deletes the lock only if it is still ours: it may have expired and been taken by another instance. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

interface Scripts {
  rfSettleTransaction(key: string, settlement: string): Promise<[number, string] | null>;
  rfReleaseLock(key: string, token: string): Promise<number>;
}

export interface SharedTransactionStoreOptions {
  log: FastifyBaseLogger;
  /** Default 24 hours, as in memory. */
  ttlMs?: number;
  /** How long a settlement lock holds if its holder never releases it (default 10 s: one verify_payment call). */
  lockMs?: number;
  /** How often a waiting copy asks for the lock again (default 50 ms). */
  pollMs?: number;
  /** This instance's own store (tests pass one to look inside). */
  local?: MemoryTransactionStore;
}

const parseJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export class SharedTransactionStore implements TransactionStore {
  readonly #redis: RedisConnection;
  readonly #scripts: Scripts;
  readonly #local: MemoryTransactionStore;
  readonly #log: FastifyBaseLogger;
  readonly #ttlMs: number;
  readonly #lockMs: number;
  readonly #pollMs: number;
  /** Set once a transaction could not be shared, cleared when one is again: the warning is logged once. */
  #warned = false;

  constructor(redis: RedisConnection, opts: SharedTransactionStoreOptions) {
    this.#redis = redis;
    this.#log = opts.log;
    this.#ttlMs = opts.ttlMs ?? TRANSACTION_TTL_MS;
    this.#lockMs = opts.lockMs ?? 10_000;
    this.#pollMs = opts.pollMs ?? 50;
    this.#local = opts.local ?? new MemoryTransactionStore({ ttlMs: this.#ttlMs });
    redis.client.defineCommand('rfSettleTransaction', { numberOfKeys: 1, lua: SETTLE });
    redis.client.defineCommand('rfReleaseLock', { numberOfKeys: 1, lua: RELEASE });
    this.#scripts = redis.client as unknown as Scripts;
  }

  async add(tx: NewTransaction): Promise<InitiatedTransaction> {
    const entry = await this.#local.add(tx);
    if (!this.#redis.connected()) {
      this.#keptLocally();
      return entry;
    }
    try {
      const key = transactionKey(tx.txnid);
      const replies = await this.#redis.client
        .multi()
        .hset(key, 'tx', JSON.stringify(entry))
        .pexpire(key, this.#ttlMs)
        .exec();
      const failed = replies?.find(([error]) => error)?.[0];
      if (!replies || failed) throw failed ?? new Error('transaction discarded');
      if (this.#warned) {
        this.#warned = false;
        this.#log.info('payment transactions are shared through redis again');
      }
    } catch (err) {
      this.#redis.failed(err);
      this.#keptLocally();
    }
    return entry;
  }

  async get(txnid: string): Promise<InitiatedTransaction | undefined> {
    const local = await this.#local.get(txnid);
    const shared = await this.#readShared(txnid);
    if (!shared) return local;
    // Redis is what every instance sees; a settlement only here was recorded while Redis was away.
    return { ...shared, settlement: shared.settlement ?? local?.settlement };
  }

  async settle(txnid: string, outcome: Omit<Settlement, 'settledAt'>): Promise<SettleResult> {
    const ours: Settlement = { ...outcome, settledAt: Date.now() };
    if (this.#redis.connected()) {
      try {
        const reply = await this.#scripts.rfSettleTransaction(
          transactionKey(txnid),
          JSON.stringify(ours),
        );
        const recorded = reply && settlementSchema.safeParse(parseJson(reply[1]));
        if (recorded?.success) {
          // Kept here too, so a repeat callback gets the same answer should Redis go away.
          await this.#local.settle(txnid, recorded.data);
          return { settlement: recorded.data, first: reply![0] === 1 };
        }
        if (reply) this.#unreadable(txnid, 'settlement');
      } catch (err) {
        this.#redis.failed(err);
      }
    }
    return this.#local.settle(txnid, ours);
  }

  async exclusive<T>(txnid: string, work: () => Promise<T>): Promise<T> {
    // Copies on this instance queue here first, so only one of them at a time asks Redis for the lock.
    return this.#local.exclusive(txnid, async () => {
      const token = await this.#lock(txnid);
      try {
        return await work();
      } finally {
        // Should this fail, the lock expires by itself.
        if (token) await this.#scripts.rfReleaseLock(lockKey(txnid), token).catch(() => undefined);
      }
    });
  }

  /** Waits for the lock at most a little longer than it can be held; without Redis, goes on unlocked (the outcome is
   * still recorded once, by the script). Answers the token that releases it, or undefined. */
  async #lock(txnid: string): Promise<string | undefined> {
    const token = randomUUID();
    const giveUpAt = Date.now() + this.#lockMs + 1000;
    while (this.#redis.connected()) {
      try {
        const taken = await this.#redis.client.set(lockKey(txnid), token, 'PX', this.#lockMs, 'NX');
        if (taken === 'OK') return token;
      } catch (err) {
        this.#redis.failed(err);
        return undefined;
      }
      if (Date.now() >= giveUpAt) {
        this.#log.warn(
          { txnid },
          'payment settlement lock not released in time: settling without it',
        );
        return undefined;
      }
      await sleep(this.#pollMs);
    }
    return undefined;
  }

  async #readShared(txnid: string): Promise<InitiatedTransaction | undefined> {
    if (!this.#redis.connected()) return undefined;
    let fields: Record<string, string>;
    try {
      fields = await this.#redis.client.hgetall(transactionKey(txnid));
    } catch (err) {
      this.#redis.failed(err);
      return undefined;
    }
    if (fields.tx === undefined) return undefined;
    const tx = initiatedTransactionSchema.safeParse(parseJson(fields.tx));
    if (!tx.success || tx.data.txnid !== txnid) return this.#unreadable(txnid, 'transaction');
    if (fields.settlement === undefined) return tx.data;
    const settlement = settlementSchema.safeParse(parseJson(fields.settlement));
    if (!settlement.success) return this.#unreadable(txnid, 'settlement');
    return { ...tx.data, settlement: settlement.data };
  }

  /** Something else wrote that key, or a bug did: treat it as unknown rather than trust or crash on it. */
  #unreadable(txnid: string, what: string): undefined {
    this.#log.error({ txnid, what }, 'payment transaction in redis is unreadable: ignored');
    return undefined;
  }

  #keptLocally(): void {
    if (this.#warned) return;
    this.#warned = true;
    this.#log.warn(
      'redis unavailable: payment transactions are kept on this instance only; a callback reaching another instance is refused until redis is back',
    );
  }
}
