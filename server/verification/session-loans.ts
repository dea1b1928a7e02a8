// The loans of the borrower a one-time code proved (issue 46): every item of the lending API's answer for the
// session's own mobile or PAN, and nothing else, and one of them chosen by its loan number. The session opened one
// loan (its lead id); the answer must still hold that loan, or the session is refused as the repay lookup refuses
// it. My loans lists them; Pay Now pays the one its form names. Both features read them here, below the features.
import type { LendingClient, LendingCustomer } from '../upstreams/lending/client.ts';
import { AppError } from '../errors.ts';
import type { Session } from './session.ts';
import { otpMessages } from '../../shared/otp-messages.ts';
import { serverMessages } from '../../shared/server-messages.ts';

export interface SessionLoans {
  /** The loan the session opened: the one the repay page shows. */
  sessionLeadId: string;
  /** Newest first. */
  loans: LendingCustomer[];
}

/** The day a loan is ordered by: disbursed on, else due on. */
const orderDate = (l: LendingCustomer) => l.disbursal_date ?? l.repayment_date;

/** Every loan of the session's borrower, newest first; 401 without a session for them. */
export async function sessionLoans(
  lending: LendingClient,
  session: Session | undefined,
  requestId: string,
): Promise<SessionLoans> {
  if (!session?.leadId) throw new AppError(401, otpMessages.otpSessionNeeded);
  const loans = await lending.loanHistory(session.identifier, { requestId });
  if (!loans.some((l) => l.lead_id === session.leadId))
    throw new AppError(401, otpMessages.otpSessionNeeded);
  // The API's own order where two loans share a day: a stable sort, newest day first.
  const sorted = loans
    .map((loan, i) => ({ loan, i }))
    .sort((a, b) => orderDate(b.loan).localeCompare(orderDate(a.loan)) || a.i - b.i)
    .map((x) => x.loan);
  return { sessionLeadId: session.leadId, loans: sorted };
}

/** The loan numbered `loanNo` among `loans`: undefined when it is not one of them. */
export const loanNumbered = (loans: readonly LendingCustomer[], loanNo: string) =>
  loans.find((l) => l.loan_no === loanNo);

/**
 * The session's own loan numbered `loanNo`: 401 without a session for its borrower, 404 when the number is not one
 * of theirs, with the same words whether it is another borrower's or nobody's.
 */
export async function sessionLoan(
  lending: LendingClient,
  session: Session | undefined,
  loanNo: string,
  requestId: string,
): Promise<LendingCustomer> {
  const { loans } = await sessionLoans(lending, session, requestId);
  const loan = loanNumbered(loans, loanNo);
  if (!loan) throw new AppError(404, serverMessages.loanNotFound);
  return loan;
}
