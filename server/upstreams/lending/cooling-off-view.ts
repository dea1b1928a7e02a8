// The cooling-off exit a lending API customer's loan offers today (issue 45), as the repay page and My loans show
// it and the gateway charges it: from the loan's own amount and rate, while its status is disbursed and its day
// is inside the period (shared/cooling-off.ts). Nothing when the API did not give the loan's terms.
import type { LendingCustomer } from './answers.ts';
import type { CustomerView } from '../../../shared/schemas/repayment.ts';
import { coolingOffExit, insideCoolingOff, loanDay } from '../../../shared/cooling-off.ts';
import { repaymentDate } from '../../../shared/calculator.ts';
import { productTerms } from '../../../shared/product-terms.ts';

export function coolingOffView(c: LendingCustomer, today: string): CustomerView['coolingOff'] {
  if (!c.disbursal_date || !c.loan_amount || !c.roi) return undefined;
  if (c.status.trim().toLowerCase() !== 'disbursed') return undefined;
  const day = loanDay(c.disbursal_date, today);
  if (!insideCoolingOff(day)) return undefined;
  const { principal: _principal, ...exit } = coolingOffExit(
    { amount: c.loan_amount, rate: c.roi },
    day,
  );
  const lastDay = repaymentDate(c.disbursal_date, productTerms.coolingOffDays - 1);
  return { ...exit, lastDay };
}
