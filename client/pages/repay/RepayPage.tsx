// Repay Your Loan (SPEC section 2): find the loan by mobile number or PAN and pay it through the gateway, or
// pay by transfer or UPI to the collection accounts.
import { useRef } from 'react';
import { useQuery } from '../../hooks/useQuery.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useAsset } from '../../client-config.tsx';
import { repayContent } from '../../content/repay.ts';
import { BankAccounts } from './BankAccounts.tsx';
import { LoanLookup } from './LoanLookup.tsx';
import { PaymentNotice, readPaymentNotice } from './PaymentNotice.tsx';
import './repay.css';

// The QR codes are read back from the first page, loaded with the page on a navigation.
export { loadUpiCodes as loadContent } from './UpiQrCode.tsx';

export default function RepayPage() {
  const asset = useAsset();
  const params = useQuery();
  const inputRef = useRef<HTMLInputElement>(null);
  // Read as it renders, on the server too: a URL with ?payment= is rendered per request, never from the cache of
  // the plain page (the route's perRequestQuery), so the notice shows without script and hydrates as rendered.
  const notice = readPaymentNotice(params.get('payment'));
  const ended = params.get('session') === 'ended';

  function retry() {
    inputRef.current?.focus();
    inputRef.current?.scrollIntoView({ block: 'center' });
  }

  return (
    <>
      <PageHero title={repayContent.title} intro={repayContent.intro} />
      <section className="section repay-section">
        <div className="container repay-grid">
          <div className="repay-main">
            {notice ? <PaymentNotice notice={notice} onRetry={retry} /> : null}
            {ended ? (
              <div className="alert alert-info session-ended" role="status">
                <p className="payment-notice-title">{repayContent.session.ended.title}</p>
                <p>{repayContent.session.ended.text}</p>
              </div>
            ) : null}
            <LoanLookup inputRef={inputRef} />
            <ul className="lookup-points">
              {repayContent.points.map((point) => (
                <li key={point.title}>
                  <Icon name={point.icon} size={28} />
                  <span>
                    <strong>{point.title}</strong>
                    {point.text}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <img
            className="repay-illustration"
            src={asset('img/repay/repay-illustration.svg')}
            alt=""
            width="600"
            height="480"
            loading="lazy"
            decoding="async"
          />
        </div>
      </section>
      <BankAccounts />
    </>
  );
}
