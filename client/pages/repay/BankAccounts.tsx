// The collection accounts, for paying by bank transfer or UPI without the gateway.
import { site } from '../../content/site.ts';
import { repayContent } from '../../content/repay.ts';
import { BankCard } from './BankCard.tsx';

export function BankAccounts() {
  return (
    <section className="section section-soft" aria-labelledby="bank-accounts-title">
      <div className="container">
        <div className="section-title">
          <h2 id="bank-accounts-title">{repayContent.banks.heading}</h2>
          <p>{repayContent.banks.text}</p>
        </div>
        <div className="bank-grid">
          {site.bankAccounts.map((bank) => (
            <BankCard key={bank.accountNumber} bank={bank} />
          ))}
        </div>
      </div>
    </section>
  );
}
