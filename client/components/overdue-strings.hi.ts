// Why an overdue loan's amount due is higher, in Hindi (see overdue-strings.ts).
import type * as En from './overdue-strings.ts';
import type { Translation } from '../../shared/translation.ts';
// Whole numbers read the same in hi-IN as in en-IN (1,00,000): the hand-written formatter, no Intl (decision 0132).
import { formatIndianNumber } from '../../shared/format.ts';

export const overdueCopy: Translation<typeof En.overdueCopy> = {
  title: 'बकाया रकम ज़्यादा क्यों है',
  principalInterest: (amount) => `बकाया मूलधन और ब्याज ${amount}`,
  penalCharges: (amount) => `दंड शुल्क ${amount}`,
  // Hindi says "1 दिन" and "5 दिन" alike: the noun does not change with the number.
  daysOverdue: (days) => `${formatIndianNumber(days)} दिन की देरी`,
  amountDue: (amount) => `बकाया रकम ${amount}: `,
  joiner: '; ',
  end: '।',
};
