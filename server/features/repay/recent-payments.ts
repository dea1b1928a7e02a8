// Verified payments by loan, for 72 hours (issue 19 item 1): the lending API may take hours to reflect a payment,
// and until it does the lookup would offer Pay Now on a loan just paid. The lookup shows the payment instead, and
// POST /payments/initiate refuses a second gateway page with 409. The server reads it from the payment ledger
// (ledger.ts, issue 42); the memory one serves unit tests.
import { z } from 'zod';
import { paymentPurposes } from '../../../shared/schemas/payment.ts';
import { RECENT_PAYMENT_MS } from '../../records/payment-history.ts';

// One constant for the repay page's guard and My loans' Pay Now (issue 46): the records layer holds it.
export { RECENT_PAYMENT_MS };

export const recentPaymentSchema = z.object({
  txnid: z.string().max(40),
  /** Two decimals, as initiated and verified. */
  amount: z.string().regex(/^\d{1,9}\.\d{2}$/),
  paidAt: z.number(),
  /** Absent on the amount due; the cooling-off exit (issue 45) is named on the repay page. */
  purpose: z.enum(paymentPurposes).optional(),
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
