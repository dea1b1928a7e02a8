// The few values of shared/site.ts that are words rather than names or numbers (hours, account types), in the
// build's language: English here as site.ts writes them, Hindi in site-words.hi.ts (issue 21).
import { siteIdentity } from '../shared/site-identity.ts';

export const siteWords = {
  officeHours: siteIdentity.officeHours,
  grievanceHours: siteIdentity.grievanceHours,
  /** A collection account's type as site.ts names it ('Current Account'). */
  accountType: (type: string) => type,
};
