// What an overdue loan's amount due is made of, in the lending API's figures (issue 19 item 5): the repay page's
// result and My loans' card show the same note. Where the API gives no breakdown, the page's own sentence says why.
import type { CustomerView } from '../../shared/schemas/repayment.ts';
import { formatRupees } from '../../shared/format.ts';
import { overdueCopy as t } from './overdue-strings.ts';

export function OverdueNote({
  amountDue,
  overdue,
  noBreakdown,
}: {
  amountDue: number;
  overdue: NonNullable<CustomerView['overdue']>;
  noBreakdown: string;
}) {
  const parts: string[] = [];
  if (overdue.principalInterestDue !== null)
    parts.push(t.principalInterest(formatRupees(overdue.principalInterestDue, 2)));
  if (overdue.penalCharges !== null)
    parts.push(t.penalCharges(formatRupees(overdue.penalCharges, 2)));
  if (overdue.daysOverdue !== null) parts.push(t.daysOverdue(overdue.daysOverdue));
  return (
    <div className="alert alert-info overdue-note">
      <p className="overdue-title">
        <strong>{t.title}</strong>
      </p>
      <p>
        {t.amountDue(formatRupees(amountDue, 2))}
        {parts.length > 0 ? parts.join(t.joiner) : noBreakdown}
        {t.end}
      </p>
    </div>
  );
}
