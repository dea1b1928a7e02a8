// The site footer: every policy page, company and borrower links, contact details and registration details.
import { Link } from '../components/Link.tsx';
import { site } from '../../shared/site.ts';
import { policyLinks } from '../content/policy-index.ts';
import { borrowerNav, companyNav } from './navigation.ts';
import { useAsset } from '../client-config.tsx';
import { footerStrings as t } from './footer-strings.ts';
import { siteWords } from '../site-words.ts';

export function Footer() {
  const asset = useAsset();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <img
            src={asset('img/logo-white.svg')}
            alt={site.brand}
            width={150}
            height={34}
            loading="lazy"
          />
          <h2 id="footer-about" className="visually-hidden">
            {t.footerAbout}
          </h2>
          <p className="footer-blurb">{t.footerBlurb}</p>
          <address className="footer-contact">
            {site.address.lines.join(', ')}
            <br />
            <a href={`tel:${site.phoneHref}`}>{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            {t.officeHours} {siteWords.officeHours}
          </address>
        </section>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">{t.company}</h2>
          <ul>
            {companyNav.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-borrowers">
          <h2 id="footer-borrowers">{t.borrowers}</h2>
          <ul>
            {borrowerNav.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">{t.policies}</h2>
          <ul>
            {policyLinks()
              .filter((p) => p.slug !== 'grievance-redressal' && p.slug !== 'lending-partners')
              .map((p) => (
                <li key={p.path}>
                  <Link to={p.path}>{p.title}</Link>
                </li>
              ))}
            <li>
              <Link to="/privacy-requests">{t.privacyRequestsNav}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="footer-legal">
        <div className="container">
          <p>
            {site.legalName} · CIN {site.cin} · {t.rbiRegistration} {site.rbiRegistration}
          </p>
          <p>
            {t.grievanceOfficer} {site.grievanceOfficer.name},{' '}
            <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>,{' '}
            {t.grievanceLine}{' '}
            <a href={`tel:${site.grievanceLinePhoneHref}`}>{site.grievanceOfficer.phone}</a> (
            {siteWords.grievanceHours}). <Link to="/grievance-redressal">{t.howToComplain}</Link> ·{' '}
            <Link to="/privacy-requests">{t.privacyRequests}</Link>
          </p>
          <p>
            {t.nodalOfficer} {site.nodalOfficer.name},{' '}
            <a href={`mailto:${site.nodalOfficer.email}`}>{site.nodalOfficer.email}</a>,{' '}
            {site.nodalOfficer.phone}.
          </p>
          <p className="footer-disclaimer">{t.rbiDisclaimer}</p>
          <p>
            © {new Date().getFullYear()} {site.legalName}. {t.rightsReserved}
          </p>
        </div>
      </div>
    </footer>
  );
}
