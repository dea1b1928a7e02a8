// The collection accounts, for paying by bank transfer or UPI without the gateway.
import { site } from '../../../shared/site.ts';
import { repayContent } from '../../content/repay.ts';
import { BankCard } from './BankCard.tsx';
import { Section } from '../../components/Section.tsx';

export function BankAccounts() {
  return (
    <Section
      headingId="bank-accounts-title"
      title={repayContent.banks.heading}
      intro={repayContent.banks.text}
      className="section-soft"
    >
      <div className="bank-grid">
        {site.bankAccounts.map((bank) => (
          <BankCard key={bank.accountNumber} bank={bank} />
        ))}
      </div>
    </Section>
  );
}
