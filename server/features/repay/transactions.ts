// The transactions we initiated, keyed by txnid, so a callback can be checked against what we asked for.
//
// Two stores behind one interface: the ledger in the database (ledger.ts, issue 42), which the server uses, so a
// callback may reach any instance, before or after a restart; and this file's in-memory one (unit tests, and the
// ledger's per-instance queue of copies of one callback).
import { z } from 'zod';
import { paymentPurposes } from '../../../shared/schemas/payment.ts';

/** What is stored. Read back from Redis through these schemas: its content is outside input like any other. */
export const settlementSchema = z.object({
  outcome: z.enum(['paid', 'failed']),
  /** Where the borrower was sent; a repeated callback is sent to the same place. A path of ours, never another host. */
  location: z.string().regex(/^\/(?![/\\])/),
  settledAt: z.number(),
});

export const initiatedTransactionSchema = z.object({
  txnid: z.string().min(1),
  /** Two decimals, exactly as sent to the gateway. */
  amount: z.string().regex(/^\d+\.\d{2}$/),
  leadId: z.string(),
  loanNo: z.string(),
  initiatedAt: z.number(),
  /** The language the borrower started in: the pages after the gateway answer in it (decision 0051). */
  language: z.enum(['en', 'hi']).optional(),
  /** What it pays for; absent on the amount due (issue 45: the cooling-off exit). */
  purpose: z.enum(paymentPurposes).optional(),
});

export type Settlement = z.infer<typeof settlementSchema>;
export type InitiatedTransaction = z.infer<typeof initiatedTransactionSchema> & {
  settlement?: Settlement;
};
export type NewTransaction = Omit<InitiatedTransaction, 'initiatedAt' | 'settlement'>;

export interface SettleResult {
  /** The outcome in effect: this call's, or the one recorded first by another copy of the callback. */
  settlement: Settlement;
  /** True when this call's outcome is the one in effect. */
  first: boolean;
}

export interface TransactionStore {
  /** Remembers a transaction as it starts. Does not fail for want of a shared store: it is then kept locally. */
  add(tx: NewTransaction): Promise<InitiatedTransaction>;
  /** The transaction and its settlement, if any; undefined when unknown, expired or unreadable. */
  get(txnid: string): Promise<InitiatedTransaction | undefined>;
  /** Records how a transaction ended unless an outcome is already recorded: the first outcome stands. */
  settle(txnid: string, settlement: Omit<Settlement, 'settledAt'>): Promise<SettleResult>;
  /**
   * Runs `work` while no other settlement of this txnid runs (on any instance sharing the store), so copies of
   * one callback arriving together verify one after the other and the later ones find the outcome recorded.
   */
  exclusive<T>(txnid: string, work: () => Promise<T>): Promise<T>;
}

export interface MemoryTransactionStoreOptions {
  /** How long a transaction is remembered after it starts (default 24 hours). */
  ttlMs?: number;
  /** Past this many, the oldest are forgotten first (default 100,000: a few MB). */
  maxEntries?: number;
  now?: () => number;
}

export const TRANSACTION_TTL_MS = 24 * 60 * 60 * 1000;

export class MemoryTransactionStore implements TransactionStore {
  readonly #entries = new Map<string, InitiatedTransaction>();
  /** The last queued run per txnid: a new run waits for it. */
  readonly #tails = new Map<string, Promise<unknown>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(opts: MemoryTransactionStoreOptions = {}) {
    this.#ttlMs = opts.ttlMs ?? TRANSACTION_TTL_MS;
    this.#maxEntries = opts.maxEntries ?? 100_000;
    this.#now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  async add(tx: NewTransaction): Promise<InitiatedTransaction> {
    this.#prune();
    const entry: InitiatedTransaction = { ...tx, initiatedAt: this.#now() };
    this.#entries.set(tx.txnid, entry);
    return { ...entry };
  }

  async get(txnid: string): Promise<InitiatedTransaction | undefined> {
    const entry = this.#entries.get(txnid);
    if (entry && this.#expired(entry)) {
      this.#entries.delete(txnid);
      return undefined;
    }
    return entry && { ...entry };
  }

  /** `settledAt` may be given: the shared store mirrors here an outcome recorded elsewhere, with its time. */
  async settle(
    txnid: string,
    settlement: Omit<Settlement, 'settledAt'> & { settledAt?: number },
  ): Promise<SettleResult> {
    const ours: Settlement = { ...settlement, settledAt: settlement.settledAt ?? this.#now() };
    const entry = this.#entries.get(txnid);
    if (entry?.settlement) return { settlement: entry.settlement, first: false };
    if (entry) entry.settlement = ours;
    return { settlement: ours, first: true };
  }

  async exclusive<T>(txnid: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(txnid);
    const run = (previous ?? Promise.resolve()).then(() => work());
    const tail = run.catch(() => undefined);
    this.#tails.set(txnid, tail);
    try {
      return await run;
    } finally {
      if (this.#tails.get(txnid) === tail) this.#tails.delete(txnid);
    }
  }

  #expired(entry: InitiatedTransaction): boolean {
    return this.#now() - entry.initiatedAt > this.#ttlMs;
  }

  /** Entries sit in the order they started, so the expired and the oldest are at the front. */
  #prune(): void {
    for (const [txnid, entry] of this.#entries) {
      if (!this.#expired(entry) && this.#entries.size < this.#maxEntries) break;
      this.#entries.delete(txnid);
    }
  }
}
