// A loan inside its cooling-off period: what leaving it today costs, in the server's figures (shared/cooling-off.ts).
import type { CustomerView } from '../../../shared/schemas/repayment.ts';
import { formatDateEnGb, formatRupees } from '../../../shared/format.ts';
import { coolingOffCopy as t } from './cooling-off-strings.ts';

export function CoolingOffExit({ customer }: { customer: CustomerView }) {
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
      <p>{t.how(customer.loanNumber)}</p>
    </section>
  );
}
