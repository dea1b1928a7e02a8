// The transactions we initiated, keyed by txnid, so a callback can be checked against what we asked for.
//
// In memory with a time to live: right for one instance. With several instances behind a balancer, or across a
// restart, a callback can reach an instance that never saw the txnid and is refused as unknown; such a deployment
// needs this store in a shared place (Redis, beside the rate limits) before it takes payments.

export interface Settlement {
  outcome: 'paid' | 'failed';
  /** Where the borrower was sent; a repeated callback is sent to the same place. */
  location: string;
  settledAt: number;
}

export interface InitiatedTransaction {
  txnid: string;
  /** Two decimals, exactly as sent to the gateway. */
  amount: string;
  leadId: string;
  loanNo: string;
  initiatedAt: number;
  settlement?: Settlement;
}

export interface TransactionStoreOptions {
  /** How long a transaction is remembered after it starts (default 24 hours). */
  ttlMs?: number;
  /** Past this many, the oldest are forgotten first (default 100,000: a few MB). */
  maxEntries?: number;
  now?: () => number;
}

export class TransactionStore {
  readonly #entries = new Map<string, InitiatedTransaction>();
  readonly #inFlight = new Map<string, Promise<unknown>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(opts: TransactionStoreOptions = {}) {
    this.#ttlMs = opts.ttlMs ?? 24 * 60 * 60 * 1000;
    this.#maxEntries = opts.maxEntries ?? 100_000;
    this.#now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  add(tx: Omit<InitiatedTransaction, 'initiatedAt' | 'settlement'>): InitiatedTransaction {
    this.#prune();
    const entry: InitiatedTransaction = { ...tx, initiatedAt: this.#now() };
    this.#entries.set(tx.txnid, entry);
    return entry;
  }

  get(txnid: string): InitiatedTransaction | undefined {
    const entry = this.#entries.get(txnid);
    if (entry && this.#expired(entry)) {
      this.#entries.delete(txnid);
      return undefined;
    }
    return entry;
  }

  settle(txnid: string, settlement: Omit<Settlement, 'settledAt'>): void {
    const entry = this.#entries.get(txnid);
    if (entry) entry.settlement = { ...settlement, settledAt: this.#now() };
  }

  /**
   * Runs `work` for a txnid unless it is already running, in which case the caller joins that run:
   * two copies of one callback arriving together make one verification, and the second is told it joined.
   */
  async once<T>(txnid: string, work: () => Promise<T>): Promise<{ result: T; joined: boolean }> {
    const running = this.#inFlight.get(txnid) as Promise<T> | undefined;
    if (running) return { result: await running, joined: true };
    const started = work().finally(() => this.#inFlight.delete(txnid));
    this.#inFlight.set(txnid, started);
    return { result: await started, joined: false };
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
