// The loan application's fixed terms, without zod: the Apply page shows them in its first load, and
// shared/schemas/apply.ts builds the API's schema from them (decision 0118).
import { productTerms } from './product-terms.ts';

/** The product's amount range (shared/product-terms.ts): the form and the calculator cannot disagree. */
export const loanAmountBounds = {
  min: productTerms.amount.min,
  max: productTerms.amount.max,
} as const;
export const monthlyIncomeMax = 10_000_000;

/**
 * The age rule of the loan product: 23 to 55 on the day of application, as the eligibility criteria beside the
 * form and the Terms both say. The Terms' floor of 21 is for using the platform at all; the salary advance asks
 * more (decision 0002).
 */
export const ageBounds = { min: 23, max: 55 } as const;

export const genders = ['male', 'female', 'other'] as const;
