// The session's loan: what the lending API holds for the one customer a verified one-time code opened a session for
// (issue 16), and the view of it the Repay page shows, masked. The lookup and payment routes both read it.
import type { LendingClient, LendingCustomer } from '../../upstreams/lending/client.ts';
import { AppError } from '../../errors.ts';
import { maskEmail, maskMobile, maskPan } from '../../verification/mask.ts';
import { messages } from '../../../shared/messages.ts';
import { otpMessages } from '../../../shared/otp-messages.ts';
import type { Session } from '../../verification/session.ts';
import type { RecentPayment } from './recent-payments.ts';
import type { CustomerView } from '../../../shared/schemas/repayment.ts';
import { todayIso } from '../../../shared/india-date.ts';
import { coolingOffView } from '../../upstreams/lending/cooling-off-view.ts';

export function customerView(
  c: LendingCustomer,
  paid?: RecentPayment,
  today = todayIso(),
): CustomerView {
  const coolingOff = paid ? undefined : coolingOffView(c, today);
  const overdue = c.status.trim().toLowerCase() === 'overdue';
  return {
    name: c.first_name,
    loanNumber: c.loan_no,
    amountDue: c.total_repayable,
    repaymentAmount: c.repayment_amount,
    repaymentDate: c.repayment_date,
    status: c.status,
    maskedMobile: maskMobile(c.mobile),
    maskedEmail: maskEmail(c.email),
    maskedPan: maskPan(c.pancard),
    ...(paid
      ? {
          recentPayment: {
            amount: Number(paid.amount),
            txnid: paid.txnid,
            paidAt: new Date(paid.paidAt).toISOString(),
            ...(paid.purpose ? { purpose: paid.purpose } : {}),
          },
        }
      : {}),
    ...(coolingOff ? { coolingOff } : {}),
    ...(overdue
      ? {
          overdue: {
            principalInterestDue: c.principal_interest_due,
            penalCharges: c.penal_charges,
            daysOverdue: c.days_overdue === null ? null : Math.round(c.days_overdue),
          },
        }
      : {}),
  };
}

/** The session's loan, looked up by the query (or the session's own identifier): 401 without a session for it. */
export async function sessionCustomer(
  lending: LendingClient,
  session: Session | undefined,
  query: string | undefined,
  requestId: string,
): Promise<{ customer: LendingCustomer; searched: string }> {
  if (!session?.leadId) throw new AppError(401, otpMessages.otpSessionNeeded);
  const searched = query ?? session.identifier;
  const customer = await lending.oldUserHistory(searched, { requestId });
  // Another identifier than the verified one learns nothing, found or not: it needs its own code.
  if (!customer && searched !== session.identifier)
    throw new AppError(401, otpMessages.otpSessionNeeded);
  if (!customer) throw new AppError(404, messages.customerNotFound);
  if (customer.lead_id !== session.leadId) throw new AppError(401, otpMessages.otpSessionNeeded);
  return { customer, searched };
}
