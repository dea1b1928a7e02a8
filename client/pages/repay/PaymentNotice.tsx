// What the borrower sees on coming back from the gateway without a confirmed payment (?payment=failed|pending).
import {
  paymentNoticeSchema,
  type PaymentNotice as Notice,
} from '../../../shared/schemas/payment.ts';
import { repayContent } from '../../content/repay.ts';

export function readPaymentNotice(value: string | null): Notice | undefined {
  const parsed = paymentNoticeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
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
