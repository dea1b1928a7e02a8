// A loan inside its cooling-off period: what leaving it today costs, in the server's figures (shared/cooling-off.ts),
// and a button that pays exactly that through the gateway (issue 45).
import type { CustomerView } from '../../../shared/schemas/repayment.ts';
import { formatDateEnGb, formatRupees } from '../../../shared/format.ts';
import { coolingOffCopy as t } from '../../components/cooling-off-strings.ts';
import { CoolingOffExitForm } from '../../components/CoolingOffExitForm.tsx';

/** `query` is what was searched, posted back like Pay Now's (empty: the session's own loan is paid). */
export function CoolingOffExit({ customer, query }: { customer: CustomerView; query: string }) {
  const exit = customer.coolingOff;
  if (!exit) return null;
  return (
    <section className="alert alert-info cooling-off-exit" aria-labelledby="cooling-off-heading">
      <h3 id="cooling-off-heading">{t.heading}</h3>
      <p>{t.today(exit.day, formatDateEnGb(exit.lastDay))}</p>
      <dl>
        <dt>{t.received}</dt>
        <dd>{formatRupees(exit.received, 2)}</dd>
        <dt>{t.interest(exit.day)}</dt>
        <dd>+ {formatRupees(exit.interest, 2)}</dd>
        <dt>{t.waived}</dt>
        <dd>{formatRupees(exit.feeAndGstWaived, 2)}</dd>
        <dt>
          <strong>{t.exitAmount}</strong>
        </dt>
        <dd>
          <strong className="cooling-off-amount">{formatRupees(exit.exitAmount, 2)}</strong>
        </dd>
      </dl>
      <CoolingOffExitForm exitAmount={exit.exitAmount} query={query} />
      <p>{t.how(customer.loanNumber)}</p>
    </section>
  );
}
