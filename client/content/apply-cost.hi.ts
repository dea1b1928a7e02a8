// The apply form's cost panel in Hindi (see apply-cost.ts).
import type { Translation } from '../../shared/translation.ts';
import { buildLocale } from '../locale.ts';
import type * as En from './apply-cost.ts';
import { annualRate } from '../../shared/product-terms.ts';

const rate1 = new Intl.NumberFormat(buildLocale.intl, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const applyCostCopy: Translation<typeof En.applyCostCopy> = {
  title: 'इस रकम का ख़र्च',
  fee: 'प्रोसेसिंग शुल्क और GST',
  net: 'खाते में आने वाली रकम',
  repayable: 'कुल चुकाने की रकम',
  apr: 'वार्षिक प्रतिशत दर (APR)',
  basisCalculator: (days, rate) =>
    `${days} दिन के लिए, ${rate1.format(rate)}% प्रतिदिन (${annualRate(rate)}% सालाना) पर, जैसा कैलकुलेटर में चुना। आपकी अपनी दर हस्ताक्षर से पहले आपके मुख्य तथ्य विवरण (KFS) में लिखी होगी।`,
  basisDefault: (days, rate) =>
    `${days} दिन के लिए, ${rate1.format(rate)}% प्रतिदिन (${annualRate(rate)}% सालाना) पर, जो हमारी सबसे ऊँची दर है: आपकी जोखिम श्रेणी से तय आपकी दर इससे कम ही हो सकती है। यह हस्ताक्षर से पहले आपके मुख्य तथ्य विवरण (KFS) में लिखी होगी।`,
  empty: (min, max) =>
    `शुल्क, खाते में आने वाली रकम, कुल चुकाने की रकम और APR देखने के लिए ${min} से ${max} तक की रकम लिखें।`,
};
