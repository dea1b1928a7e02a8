// The payment ledger in the database (issue 42): every transaction we start and how it settled, seen by every
// instance, kept across restarts and Redis losing its data. It replaces the Redis and in-memory stores
// (transactions.ts keeps the interface and the memory store for unit tests; decision 0101).
//
// The first outcome stands: a settlement is written only where none is (UPDATE ... WHERE outcome IS NULL), so
// copies of one callback on two instances record one outcome and send both borrowers to the same place. Copies
// verify one after the other under a lease on the row (lock_token, locked_until) rather than a lock held on a
// connection: verify_payment may take seconds, and a held connection is one the embedded database does not have
// to spare. A holder that dies lets its lease lapse.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../database/database.ts';
import {
  MemoryTransactionStore,
  type InitiatedTransaction,
  type NewTransaction,
  type SettleResult,
  type Settlement,
  type TransactionStore,
} from './transactions.ts';
import { RECENT_PAYMENT_MS, type RecentPayment, type RecentPayments } from './recent-payments.ts';

interface Row {
  txnid: string;
  amount: string;
  lead_id: string;
  loan_no: string;
  language: string | null;
  purpose: string;
  initiated_at: Date;
  outcome: 'paid' | 'failed' | null;
  location: string | null;
  settled_at: Date | null;
}

const COLUMNS =
  'txnid, amount, lead_id, loan_no, language, purpose, initiated_at, outcome, location, settled_at';

function toTransaction(row: Row): InitiatedTransaction {
  const tx: InitiatedTransaction = {
    txnid: row.txnid,
    amount: row.amount,
    leadId: row.lead_id,
    loanNo: row.loan_no,
    initiatedAt: row.initiated_at.getTime(),
    ...(row.language === 'en' || row.language === 'hi' ? { language: row.language } : {}),
    ...(row.purpose === 'cooling-off-exit' ? { purpose: row.purpose } : {}),
  };
  if (row.outcome && row.location && row.settled_at && /^\/(?![/\\])/.test(row.location))
    tx.settlement = {
      outcome: row.outcome,
      location: row.location,
      settledAt: row.settled_at.getTime(),
    };
  return tx;
}

export interface LedgerOptions {
  log: FastifyBaseLogger;
  /** How long a settlement lease holds if its holder never releases it (default 10 s: one verify_payment call). */
  lockMs?: number;
  /** How often a waiting copy asks for the lease again (default 50 ms). */
  pollMs?: number;
}

export class LedgerTransactionStore implements TransactionStore {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  readonly #lockMs: number;
  readonly #pollMs: number;
  /** Copies on this instance queue here first, so only one of them at a time asks for the lease. */
  readonly #queue = new MemoryTransactionStore();

  constructor(db: Database, opts: LedgerOptions) {
    this.#db = db;
    this.#log = opts.log;
    this.#lockMs = opts.lockMs ?? 10_000;
    this.#pollMs = opts.pollMs ?? 50;
  }

  async add(tx: NewTransaction): Promise<InitiatedTransaction> {
    const { rows } = await this.#db.query<Row>(
      `INSERT INTO payments (txnid, amount, lead_id, loan_no, language, purpose, initiated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING ${COLUMNS}`,
      [tx.txnid, tx.amount, tx.leadId, tx.loanNo, tx.language ?? null, tx.purpose ?? 'due'],
    );
    return toTransaction(rows[0]!);
  }

  async get(txnid: string): Promise<InitiatedTransaction | undefined> {
    const { rows } = await this.#db.query<Row>(`SELECT ${COLUMNS} FROM payments WHERE txnid = $1`, [
      txnid,
    ]);
    return rows[0] && toTransaction(rows[0]);
  }

  async settle(txnid: string, outcome: Omit<Settlement, 'settledAt'>): Promise<SettleResult> {
    const { rows } = await this.#db.query<Row>(
      `UPDATE payments SET outcome = $2, location = $3, settled_at = now()
       WHERE txnid = $1 AND outcome IS NULL RETURNING ${COLUMNS}`,
      [txnid, outcome.outcome, outcome.location],
    );
    const mine = rows[0] && toTransaction(rows[0]).settlement;
    if (mine) return { settlement: mine, first: true };
    const recorded = (await this.get(txnid))?.settlement;
    if (recorded) return { settlement: recorded, first: false };
    // Not in the ledger (it never was): nothing to record it on; the caller's outcome stands for this answer.
    return { settlement: { ...outcome, settledAt: Date.now() }, first: true };
  }

  async exclusive<T>(txnid: string, work: () => Promise<T>): Promise<T> {
    return this.#queue.exclusive(txnid, async () => {
      const token = await this.#lease(txnid);
      try {
        return await work();
      } finally {
        if (token)
          await this.#db
            .query(
              'UPDATE payments SET lock_token = NULL, locked_until = NULL WHERE txnid = $1 AND lock_token = $2',
              [txnid, token],
            )
            .catch(() => undefined);
      }
    });
  }

  /** Waits for the lease at most a little longer than it can be held; answers its token, or undefined. */
  async #lease(txnid: string): Promise<string | undefined> {
    const token = randomUUID();
    const giveUpAt = Date.now() + this.#lockMs + 1000;
    for (;;) {
      const { rowCount } = await this.#db.query(
        `UPDATE payments SET lock_token = $2, locked_until = now() + make_interval(secs => $3)
         WHERE txnid = $1 AND (locked_until IS NULL OR locked_until < now())`,
        [txnid, token, this.#lockMs / 1000],
      );
      if (rowCount) return token;
      if (Date.now() >= giveUpAt) {
        this.#log.warn(
          { txnid },
          'payment settlement lease not released in time: settling without it',
        );
        return undefined;
      }
      await sleep(this.#pollMs);
    }
  }
}

/**
 * The 72-hour guard (issue 19 item 1) read from the ledger: the latest paid transaction of the loan. Nothing to
 * record separately: the settlement is the record.
 */
export class LedgerRecentPayments implements RecentPayments {
  constructor(private readonly db: Database) {}

  async record(): Promise<void> {}

  async latest(loanNo: string): Promise<RecentPayment | undefined> {
    const { rows } = await this.db.query<{
      txnid: string;
      amount: string;
      purpose: string;
      settled_at: Date;
    }>(
      `SELECT txnid, amount, purpose, settled_at FROM payments
       WHERE loan_no = $1 AND outcome = 'paid' AND settled_at > now() - make_interval(secs => $2)
       ORDER BY settled_at DESC LIMIT 1`,
      [loanNo, RECENT_PAYMENT_MS / 1000],
    );
    const row = rows[0];
    return (
      row && {
        txnid: row.txnid,
        amount: row.amount,
        paidAt: row.settled_at.getTime(),
        ...(row.purpose === 'cooling-off-exit' ? { purpose: row.purpose } : {}),
      }
    );
  }
}
