// Annual percentage rate on the net disbursed amount, as the RBI's Key Facts Statement circular (15 April 2024)
// prescribes: one formula for a loan repaid in a single payment, and the internal rate of return of the cash
// flows for a loan repaid in instalments (the circular's Annex B illustration).

export interface SingleRepayment {
  /** What reaches the borrower's account: the loan less every fee and tax deducted at disbursement. */
  net: number;
  /** Everything the borrower pays back: principal and interest. */
  repayable: number;
  days: number;
}

/** APR in percent: (repayable - net) / net x 365 / days x 100. */
export function singleRepaymentApr({ net, repayable, days }: SingleRepayment): number {
  if (!(net > 0) || !(days > 0)) throw new RangeError('net and days must be positive');
  return ((repayable - net) / net) * (365 / days) * 100;
}

export interface InstalmentLoan {
  net: number;
  /** The instalments in order, one per period. */
  instalments: readonly number[];
  /** Periods in a year: 12 for monthly instalments. */
  periodsPerYear: number;
}

/** Present value at rate r per period of the instalments, paid at the end of periods 1, 2, ... */
function presentValue(instalments: readonly number[], r: number): number {
  let pv = 0;
  let discount = 1;
  for (const payment of instalments) {
    discount /= 1 + r;
    pv += payment * discount;
  }
  return pv;
}

/**
 * APR in percent by the IRR method: the rate per period r with net = sum of instalment_k / (1 + r)^k, times the
 * periods in a year (the circular's Annex B annualises the monthly IRR by x 12). Bisection, because the present
 * value falls monotonically in r and so the root is unique and bracketed: it cannot diverge as Newton can.
 */
export function instalmentApr({ net, instalments, periodsPerYear }: InstalmentLoan): number {
  const total = instalments.reduce((sum, x) => sum + x, 0);
  if (!(net > 0) || instalments.length === 0 || instalments.some((x) => !(x >= 0)))
    throw new RangeError('net must be positive and instalments non-negative');
  if (total <= net) throw new RangeError('the instalments must repay more than the net amount');
  let low = 0;
  let high = 1;
  while (presentValue(instalments, high) > net) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const mid = (low + high) / 2;
    if (presentValue(instalments, mid) > net) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * periodsPerYear * 100;
}

/** An APR as printed: two decimals, as the circular's own example (17.10%). */
export const roundApr = (apr: number) => Math.round(apr * 100) / 100;
