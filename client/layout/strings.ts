// The words of the frame around every page (header, skip link, sandbox ribbon; the footer's are in
// footer-strings.ts). The Hindi build takes strings.hi.ts in their place (decision 0047).
import { siteIdentity } from '../../shared/site-identity.ts';

export const layoutStrings = {
  skipToContent: 'Skip to content',
  brandHome: `${siteIdentity.brand} home`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  applyNow: 'Apply Now',
  sandboxLabel: 'Sandbox notice',
  sandboxNotice: 'Sandbox: sample data only. No real loans, payments or messages.',
  sandboxSms: 'See the SMS codes sent',
};
