// The footer's words. Only Footer.tsx, which the server renders, imports them: the browser reads the footer back from
// the page (SiteFooter.tsx), so they are not in its bundle. The Hindi build takes footer-strings.hi.ts.
import { siteIdentity } from '../../shared/site-identity.ts';

export const footerStrings = {
  footerAbout: `About ${siteIdentity.brand}`,
  footerBlurb: `${siteIdentity.legalName} is a non-deposit-taking NBFC registered with the Reserve Bank of India, offering short-term salary advances to salaried individuals.`,
  officeHours: 'Office hours:',
  company: 'Company',
  borrowers: 'Borrowers',
  policies: 'Policies',
  privacyRequestsNav: 'Privacy Requests',
  rbiRegistration: 'RBI Certificate of Registration No.',
  grievanceOfficer: 'Grievance Redressal Officer:',
  howToComplain: 'How to raise or follow a complaint',
  privacyRequests: 'Privacy requests',
  rightsReserved: 'All rights reserved.',
};
