// Verified payments by loan, for 72 hours (issue 19 item 1): the lending API may take hours to reflect a payment,
// and until it does the lookup would offer Pay Now on a loan just paid. The lookup shows the payment instead, and
// POST /payments/initiate refuses a second gateway page with 409. Shared through Redis like the transactions
// (docs/decisions/0014), kept in memory too for when Redis is away.
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnection } from '../../redis-connection.ts';

export const RECENT_PAYMENT_MS = 72 * 60 * 60 * 1000;

export const recentPaymentSchema = z.object({
  txnid: z.string().max(40),
  /** Two decimals, as initiated and verified. */
  amount: z.string().regex(/^\d{1,9}\.\d{2}$/),
  paidAt: z.number(),
});
export type RecentPayment = z.output<typeof recentPaymentSchema>;

export interface RecentPayments {
  record(loanNo: string, payment: RecentPayment): Promise<void>;
  /** The latest verified payment of the loan in the last 72 hours, if any. */
  latest(loanNo: string): Promise<RecentPayment | undefined>;
}

export class MemoryRecentPayments implements RecentPayments {
  readonly #byLoan = new Map<string, RecentPayment>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async record(loanNo: string, payment: RecentPayment): Promise<void> {
    this.#byLoan.delete(loanNo);
    this.#byLoan.set(loanNo, payment);
    // Oldest first: forget the expired (and, past a bound, the oldest) as new ones come.
    for (const [key, p] of this.#byLoan) {
      if (p.paidAt + RECENT_PAYMENT_MS > this.#now() && this.#byLoan.size <= 100_000) break;
      this.#byLoan.delete(key);
    }
  }

  /** Forgets every payment (tests that pay one loan several times start each from a clean slate). */
  clear(): void {
    this.#byLoan.clear();
  }

  async latest(loanNo: string): Promise<RecentPayment | undefined> {
    const p = this.#byLoan.get(loanNo);
    return p && p.paidAt + RECENT_PAYMENT_MS > this.#now() ? p : undefined;
  }
}

const key = (loanNo: string) => `rf:paid:${loanNo}`;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export class SharedRecentPayments implements RecentPayments {
  readonly #local: MemoryRecentPayments;

  constructor(
    private readonly redis: RedisConnection,
    private readonly log: FastifyBaseLogger,
    local = new MemoryRecentPayments(),
  ) {
    this.#local = local;
  }

  async record(loanNo: string, payment: RecentPayment): Promise<void> {
    await this.#local.record(loanNo, payment);
    if (!this.redis.connected()) return;
    try {
      await this.redis.client.set(key(loanNo), JSON.stringify(payment), 'PX', RECENT_PAYMENT_MS);
    } catch (err) {
      this.redis.failed(err);
    }
  }

  async latest(loanNo: string): Promise<RecentPayment | undefined> {
    const local = await this.#local.latest(loanNo);
    if (!this.redis.usable()) return local;
    try {
      const text = await this.redis.client.get(key(loanNo));
      if (text === null) return local;
      const parsed = recentPaymentSchema.safeParse(parseJson(text));
      if (parsed.success) return parsed.data;
      this.log.error({ loanNo }, 'recent payment in redis is unreadable: ignored');
    } catch (err) {
      this.redis.failed(err);
    }
    return local;
  }
}
