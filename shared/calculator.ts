// The personal loan calculator of SPEC section 9: bounds, defaults and the simple daily-interest formulas.

export interface Bounds {
  min: number;
  max: number;
  step: number;
}

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
  totalInterest: number;
  totalAmount: number;
}

export const calculatorBounds = {
  amount: { min: 1000, max: 100000, step: 1000 },
  days: { min: 1, max: 90, step: 1 },
  rate: { min: 0.5, max: 5, step: 0.1 },
} as const satisfies Record<keyof LoanInput, Bounds>;

export const calculatorDefaults: LoanInput = { amount: 41000, days: 1, rate: 1 };

/** Rupees to the paisa, so float noise (41000 x 1.1 / 100 = 451.00000000000006) never reaches a sum. */
const toPaise = (rupees: number) => Math.round(rupees * 100) / 100;

/** Daily interest = amount x rate / 100; total interest = daily interest x days; total = amount + interest. */
export function quoteLoan({ amount, days, rate }: LoanInput): LoanQuote {
  const dailyInterest = toPaise((amount * rate) / 100);
  const totalInterest = toPaise(dailyInterest * days);
  const totalAmount = toPaise(amount + totalInterest);
  return { dailyInterest, totalInterest, totalAmount };
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
