// One loan on My loans: its figures, what it owes and why, Pay Now on it when it is due (the form names it), its payments
// with receipts, its documents and its reminder.
import type { MyLoan } from '../../../shared/schemas/my-loans.ts';
import { formatDateEnGb, formatRupees } from '../../../shared/format.ts';
import { todayIso } from '../../../shared/india-date.ts';
import { productTerms } from '../../../shared/product-terms.ts';
import { buildLocale } from '../../locale.ts';
import { myLoansCopy as t } from './strings.ts';
import { ReminderForm } from './ReminderForm.tsx';
import { RowTable } from '../../components/RowTable.tsx';
import { OverdueNote } from '../../components/OverdueNote.tsx';
import { LoanStatus } from '../../components/LoanStatus.tsx';
import { CoolingOffExitForm } from '../../components/CoolingOffExitForm.tsx';

const statusName = (status: string) =>
  Object.hasOwn(t.statuses, status) ? t.statuses[status]! : status;

/** The day in India of an instant, written as the site writes dates (23/11/2026). */
export const indiaDay = (iso: string) => formatDateEnGb(todayIso(new Date(iso)));

const orNotGiven = (value: string | null) =>
  value === null ? <span className="not-given">{t.notGiven}</span> : value;

export const documentHref = (ref: string) =>
  `${buildLocale.basePath}/my-loans?document=${encodeURIComponent(ref)}`;

/** The card's title, which names each of its sections after their own heading ("Documents Loan RFL210014"). */
const loanTitleId = (loan: MyLoan) => `loan-${loan.loanNumber}`;

/**
 * A section's name: its heading and its loan's, so two open cards' sections are told apart (axe landmark-unique).
 * The section’s heading has the id `${section}-${loanNumber}` (ReminderForm.tsx names its own the same way).
 */
const sectionLabel = (loan: MyLoan, section: string) =>
  `${section}-${loan.loanNumber} ${loanTitleId(loan)}`;

export function LoanCard({ loan, open }: { loan: MyLoan; open: boolean }) {
  const closed = loan.closedOn !== null || loan.status.toLowerCase() === 'closed';
  const rows: Array<[string, React.ReactNode]> = [
    [t.rows.loanNumber, loan.loanNumber],
    [t.rows.amount, orNotGiven(loan.amount === null ? null : formatRupees(loan.amount, 2))],
    [t.rows.disbursedOn, orNotGiven(loan.disbursedOn && formatDateEnGb(loan.disbursedOn))],
    [t.rows.dueOn, formatDateEnGb(loan.dueOn)],
    ...(closed
      ? [
          [t.rows.closedOn, orNotGiven(loan.closedOn && formatDateEnGb(loan.closedOn))] as [
            string,
            React.ReactNode,
          ],
        ]
      : []),
    [t.rows.amountDue, <strong key="due">{formatRupees(loan.amountDue, 2)}</strong>],
    [t.rows.repaymentAmount, formatRupees(loan.repaymentAmount, 2)],
    [
      t.rows.status,
      <LoanStatus key="status" status={loan.status} label={statusName(loan.status)} />,
    ],
  ];
  return (
    <details className="card loan-card" open={open}>
      <summary>
        <h2 className="loan-card-title" id={loanTitleId(loan)}>
          {t.loanHeading(loan.loanNumber)}
        </h2>
        <span className="loan-card-summary">
          {statusName(loan.status)} · {formatRupees(loan.amountDue, 2)}
        </span>
      </summary>
      <RowTable className="loan-table" rows={rows} />
      <Owing loan={loan} />
      <Payments loan={loan} />
      <section className="loan-documents" aria-labelledby={sectionLabel(loan, 'documents')}>
        <h3 id={`documents-${loan.loanNumber}`}>{t.documentsHeading}</h3>
        <ul>
          <li>
            <a href={documentHref(loan.kfsRef)}>{t.kfsLink}</a>
          </li>
          {loan.noDuesRef ? (
            <li>
              <a href={documentHref(loan.noDuesRef)}>{t.noDuesLink}</a>
            </li>
          ) : null}
        </ul>
        <p className="loan-note">{t.documentNote}</p>
      </section>
      {closed ? null : <ReminderForm loan={loan} />}
    </details>
  );
}

/** What the loan owes and why, and how to pay it. */
function Owing({ loan }: { loan: MyLoan }) {
  return (
    <>
      {loan.overdue ? (
        <OverdueNote
          amountDue={loan.amountDue}
          overdue={loan.overdue}
          noBreakdown={t.overdueNoBreakdown(`${productTerms.penalChargePercentPerDay}%`)}
        />
      ) : null}
      {loan.coolingOff ? (
        <div className="alert alert-info">
          <p>
            {t.coolingOff(
              formatDateEnGb(loan.coolingOff.lastDay),
              formatRupees(loan.coolingOff.exitAmount, 2),
            )}
          </p>
          {loan.recentPayment ? null : (
            <CoolingOffExitForm
              exitAmount={loan.coolingOff.exitAmount}
              loanNumber={loan.loanNumber}
            />
          )}
        </div>
      ) : null}
      {loan.recentPayment ? (
        <p className="alert alert-info payment-received" role="status">
          {t.recentPayment(
            formatRupees(loan.recentPayment.amount, 2),
            indiaDay(loan.recentPayment.paidAt),
          )}
        </p>
      ) : loan.payNow ? (
        <form className="pay-form" method="post" action="/payments/initiate">
          <input type="hidden" name="loanNumber" value={loan.loanNumber} />
          <button type="submit" className="btn btn-accent pay-now">
            {t.payNow}
          </button>
          <p className="pay-hint">{t.payHint}</p>
        </form>
      ) : loan.amountDue > 0 ? (
        <p className="alert alert-info">{t.otherLoanDue}</p>
      ) : (
        <p className="loan-note">{t.nothingDue}</p>
      )}
    </>
  );
}

function Payments({ loan }: { loan: MyLoan }) {
  return (
    <section className="loan-payments" aria-labelledby={sectionLabel(loan, 'payments')}>
      <h3 id={`payments-${loan.loanNumber}`}>{t.paymentsHeading}</h3>
      {loan.payments.length === 0 ? (
        <p className="loan-note">{t.noPayments}</p>
      ) : (
        <div className="table-scroll">
          <table className="payments-table">
            <thead>
              <tr>
                <th scope="col">{t.paymentColumns.date}</th>
                <th scope="col">{t.paymentColumns.amount}</th>
                <th scope="col">{t.paymentColumns.txnid}</th>
                <th scope="col">{t.paymentColumns.method}</th>
                <th scope="col">{t.paymentColumns.receipt}</th>
              </tr>
            </thead>
            <tbody>
              {loan.payments.map((p) => (
                <tr key={p.txnid}>
                  <td>{indiaDay(p.paidAt)}</td>
                  <td>{formatRupees(p.amount, 2)}</td>
                  <td className="txnid">{p.txnid}</td>
                  <td>{t.method}</td>
                  <td>
                    <a href={documentHref(p.receiptRef)} aria-label={t.receiptLabel(p.txnid)}>
                      {t.receiptLink}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
