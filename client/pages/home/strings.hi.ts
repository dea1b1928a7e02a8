// The home page's component words in Hindi (see strings.ts).
import type * as En from './strings.ts';
import type { Translation } from '../../../shared/translation.ts';
// Whole numbers read the same in hi-IN as in en-IN (1,00,000): the hand-written formatter, no Intl (decision 0132).
import { formatIndianNumber } from '../../../shared/format.ts';

export const homeUi: Translation<typeof En.homeUi> = {
  heroLabel: 'ख़ास बातें',
  step: (number) => `चरण ${number}: `,
  rangeTo: ' से ',
  inUnit: (label, unit) => `${label} (${unit} में)`,
  days: (days) => `${formatIndianNumber(days)} दिन`,
  daysSuffix: 'दिन',
  rateSuffix: '% प्रतिदिन',
  perYear: (percent) => `= ${percent}% सालाना`,
  dayLateNote: (interest, penal, percent) =>
    `${interest} ब्याज + ${penal} दंड शुल्क (${percent}% प्रतिदिन)`,
};
