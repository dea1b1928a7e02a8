// The loans of the borrower a one-time code proved (issue 46): every item of the lending API's answer for the
// session's own mobile or PAN, and nothing else. The session opened one loan (its lead id); the answer for its
// identifier must still hold that loan, or the session is refused as the repay lookup refuses it.
import type { LendingClient, LendingCustomer } from '../../upstreams/lending/client.ts';
import { AppError } from '../../errors.ts';
import type { Session } from '../../verification/session.ts';
import { otpMessages } from '../../../shared/otp-messages.ts';

export interface BorrowerLoans {
  /** The loan the session opened: the one the gateway journey pays. */
  sessionLeadId: string;
  /** Newest first. */
  loans: LendingCustomer[];
}

/** The day a loan is ordered by: disbursed on, else due on. */
const orderDate = (l: LendingCustomer) => l.disbursal_date ?? l.repayment_date;

export async function borrowerLoans(
  lending: LendingClient,
  session: Session | undefined,
  requestId: string,
): Promise<BorrowerLoans> {
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
