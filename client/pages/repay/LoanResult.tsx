// The loan that was found, and Pay Now: a plain form post to /payments/initiate carrying only the query,
// so it works without script and the server decides every amount.
import type { CustomerView } from '../../../shared/schemas/repayment.ts';
import { formatDateEnGb, formatRupees } from '../../../shared/format.ts';
import { repayContent } from '../../content/repay.ts';

export function LoanResult({ customer, query }: { customer: CustomerView; query: string }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Name', customer.name],
    ['Loan number', customer.loanNumber],
    ['Amount due', <strong key="due">{formatRupees(customer.amountDue, 2)}</strong>],
    ['Repayment amount', formatRupees(customer.repaymentAmount, 2)],
    ['Repayment date', formatDateEnGb(customer.repaymentDate)],
    [
      'Status',
      <span
        key="status"
        className={`loan-status loan-status-${customer.status.toLowerCase().replace(/\W+/g, '-')}`}
      >
        {customer.status}
      </span>,
    ],
    ['Mobile', customer.maskedMobile],
    ['E-mail', customer.maskedEmail || '-'],
    ['PAN', customer.maskedPan],
  ];
  const due = customer.amountDue > 0;
  const paid = customer.recentPayment;
  return (
    <div className="loan-result">
      <table className="loan-table">
        <caption>{repayContent.result.caption}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {customer.overdue ? <OverdueExplanation customer={customer} /> : null}
      {paid ? (
        <div className="alert alert-info payment-received" role="status">
          <p>
            <strong>
              {repayContent.result.paymentReceived(
                formatRupees(paid.amount, 2),
                paidOn(paid.paidAt),
                paid.txnid,
              )}
            </strong>
          </p>
          <p>{repayContent.result.paidNotice}</p>
        </div>
      ) : due ? (
        <form className="pay-form" method="post" action="/payments/initiate">
          {/* Empty when the tab forgot what was searched: the server pays the session's own loan. */}
          {query ? <input type="hidden" name="query" value={query} /> : null}
          <button type="submit" className="btn btn-accent pay-now">
            {repayContent.result.payNow}
          </button>
          <p className="pay-hint">{repayContent.result.payHint}</p>
        </form>
      ) : (
        <p className="alert alert-info">{repayContent.result.nothingDue}</p>
      )}
    </div>
  );
}

/** What an overdue amount is made of, in the lending API's figures, or that it includes late charges. */
function OverdueExplanation({ customer }: { customer: CustomerView }) {
  const o = customer.overdue!;
  const parts: string[] = [];
  if (o.principalInterestDue !== null)
    parts.push(`principal and interest due ${formatRupees(o.principalInterestDue, 2)}`);
  if (o.penalCharges !== null) parts.push(`penal charges ${formatRupees(o.penalCharges, 2)}`);
  if (o.daysOverdue !== null)
    parts.push(`${o.daysOverdue} day${o.daysOverdue === 1 ? '' : 's'} overdue`);
  return (
    <div className="alert alert-info overdue-note">
      <p className="overdue-title">
        <strong>{repayContent.result.overdueTitle}</strong>
      </p>
      <p>
        {`Amount due ${formatRupees(customer.amountDue, 2)}: `}
        {parts.length > 0 ? parts.join('; ') : repayContent.result.overdueNoBreakdown}.
      </p>
    </div>
  );
}

/** The day in India a payment was verified, as the rest of the page writes dates (23/11/2026). */
const paidOn = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));
