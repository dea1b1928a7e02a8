// The words of the frame around every page (header, footer, skip link, sandbox ribbon). The Hindi build takes
// strings.hi.ts in their place (decision 0047).
import { site } from '../../shared/site.ts';

export const layoutStrings = {
  skipToContent: 'Skip to content',
  brandHome: `${site.brand} home`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  applyNow: 'Apply Now',
  footerAbout: `About ${site.brand}`,
  footerBlurb: `${site.legalName} is a non-deposit-taking NBFC registered with the Reserve Bank of India, offering short-term salary advances to salaried individuals.`,
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
  sandboxLabel: 'Sandbox notice',
  sandboxNotice: 'Sandbox: sample data only. No real loans, payments or messages.',
  sandboxSms: 'See the SMS codes sent',
};
