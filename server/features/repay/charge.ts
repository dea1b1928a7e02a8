// What a payment charges, worked out from the loan the lending API holds and never from the browser: the amount
// due, or, on a loan inside its cooling-off period today, the exit amount of shared/cooling-off.ts (issue 45).
import type { LendingCustomer } from '../../upstreams/lending/client.ts';
import type { Charge } from '../../upstreams/gateway/initiate.ts';
import type { PaymentPurpose } from '../../../shared/schemas/payment.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import { todayIso } from '../../../shared/india-date.ts';
import { AppError } from '../../errors.ts';
import { coolingOffView } from '../../upstreams/lending/cooling-off-view.ts';

/** The charge for `purpose` on `today` (India); 409 when there is nothing to charge for it. */
export function chargeFor(
  customer: LendingCustomer,
  purpose: PaymentPurpose,
  today = todayIso(),
): Charge {
  const closed = customer.status.trim().toLowerCase() === 'closed';
  if (closed || !(customer.total_repayable > 0))
    throw new AppError(409, serverMessages.nothingToPay);
  if (purpose === 'due') return { amount: customer.total_repayable, purpose };
  const exit = coolingOffView(customer, today);
  if (!exit) throw new AppError(409, serverMessages.coolingOffEnded);
  return { amount: exit.exitAmount, purpose };
}
