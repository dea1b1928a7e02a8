// The cooling-off exit's button (the repay page's exit panel, My loans' loan card): a plain form post to
// /payments/initiate like Pay Now's, so it works without script and the server works the day's amount out again.
// It names what to pay as the page knows it: the query searched (repay page; none: the session's own loan) or
// the loan number (My loans).
import { formatRupees } from '../../shared/format.ts';
import { coolingOffButtonCopy } from './cooling-off-button.ts';

export function CoolingOffExitForm({
  exitAmount,
  query,
  loanNumber,
}: {
  exitAmount: number;
  query?: string;
  loanNumber?: string;
}) {
  return (
    <form className="pay-form" method="post" action="/payments/initiate">
      {query ? <input type="hidden" name="query" value={query} /> : null}
      {loanNumber ? <input type="hidden" name="loanNumber" value={loanNumber} /> : null}
      <input type="hidden" name="pay" value="cooling-off-exit" />
      <button type="submit" className="btn btn-primary pay-exit">
        {coolingOffButtonCopy.payExit(formatRupees(exitAmount, 2))}
      </button>
    </form>
  );
}
