// Repay Your Loan (SPEC section 2): find the loan by mobile number or PAN and pay it through the gateway, or
// pay by transfer or UPI to the collection accounts.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHero } from '../../components/PageHero.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useAsset } from '../../client-config.tsx';
import { repayContent } from '../../content/repay.ts';
import type { PaymentNotice as Notice } from '../../../shared/schemas/payment.ts';
import { BankAccounts } from './BankAccounts.tsx';
import { LoanLookup } from './LoanLookup.tsx';
import { PaymentNotice, readPaymentNotice } from './PaymentNotice.tsx';
import './repay.css';

export default function RepayPage() {
  const asset = useAsset();
  const [params] = useSearchParams();
  const [notice, setNotice] = useState<Notice>();
  const inputRef = useRef<HTMLInputElement>(null);

  // The page is cached as the same HTML for everyone, so the notice is read once it runs in the browser.
  const payment = params.get('payment');
  useEffect(() => setNotice(readPaymentNotice(payment)), [payment]);

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
