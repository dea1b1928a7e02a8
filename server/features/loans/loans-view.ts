// What My loans shows of the borrower's loans (issue 46): each loan's figures and status, the overdue breakdown and
// cooling-off exit the repay page explains, the verified payments from our ledger with a receipt each, the documents
// the loan is owed, and its reminder. The documents' references go into the register as they are first shown, so a
// printed copy can be checked at once.
import type { LendingCustomer } from '../../upstreams/lending/client.ts';
import { maskMobile } from '../../verification/mask.ts';
import { RECENT_PAYMENT_MS, type VerifiedPayment } from '../../records/payment-history.ts';
import type { MyLoan, MyLoans } from '../../../shared/schemas/my-loans.ts';
import { todayIso } from '../../../shared/india-date.ts';
import { loanNumberPattern } from '../../../shared/field-rules.ts';
import { coolingOffView } from '../../upstreams/lending/cooling-off-view.ts';
import type { DocumentReferences } from './document-reference.ts';
import type { IssuedDocument } from './document-register.ts';
import type { StoredReminder } from './reminder-store.ts';
import { remindable } from './reminder-schedule.ts';

const isClosed = (l: LendingCustomer) => l.status.trim().toLowerCase() === 'closed';

/** The day in India a payment was verified. */
export const paidOn = (at: Date) => todayIso(at);

/** The day a closed loan closed: the lending API's word, else our last verified payment of it; null if neither. */
export function closedOn(
  loan: LendingCustomer,
  payments: readonly VerifiedPayment[],
): string | null {
  if (!isClosed(loan)) return null;
  if (loan.closed_date) return loan.closed_date;
  const last = payments.find((p) => p.loanNo === loan.loan_no);
  return last ? paidOn(last.paidAt) : null;
}

const twoDecimals = (n: number | null) => (n === null ? undefined : n.toFixed(2));

export interface LoansViewInput {
  loans: readonly LendingCustomer[];
  sessionLeadId: string;
  payments: readonly VerifiedPayment[];
  reminders: ReadonlyMap<string, StoredReminder>;
  refs: DocumentReferences;
  now: number;
}

/** The loan's receipts, KFS and certificate references, each also added to `documents` for the register. */
function loanDocuments(
  loan: LendingCustomer,
  own: readonly VerifiedPayment[],
  closedDay: string | null,
  refs: DocumentReferences,
  documents: IssuedDocument[],
) {
  const payments = own.map((p) => {
    const receiptRef = refs.of({ kind: 'receipt', loanNo: loan.loan_no, txnid: p.txnid });
    documents.push({
      ref: receiptRef,
      kind: 'receipt',
      loanNo: loan.loan_no,
      txnid: p.txnid,
      amount: p.amount,
      documentDate: paidOn(p.paidAt),
    });
    return {
      txnid: p.txnid,
      amount: Number(p.amount),
      paidAt: p.paidAt.toISOString(),
      method: 'gateway' as const,
      receiptRef,
    };
  });
  const kfsRef = refs.of({ kind: 'kfs', loanNo: loan.loan_no });
  documents.push({
    ref: kfsRef,
    kind: 'kfs',
    loanNo: loan.loan_no,
    amount: twoDecimals(loan.loan_amount),
    documentDate: loan.disbursal_date ?? undefined,
  });
  if (!isClosed(loan)) return { payments, kfsRef };
  const noDuesRef = refs.of({ kind: 'no-dues', loanNo: loan.loan_no });
  documents.push({
    ref: noDuesRef,
    kind: 'no-dues',
    loanNo: loan.loan_no,
    documentDate: closedDay ?? undefined,
  });
  return { payments, kfsRef, noDuesRef };
}

/** The overdue breakdown as far as the lending API gives it (the repay page's, issue 19 item 5). */
const overdueOf = (loan: LendingCustomer): MyLoan['overdue'] =>
  loan.status.trim().toLowerCase() === 'overdue'
    ? {
        principalInterestDue: loan.principal_interest_due,
        penalCharges: loan.penal_charges,
        daysOverdue: loan.days_overdue === null ? null : Math.round(loan.days_overdue),
      }
    : undefined;

function reminderOf(
  loan: LendingCustomer,
  payable: boolean,
  stored: StoredReminder | undefined,
  now: number,
): MyLoan['reminder'] {
  const sameDate = stored?.dueDate === loan.repayment_date;
  return {
    available:
      payable && loan.mobile !== '' && /^\d{4}-\d{2}-\d{2}$/.test(loan.repayment_date)
        ? remindable(loan.repayment_date, now)
        : false,
    asked: Boolean(stored && sameDate && !stored.withdrawn && !stored.stopped),
    sent: stored && sameDate ? [...stored.sent].sort() : [],
  };
}

function loanView(
  loan: LendingCustomer,
  input: LoansViewInput,
  documents: IssuedDocument[],
): MyLoan {
  const { now } = input;
  const closed = isClosed(loan);
  const own = input.payments.filter((p) => p.loanNo === loan.loan_no);
  const recent = own[0] && own[0].paidAt.getTime() + RECENT_PAYMENT_MS > now ? own[0] : undefined;
  const closedDay = closedOn(loan, own);
  const docs = loanDocuments(loan, own, closedDay, input.refs, documents);
  const due = !closed && loan.total_repayable > 0;
  const overdue = overdueOf(loan);
  const exit = recent ? undefined : coolingOffView(loan, todayIso(new Date(now)));
  return {
    loanNumber: loan.loan_no,
    status: loan.status,
    amount: loan.loan_amount,
    disbursedOn: loan.disbursal_date,
    dueOn: loan.repayment_date,
    closedOn: closedDay,
    amountDue: closed ? 0 : loan.total_repayable,
    repaymentAmount: loan.repayment_amount,
    ...(overdue ? { overdue } : {}),
    ...(exit ? { coolingOff: exit } : {}),
    // Every loan due, each paying itself (issue 46): the form names it by a number the initiate route takes.
    payNow: due && !recent && loanNumberPattern.test(loan.loan_no),
    ...(recent
      ? { recentPayment: { amount: Number(recent.amount), paidAt: recent.paidAt.toISOString() } }
      : {}),
    ...docs,
    reminder: reminderOf(loan, due && !recent, input.reminders.get(loan.loan_no), now),
  };
}

export function loansView(input: LoansViewInput): { view: MyLoans; documents: IssuedDocument[] } {
  const documents: IssuedDocument[] = [];
  const loans = input.loans.map((loan) => loanView(loan, input, documents));
  const first = input.loans.find((l) => l.lead_id === input.sessionLeadId) ?? input.loans[0]!;
  return {
    view: { name: first.first_name, maskedMobile: maskMobile(first.mobile), loans },
    documents,
  };
}
