// Privacy Requests (issue 18): a borrower exercises their DPDP Act rights and gets a reference number.
import { Link } from '../../components/Link.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { privacyRequestsCopy as copy } from '../../content/grievance-desk.ts';
import { PrivacyRequestForm } from './PrivacyRequestForm.tsx';
import './privacy-requests.css';

// Posted without script, the server renders this page with the form's answer (decision 0040).
export { formResultSchema as pageDataSchema } from '../../hooks/useFormResult.ts';

export default function PrivacyRequestsPage() {
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} />
      <section className="section">
        <div className="container privacy-grid">
          <div className="card privacy-card">
            <h2>{copy.formHeading}</h2>
            <PrivacyRequestForm />
          </div>
          <aside className="privacy-aside">
            <h2>{copy.withdrawalHeading}</h2>
            <p>{copy.withdrawalNote}</p>
            <p>
              {copy.readBefore}
              <Link to="/privacy-policy">{copy.privacyNotice}</Link>
              {copy.readBetween}
              <Link to="/grievance-redressal">{copy.grievance}</Link>
              {copy.readAfter}
            </p>
            <p>{copy.contactNote}</p>
          </aside>
        </div>
      </section>
    </>
  );
}
