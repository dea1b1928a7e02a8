// My loans (issue 46): after the one-time code, every loan of the borrower, newest first, with payments, documents
// and the due-date reminder; with ?document=<reference>, one of those documents to print. The server writes the loans
// or the document into the page (never cached, never indexed); a page reached by a link inside the site asks GET
// /api/my-loans for the loans. One route for both, so the route table every first visit loads grows by one entry.
import { useEffect, useState } from 'react';
import { PageHero } from '../../components/PageHero.tsx';
import { Link } from '../../components/Link.tsx';
import { LinkProblem } from '../../components/LinkProblem.tsx';
import { EndSession } from '../../components/EndSession.tsx';
import { usePageData } from '../../page-data.tsx';
import { useQuery } from '../../hooks/useQuery.ts';
import { requestJson } from '../../api/request.ts';
import type { PageDataSchema } from '../../lazy-page.tsx';
import type {
  LoanDocumentPage,
  MyLoansPage as PageData,
} from '../../../shared/schemas/my-loans.ts';
import { LoanDocumentView } from './document/LoanDocumentView.tsx';
import { myLoansCopy as t } from './strings.ts';
import { LoanCard } from './LoanCard.tsx';
import './my-loans.css';

export const pageDataSchema: PageDataSchema = () =>
  import('../../../shared/schemas/my-loans.ts').then((m) => m.myLoansRoutePageSchema);

/** The server's readable flag beside the session cookie (server/verification/session.ts): a session may be open. */
const sessionMayBeOpen = () => /(?:^|;\s*)rf_repay_open=1/.test(document.cookie);

/**
 * The loans the server wrote into the page; without them (no session, or a link inside the site), no session
 * unless the browser's flag says one may be open, and then GET /api/my-loans asks.
 */
function useLoans(given: PageData | undefined): PageData | 'loading' {
  const [fetched, setFetched] = useState<PageData | 'loading'>({ session: false });
  useEffect(() => {
    if (given || !sessionMayBeOpen()) return;
    setFetched('loading');
    void requestJson('/api/my-loans', {
      schema: () => import('../../../shared/schemas/my-loans.ts').then((m) => m.myLoansSchema),
    }).then((res) => {
      if (res.ok) setFetched({ session: true, loans: res.data });
      else if (res.problem.status === 401) setFetched({ session: false });
      else setFetched({ session: true, unavailable: true });
    });
  }, [given]);
  return given ?? fetched;
}

export default function MyLoansPage() {
  const query = useQuery();
  const given = usePageData<PageData | LoanDocumentPage>();
  if (query.has('document'))
    return <LoanDocumentView data={given && 'found' in given ? given : undefined} />;
  return (
    <LoansPage
      given={given && 'session' in given ? given : undefined}
      notice={query.get('reminder')}
    />
  );
}

function LoansPage({ given, notice }: { given: PageData | undefined; notice: string | null }) {
  const data = useLoans(given);
  return (
    <>
      <PageHero title={t.title} intro={t.intro} />
      <section className="section my-loans">
        <div className="container">
          {/* The reminder form's answer first: the borrower comes back to the top of the page. */}
          {notice && Object.hasOwn(t.notices, notice) ? (
            <p className="alert alert-info my-loans-notice" role="status">
              {t.notices[notice]}
            </p>
          ) : null}
          {data === 'loading' ? <p role="status">{t.loading}</p> : <Loans data={data} />}
        </div>
      </section>
    </>
  );
}

function Loans({ data }: { data: PageData }) {
  if (!data.session)
    return (
      <LinkProblem title={t.noSession.title} message={t.noSession.text}>
        <div className="link-problem-actions">
          <Link className="btn btn-primary" to="/repay-loan">
            {t.noSession.action}
          </Link>
        </div>
      </LinkProblem>
    );
  if (!('loans' in data))
    return (
      <div className="alert alert-error" role="alert">
        <p>{t.unavailable}</p>
      </div>
    );
  const { loans } = data;
  return (
    <>
      <p className="my-loans-greeting">{t.greeting(loans.name, loans.maskedMobile)}</p>
      <div className="my-loans-list">
        {loans.loans.map((loan) => (
          <LoanCard
            key={loan.loanNumber}
            loan={loan}
            // One loan opens; of several, those with something due (a reminder asked comes back open too).
            open={loans.loans.length === 1 || loan.amountDue > 0}
          />
        ))}
      </div>
      <EndSession />
    </>
  );
}
