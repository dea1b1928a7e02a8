// The loan the calculator sends to the apply page (?amount=&days=&rate=, shared/calculator.ts loanQuery): the
// amount fills the form, the tenure and rate shape the cost shown beside it. Read after hydration only: the
// page is served from the static cache, so the server never saw the query.
import { useEffect, useState } from 'react';
import { loanFromQuery, type LoanInput } from '../../../shared/calculator.ts';
import { productTerms } from '../../../shared/product-terms.ts';

/** The tenure and rate an amount is costed at: the calculator's, or the example tenure at the highest rate. */
export interface CostBasis {
  days: number;
  rate: number;
  /** True when the figures came from the calculator; false when they are the product's worst case. */
  fromCalculator: boolean;
}

export const defaultBasis: CostBasis = {
  days: productTerms.example.days,
  rate: productTerms.dailyRate.max,
  fromCalculator: false,
};

export function carriedLoan(search: string): LoanInput | undefined {
  return loanFromQuery(new URLSearchParams(search));
}

export function useCostBasis(): CostBasis {
  const [basis, setBasis] = useState(defaultBasis);
  useEffect(() => {
    const loan = carriedLoan(window.location.search);
    if (loan) setBasis({ days: loan.days, rate: loan.rate, fromCalculator: true });
  }, []);
  return basis;
}
