// The loan that was found, and Pay Now: a plain form post to /payments/initiate carrying only the query,
// so it works without script and the server decides every amount.
import type { CustomerView } from '../../../shared/schemas/repayment.ts';
import { formatDateEnGb, formatRupees } from '../../../shared/format.ts';
import { repayContent } from '../../content/repay.ts';
import { loanRows, loanStatusCopy, myLoansLink } from './strings.ts';
import { buildLocale } from '../../locale.ts';
import { CoolingOffExit } from './CoolingOffExit.tsx';
import { coolingOffCopy } from '../../components/cooling-off-strings.ts';
import { RowTable } from '../../components/RowTable.tsx';
import { OverdueNote } from '../../components/OverdueNote.tsx';
import { LoanStatus } from '../../components/LoanStatus.tsx';

/** A loan status in the reader's words, or the lending API's own with a note (strings.ts). */
const statusName = (status: string) =>
  Object.hasOwn(loanStatusCopy.names, status)
    ? loanStatusCopy.names[status]!
    : loanStatusCopy.unknown(status);

/** Numeric dates as the rest of the page writes them (23/11/2026) in either language. */
const dateLocale = buildLocale.code === 'en' ? 'en-GB' : buildLocale.intl;

export function LoanResult({ customer, query }: { customer: CustomerView; query: string }) {
  const rows: Array<[string, React.ReactNode]> = [
    [loanRows.name, customer.name],
    [loanRows.loanNumber, customer.loanNumber],
    [loanRows.amountDue, <strong key="due">{formatRupees(customer.amountDue, 2)}</strong>],
    [loanRows.repaymentAmount, formatRupees(customer.repaymentAmount, 2)],
    [loanRows.repaymentDate, formatDateEnGb(customer.repaymentDate)],
    [
      loanRows.status,
      <LoanStatus key="status" status={customer.status} label={statusName(customer.status)} />,
    ],
    [loanRows.mobile, customer.maskedMobile],
    [loanRows.email, customer.maskedEmail || '-'],
    [loanRows.pan, customer.maskedPan],
  ];
  const due = customer.amountDue > 0;
  const paid = customer.recentPayment;
  return (
    <div className="loan-result">
      <RowTable className="loan-table" caption={repayContent.result.caption} rows={rows} />
      {/* A full page load: My loans is rendered from the session on the server (issue 46). */}
      <p className="my-loans-link">
        <a href={`${buildLocale.basePath}/my-loans`}>{myLoansLink.text}</a>
      </p>
      {customer.overdue ? (
        <OverdueNote
          amountDue={customer.amountDue}
          overdue={customer.overdue}
          noBreakdown={repayContent.result.overdueNoBreakdown}
        />
      ) : null}
      <CoolingOffExit customer={customer} query={query} />
      {paid ? (
        <div className="alert alert-info payment-received" role="status">
          <p>
            <strong>
              {(paid.purpose === 'cooling-off-exit'
                ? coolingOffCopy.paid
                : repayContent.result.paymentReceived)(
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

/** The day in India a payment was verified, as the rest of the page writes dates (23/11/2026). */
const paidOn = (iso: string) =>
  new Intl.DateTimeFormat(dateLocale, { timeZone: 'Asia/Kolkata' }).format(new Date(iso));
