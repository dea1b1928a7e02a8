// Payment thank-you (SPEC section 2): check mark, 'Thank You!', the message, and the txnid and amount the payment
// callback put in the link (shown only when well-formed; the page itself marks nothing as paid).
import { useSearchParams } from 'react-router-dom';
import { SuccessPanel } from '../../components/SuccessPanel.tsx';
import { messages } from '../../../shared/messages.ts';
import { formatRupees } from '../../../shared/format.ts';

const txnidPattern = /^[A-Za-z0-9]{1,25}$/;
const amountPattern = /^\d{1,9}(\.\d{1,2})?$/;

export default function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const txnid = params.get('txnid') ?? '';
  const amount = params.get('amount') ?? '';
  const showTxn = txnidPattern.test(txnid);
  const showAmount = amountPattern.test(amount);
  return (
    <SuccessPanel title={messages.orderThanksTitle}>
      <p>{messages.orderThanksMessage}</p>
      {showTxn || showAmount ? (
        <dl className="status-details">
          {showTxn ? (
            <>
              <dt>Transaction ID</dt>
              <dd>{txnid}</dd>
            </>
          ) : null}
          {showAmount ? (
            <>
              <dt>Amount paid</dt>
              <dd>{formatRupees(Number(amount), 2)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </SuccessPanel>
  );
}
