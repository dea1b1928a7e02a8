// The loan found and Pay Now, loaded apart from the page (client/lazy-part.tsx, decision 0124): it shows only after a
// lookup answered, so the page imports it on the search box's first focus and the lookup awaits it beside its
// request, as the code step is (decision 0120).
import type { CustomerView } from '../../../shared/schemas/repayment.ts';
import { lazyPart } from '../../lazy-part.tsx';

export const loanResult = lazyPart<{ customer: CustomerView; query: string }>(() =>
  import('./LoanResult.tsx').then((m) => m.LoanResult),
);
