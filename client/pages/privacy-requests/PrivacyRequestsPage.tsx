// Privacy Requests (issue 18): a borrower exercises their DPDP Act rights and gets a reference number.
import { Link } from 'react-router-dom';
import { PageHero } from '../../components/PageHero.tsx';
import { privacyRequestsCopy as copy } from '../../content/grievance-desk.ts';
import { PrivacyRequestForm } from './PrivacyRequestForm.tsx';
import './privacy-requests.css';

export default function PrivacyRequestsPage() {
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} />
      <section className="section">
        <div className="container privacy-grid">
          <div className="card privacy-card">
            <h2>Make a request</h2>
            <PrivacyRequestForm />
          </div>
          <aside className="privacy-aside">
            <h2>Withdrawing a consent</h2>
            <p>{copy.withdrawalNote}</p>
            <p>
              Read how we use your data in our <Link to="/privacy-policy">Privacy Notice</Link>, and
              how we handle complaints on the{' '}
              <Link to="/grievance-redressal">Grievance Redressal</Link> page.
            </p>
            <p>{copy.contactNote}</p>
          </aside>
        </div>
      </section>
    </>
  );
}
