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
  grievanceLine: 'grievance line',
  nodalOfficer: 'Principal Nodal Officer:',
  /** The disclaimer RBI asks of a registered NBFC wherever it publishes its registration. */
  rbiDisclaimer:
    'The Company holds a valid Certificate of Registration issued by the Reserve Bank of India under section 45-IA of the Reserve Bank of India Act, 1934. The Reserve Bank of India does not accept any responsibility or guarantee about the present position as to the financial soundness of the Company, or for the correctness of any statement or representation made or opinion expressed by the Company, or for the discharge of liabilities by the Company. The Company is not permitted to accept public deposits.',
  howToComplain: 'How to raise or follow a complaint',
  privacyRequests: 'Privacy requests',
  rightsReserved: 'All rights reserved.',
};
