// One collection account: bank, account details with copy buttons, and for the UPI account its QR code.
import type { BankAccount } from '../../../shared/site.ts';
import { repayContent } from '../../content/repay.ts';
import { useAsset } from '../../client-config.tsx';
import { CopyButton } from './CopyButton.tsx';
import { UpiQrCode } from './UpiQrCode.tsx';
import { upiPayLink } from '../../../shared/upi.ts';
import { bankCopy } from './strings.ts';
import { siteWords } from '../../site-words.ts';

function Detail({ term, value, copy }: { term: string; value: string; copy?: boolean }) {
  return (
    <div className="bank-detail">
      <dt>{term}</dt>
      <dd>
        <span className={copy ? 'bank-value mono' : 'bank-value'}>{value}</span>
        {copy ? <CopyButton value={value} label={term} /> : null}
      </dd>
    </div>
  );
}

export function BankCard({ bank }: { bank: BankAccount }) {
  const asset = useAsset();
  // The link the QR code carries (scripts/upi-qr-plugin.ts draws it from the same function).
  const upiLink = bank.upi ? upiPayLink(bank.upi, bank.accountName) : undefined;
  return (
    <article
      className={`card bank-card${bank.upi ? ' has-upi' : ''}`}
      aria-labelledby={`bank-${bank.ifsc}`}
    >
      <header className="bank-head">
        <img
          src={asset(`img/${bank.logo}`)}
          alt=""
          width="160"
          height="48"
          loading="lazy"
          decoding="async"
        />
        <h3 id={`bank-${bank.ifsc}`}>{bank.name}</h3>
      </header>
      <div className="bank-body">
        <dl className="bank-details">
          <Detail term={bankCopy.accountName} value={bank.accountName} />
          <Detail term={bankCopy.accountNumber} value={bank.accountNumber} copy />
          <Detail term={bankCopy.ifsc} value={bank.ifsc} copy />
          <Detail term={bankCopy.branch} value={bank.branch} />
          <Detail term={bankCopy.accountType} value={siteWords.accountType(bank.accountType)} />
          {bank.upi ? <Detail term={bankCopy.upi} value={bank.upi} copy /> : null}
        </dl>
        {bank.upi ? (
          <figure className="upi-block">
            <UpiQrCode upi={bank.upi} title={bankCopy.qrTitle(bank.accountName, bank.upi)} />
            <figcaption>{repayContent.banks.qrCaption}</figcaption>
            {upiLink ? (
              <a className="btn btn-outline upi-app-link" href={upiLink}>
                {repayContent.banks.openUpiApp}
              </a>
            ) : null}
          </figure>
        ) : null}
      </div>
    </article>
  );
}
