// The all-in cost of a loan with the product's terms (shared/product-terms.ts): interest, processing fee, GST on
// the fee, net amount credited, total repayable, repayment date, APR on the net disbursed amount, and what one
// day late would add. The calculator, the apply page and the Key Fact Statement all quote through this.
import { roundApr, singleRepaymentApr } from './apr.ts';
import { productTerms, type Range } from './product-terms.ts';

export type Bounds = Range;

export interface LoanInput {
  /** Loan amount in rupees. */
  amount: number;
  /** Tenure in days. */
  days: number;
  /** Daily interest rate in percent. */
  rate: number;
}

export interface LoanQuote {
  dailyInterest: number;
  /** Interest over the tenure. */
  interest: number;
  processingFee: number;
  gstOnFee: number;
  /** What reaches the borrower's account: amount - fee - GST. */
  net: number;
  /** Amount + interest, paid in one payment on the due date. */
  repayable: number;
  /** Repayable - net: interest, fee and GST. */
  costOfCredit: number;
  /** Percent, two decimals. */
  apr: number;
  /** What each day after the due date adds: interest on the principal continues, and the penal charge. */
  dayLate: { interest: number; penalCharge: number; total: number };
}

export const calculatorBounds = {
  amount: productTerms.amount,
  days: productTerms.tenureDays,
  rate: productTerms.dailyRate,
} as const satisfies Record<keyof LoanInput, Bounds>;

export const calculatorDefaults: LoanInput = { ...productTerms.example };

/** Rupees to the paisa, so float noise (41000 x 1.1 / 100 = 451.00000000000006) never reaches a sum. */
const toPaise = (rupees: number) => Math.round(rupees * 100) / 100;

export function quoteLoan({ amount, days, rate }: LoanInput): LoanQuote {
  const dailyInterest = toPaise((amount * rate) / 100);
  const interest = toPaise((amount * rate * days) / 100);
  const processingFee = toPaise((amount * productTerms.processingFeePercent) / 100);
  const gstOnFee = toPaise((processingFee * productTerms.gstPercent) / 100);
  const net = toPaise(amount - processingFee - gstOnFee);
  const repayable = toPaise(amount + interest);
  const penalCharge = toPaise((amount * productTerms.penalChargePercentPerDay) / 100);
  return {
    dailyInterest,
    interest,
    processingFee,
    gstOnFee,
    net,
    repayable,
    costOfCredit: toPaise(repayable - net),
    apr: roundApr(singleRepaymentApr({ net, repayable, days })),
    dayLate: { interest: dailyInterest, penalCharge, total: toPaise(dailyInterest + penalCharge) },
  };
}

/** The due date `days` after `from` (both YYYY-MM-DD): calendar arithmetic in UTC, so no time zone moves it. */
export function repaymentDate(from: string, days: number): string {
  const [y, m, d] = from.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

/** Whether a value lies inside the bounds and on their step grid (query strings are checked with this). */
export function onGrid(value: number, { min, max, step }: Bounds): boolean {
  if (!Number.isFinite(value) || value < min || value > max) return false;
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** Digits after the decimal point that a step needs: 1000 -> 0, 0.1 -> 1. */
function stepDecimals(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The nearest value a slider with these bounds can take: clamped to [min, max] and snapped to the step grid. */
export function snapToBounds(value: number, { min, max, step }: Bounds): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  const snapped = min + Math.round((clamped - min) / step) * step;
  return Number(Math.min(max, snapped).toFixed(stepDecimals(step)));
}

/** The loan a URL describes (?amount=&days=&rate=), or undefined unless all three are on the product's grid. */
export function loanFromQuery(params: URLSearchParams): LoanInput | undefined {
  const read = (name: string) => {
    const text = params.get(name);
    return text !== null && /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  };
  const input = { amount: read('amount'), days: read('days'), rate: read('rate') };
  const valid = (Object.keys(calculatorBounds) as (keyof LoanInput)[]).every((key) =>
    onGrid(input[key], calculatorBounds[key]),
  );
  return valid ? input : undefined;
}

/** ?amount=41000&days=30&rate=1: the query a loan travels in from the calculator to the KFS or the apply page. */
export const loanQuery = ({ amount, days, rate }: LoanInput) =>
  new URLSearchParams({
    amount: String(amount),
    days: String(days),
    rate: String(rate),
  }).toString();
