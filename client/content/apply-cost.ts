// Copy of the cost panel beside the apply form's loan amount (client/pages/apply/LoanCost.tsx). A daily rate is
// always shown with its rate a year beside it (issue 45), worked out by the terms module.
import { annualRate } from '../../shared/product-terms.ts';

export const applyCostCopy = {
  title: 'What this amount costs',
  fee: 'Processing fee and GST',
  net: 'Net amount credited',
  repayable: 'Total repayable',
  apr: 'APR',
  basisCalculator: (days: number, rate: number) =>
    `Over ${days} days at ${rate.toFixed(1)}% a day (${annualRate(rate)}% a year), as in the calculator. Your Key Fact Statement states your own rate before you sign.`,
  basisDefault: (days: number, rate: number) =>
    `Over ${days} days at ${rate.toFixed(1)}% a day (${annualRate(rate)}% a year), our highest rate: your rate, set by your risk band, can only be lower. Your Key Fact Statement states it before you sign.`,
  empty: (min: string, max: string) =>
    `Type an amount from ${min} to ${max} to see the fee, the amount credited, what you repay and the APR.`,
} as const;
