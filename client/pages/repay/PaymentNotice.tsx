// What the borrower sees on coming back from the gateway without a confirmed payment (?payment=failed|pending).
import type { PaymentNotice as Notice } from '../../../shared/schemas/payment.ts';
import { paymentNotices } from '../../../shared/field-rules.ts';
import { repayContent } from '../../content/repay.ts';

export function readPaymentNotice(value: string | null): Notice | undefined {
  // The schema's own list (paymentNoticeSchema is z.enum of it), read without zod at render.
  return paymentNotices.find((n) => n === value);
}

export function PaymentNotice({ notice, onRetry }: { notice: Notice; onRetry: () => void }) {
  const copy = repayContent.notices[notice];
  return (
    <div
      className={`alert payment-notice ${notice === 'failed' ? 'alert-error' : 'alert-info'}`}
      role="alert"
    >
      <p className="payment-notice-title">{copy.title}</p>
      <p>{copy.text}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {copy.action}
      </button>
    </div>
  );
}
