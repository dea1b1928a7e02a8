// A borrower's own Key Fact Statement figures (issue 46): the loan amount, rate, dates the lending API gives for their
// loan, and what the one terms module (product-terms.ts, through the calculator) makes of them: processing fee, GST,
// net disbursed, interest, total repayable and APR. A figure that needs something the lending API did not give is
// null, and the page says so instead of guessing.
import { quoteLoan } from './calculator.ts';
import { annualRate, productTerms } from './product-terms.ts';

export interface LoanKfsInput {
  /** The loan amount (principal) in rupees, as the lending API gives it. */
  amount: number | null;
  /** Rate of interest in percent a day, as the lending API gives it. */
  rate: number | null;
  /** YYYY-MM-DD. */
  disbursedOn: string | null;
  dueOn: string | null;
}

export interface LoanKfs {
  amount: number | null;
  dailyRate: number | null;
  /** The daily rate x 365, as the interest policy quotes it. */
  annualRate: number | null;
  processingFee: number | null;
  gstOnFee: number | null;
  /** What reached the borrower's account. */
  net: number | null;
  tenureDays: number | null;
  interest: number | null;
  repayable: number | null;
  /** Percent, two decimals, on the net disbursed amount (RBI KFS circular). */
  apr: number | null;
  penalChargePercentPerDay: number;
  coolingOffDays: number;
  disbursedOn: string | null;
  dueOn: string | null;
}

const toPaise = (rupees: number) => Math.round(rupees * 100) / 100;

/** Whole days from `from` to `to` (both YYYY-MM-DD), or null when either is missing or the order is wrong. */
export function daysBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const days = Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000,
  );
  return Number.isInteger(days) && days > 0 ? days : null;
}

export function loanKfs(input: LoanKfsInput): LoanKfs {
  const { amount, rate } = input;
  const days = daysBetween(input.disbursedOn, input.dueOn);
  const known = amount !== null && amount > 0;
  const processingFee = known ? toPaise((amount * productTerms.processingFeePercent) / 100) : null;
  const gstOnFee =
    processingFee === null ? null : toPaise((processingFee * productTerms.gstPercent) / 100);
  const net =
    known && processingFee !== null && gstOnFee !== null
      ? toPaise(amount - processingFee - gstOnFee)
      : null;
  // Interest, the total and the APR need the rate and the tenure as well: the calculator's own sums.
  const quote =
    known && rate !== null && rate > 0 && days !== null
      ? quoteLoan({ amount, rate, days })
      : undefined;
  return {
    amount: known ? amount : null,
    dailyRate: rate,
    annualRate: rate === null ? null : annualRate(rate),
    processingFee,
    gstOnFee,
    net,
    tenureDays: days,
    interest: quote?.interest ?? null,
    repayable: quote?.repayable ?? null,
    apr: quote?.apr ?? null,
    penalChargePercentPerDay: productTerms.penalChargePercentPerDay,
    coolingOffDays: productTerms.coolingOffDays,
    disbursedOn: input.disbursedOn,
    dueOn: input.dueOn,
  };
}
