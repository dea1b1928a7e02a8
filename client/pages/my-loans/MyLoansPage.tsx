// My loans (issue 46): after the one-time code, every loan of the borrower, newest first, with payments, documents
// and the due-date reminder. The server writes the loans into the page (never cached, never indexed); a page reached
// by a link inside the site asks GET /api/my-loans for them.
import { useEffect, useState } from 'react';
import { PageHero } from '../../components/PageHero.tsx';
import { Link } from '../../components/Link.tsx';
import { LinkProblem } from '../../components/LinkProblem.tsx';
import { EndSession } from '../../components/EndSession.tsx';
import { usePageData } from '../../page-data.tsx';
import { useQuery } from '../../hooks/useQuery.ts';
import { requestJson } from '../../api/request.ts';
import type { PageDataSchema } from '../../lazy-page.tsx';
import type { MyLoansPage as PageData } from '../../../shared/schemas/my-loans.ts';
import { myLoansCopy as t } from './strings.ts';
import { LoanCard } from './LoanCard.tsx';
import './my-loans.css';

export const pageDataSchema: PageDataSchema = () =>
  import('../../../shared/schemas/my-loans.ts').then((m) => m.myLoansPageSchema);

/** The loans when the server did not write them into the page (a link inside the site). */
function useFetchedLoans(given: PageData | undefined): PageData | undefined {
  const [fetched, setFetched] = useState<PageData | undefined>(undefined);
  useEffect(() => {
    if (given) return;
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
  const data = useFetchedLoans(usePageData<PageData>());
  const notice = useQuery().get('reminder');
  return (
    <>
      <PageHero title={t.title} intro={t.intro} />
      <section className="section my-loans">
        <div className="container">
          {data === undefined ? <p role="status">{t.loading}</p> : <Loans data={data} />}
          {notice && Object.hasOwn(t.notices, notice) ? (
            <p className="alert alert-info my-loans-notice" role="status">
              {t.notices[notice]}
            </p>
          ) : null}
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
          <LoanCard key={loan.loanNumber} loan={loan} open={loans.loans.length === 1} />
        ))}
      </div>
      <EndSession />
    </>
  );
}
