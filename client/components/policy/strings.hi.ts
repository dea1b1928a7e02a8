// The policy page's own words in Hindi (see strings.ts).
import type * as En from './strings.ts';

import type { Translation } from '../../../shared/translation.ts';
const hindiDate = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const policyStrings: Translation<typeof En.policyStrings> = {
  contents: 'विषय-सूची',
  sections: (count: number) => `${count} खंड`,
  versionBefore: (version: string) => `संस्करण ${version}, प्रभावी तिथि `,
  versionAfter: '।',
  lastUpdated: 'पिछला संशोधन: ',
  // Dates in Hindi month names ("23 नवंबर 2026"); the date is always YYYY-MM-DD from the front matter.
  date: (isoDate: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
    if (!m) return isoDate;
    return hindiDate.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
  },
};
