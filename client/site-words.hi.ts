// shared/site.ts's hours and account types in Hindi (see site-words.ts); the hours are read from site.ts's values.
import { hoursInHindi } from '../shared/hours-hindi.ts';
import { siteIdentity } from '../shared/site-identity.ts';
import type { Translation } from '../shared/translation.ts';
import type * as En from './site-words.ts';

/** Account types as Indian banks print them in Hindi. */
const accountTypes: Record<string, string> = {
  'current account': 'चालू खाता',
  'savings account': 'बचत खाता',
  'cash credit account': 'कैश क्रेडिट खाता',
  'escrow account': 'एस्क्रो खाता',
};

export const siteWords: Translation<typeof En.siteWords> = {
  officeHours: hoursInHindi(siteIdentity.officeHours),
  grievanceHours: hoursInHindi(siteIdentity.grievanceHours),
  accountType: (type) => accountTypes[type.trim().toLowerCase()] ?? type,
};
