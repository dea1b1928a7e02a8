// Leaving a loan within its cooling-off period, in rupees: what the borrower pays back and what we do not keep. Every
// page that mentions the exit (the KFS, the policies, the FAQ, the blog) and the repay page read it from here, with
// the product's terms (product-terms.ts), so the wording and the figures are one (issue 45, decision 0108).
//
// The RBI (Digital Lending) Directions, 2025 let a borrower exit a digital loan within the cooling-off (look-up)
// period by paying the principal and the proportionate APR, with no penalty. We charge interest at the loan's own
// daily rate for the days the borrower held the money, and keep neither the processing fee nor its GST: they are
// taken off what is owed, so the borrower pays back what reached their account plus that interest.
import { quoteLoan, type LoanInput } from './calculator.ts';
import { productTerms } from './product-terms.ts';

export interface CoolingOffExit {
  /** The day of the loan the exit is paid on: the day of disbursement is day 1. */
  day: number;
  /** The loan amount (principal). */
  principal: number;
  /** Interest at the loan's daily rate for `day` days. */
  interest: number;
  /** The processing fee and its GST, deducted at disbursement, which we do not keep on an exit. */
  feeAndGstWaived: number;
  /** What reached the borrower's bank account. */
  received: number;
  /** What the borrower pays to leave: principal + interest - fee and GST = received + interest. */
  exitAmount: number;
}

const toPaise = (rupees: number) => Math.round(rupees * 100) / 100;

/** Whether the loan's `day` (day 1 is the day of disbursement) falls inside the cooling-off period. */
export const insideCoolingOff = (day: number) =>
  Number.isInteger(day) && day >= 1 && day <= productTerms.coolingOffDays;

/** The exit on `day` of a loan of `amount` at `rate`% a day; the loan's tenure does not matter. */
export function coolingOffExit(
  loan: Pick<LoanInput, 'amount' | 'rate'>,
  day: number,
): CoolingOffExit {
  if (!insideCoolingOff(day))
    throw new RangeError(
      `day ${day} is outside the ${productTerms.coolingOffDays}-day cooling-off period`,
    );
  const q = quoteLoan({ amount: loan.amount, rate: loan.rate, days: day });
  const feeAndGstWaived = toPaise(q.processingFee + q.gstOnFee);
  return {
    day,
    principal: loan.amount,
    interest: q.interest,
    feeAndGstWaived,
    received: q.net,
    exitAmount: toPaise(q.net + q.interest),
  };
}

/** The day of the loan on `today` for a loan disbursed on `disbursedOn` (both YYYY-MM-DD, calendar days). */
export function loanDay(disbursedOn: string, today: string): number {
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${disbursedOn}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** The worked exit every page quotes: the site's example loan, left on day 2. */
export const exampleExitDay = 2;
export const exampleExit = coolingOffExit(productTerms.example, exampleExitDay);
