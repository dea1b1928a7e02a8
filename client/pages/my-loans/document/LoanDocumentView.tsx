// A borrower's document (issue 46), My loans with ?document=<reference>: a payment receipt, their Key Fact Statement
// or a closed loan's no-dues certificate, as a page to print or save as PDF (print stylesheet). The server writes it
// into the page only for the session whose loans it belongs to; the reference is printed on it for anyone to check.
import { PageHero } from '../../../components/PageHero.tsx';
import { Link } from '../../../components/Link.tsx';
import { LinkProblem } from '../../../components/LinkProblem.tsx';
import { useClientConfig } from '../../../client-config.tsx';
import { buildLocale } from '../../../locale.ts';
import type {
  LoanDocument,
  LoanDocumentPage as PageData,
} from '../../../../shared/schemas/my-loans.ts';
import { noDuesCertificate } from '../../../../shared/no-dues-certificate.ts';
import { documentCopy as t } from './strings.ts';
import { Receipt } from './Receipt.tsx';
import { KfsDocument } from './KfsDocument.tsx';
import { NoDuesCertificate } from './NoDuesCertificate.tsx';
import { PrintButton } from './PrintButton.tsx';
import './loan-document.css';

const titleOf = (d: LoanDocument) =>
  d.kind === 'receipt' ? t.receipt.title : d.kind === 'kfs' ? t.kfs.title : noDuesCertificate.title;

export function LoanDocumentView({ data }: { data: PageData | undefined }) {
  const { publicBaseUrl } = useClientConfig();
  if (!data?.found) {
    const problem = data?.reason === 'not-yours' ? t.notYours : t.noSession;
    return (
      <section className="section">
        <div className="container">
          <LinkProblem title={problem.title} message={problem.text} page>
            <div className="link-problem-actions">
              <Link
                className="btn btn-primary"
                to={data?.reason === 'not-yours' ? '/my-loans' : '/repay-loan'}
              >
                {data?.reason === 'not-yours' ? t.back : t.noSession.action}
              </Link>
            </div>
          </LinkProblem>
        </div>
      </section>
    );
  }
  const d = data.document;
  const verifyUrl = `${publicBaseUrl}${buildLocale.basePath}/verify-document`;
  return (
    <>
      <PageHero title={titleOf(d)} className="document-hero" />
      <section className="section loan-document-section">
        <div className="container">
          <div className="document-actions">
            <PrintButton label={t.print} />
            <a className="btn btn-outline" href={`${buildLocale.basePath}/my-loans`}>
              {t.back}
            </a>
          </div>
          <article className="card loan-document">
            {d.kind === 'receipt' ? <Receipt document={d} /> : null}
            {d.kind === 'kfs' ? <KfsDocument document={d} /> : null}
            {d.kind === 'no-dues' ? <NoDuesCertificate document={d} /> : null}
            <footer className="document-reference">
              <p>
                {t.reference}: <strong className="document-ref">{d.ref}</strong>
              </p>
              <p>{t.checkAt(verifyUrl)}</p>
            </footer>
          </article>
        </div>
      </section>
    </>
  );
}
