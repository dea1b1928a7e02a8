// Payment thank-you (SPEC section 2): check mark, 'Thank You!', the message, and the verified transaction.
import { Link, useSearchParams } from 'react-router-dom';
import { CheckIcon } from '../../components/CheckIcon.tsx';
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
    <section className="container">
      <div className="card status-panel">
        <div className="status-icon">
          <CheckIcon />
        </div>
        <h1>{messages.orderThanksTitle}</h1>
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
        <div>
          <Link className="btn btn-primary" to="/">
            {messages.goHome}
          </Link>
        </div>
      </div>
    </section>
  );
}
