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
      {due ? (
        <form className="pay-form" method="post" action="/payments/initiate">
          <input type="hidden" name="query" value={query} />
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
