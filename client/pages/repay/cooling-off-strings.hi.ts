// The cooling-off exit on the repay page in Hindi (see cooling-off-strings.ts).
import { site } from '../../../shared/site.ts';
import type { Translation } from '../../../shared/translation.ts';
import type * as En from './cooling-off-strings.ts';

const ordinal = (day: number) => ({ 1: 'पहला', 2: 'दूसरा', 3: 'तीसरा' })[day] ?? `${day}वाँ`;

export const coolingOffCopy: Translation<typeof En.coolingOffCopy> = {
  heading: 'आप अब भी बिना जुर्माने के यह लोन छोड़ सकते हैं',
  today: (day, lastDay) =>
    `आज आपके लोन का ${ordinal(day)} दिन है। कूलिंग-ऑफ अवधि ${lastDay} को ख़त्म होती है; तब तक आप लोन छोड़ सकते हैं:`,
  exitAmount: 'आज लोन छोड़ने पर आप चुकाएँगे',
  received: 'आपके खाते में आई रकम',
  interest: (day) => `${day} दिन का ब्याज`,
  waived: 'प्रोसेसिंग फ़ीस और GST, जो हम नहीं रखते',
  how: (loanNumber) =>
    `लोन छोड़ने के लिए हमें ${site.phone} पर फ़ोन करें या ${site.email} पर ई-मेल करें, फिर नीचे दिए हमारे किसी बैंक खाते में यह रकम जमा करें और लोन नंबर ${loanNumber} लिखें। "अभी भुगतान करें" पूरी बकाया रकम चुकाता है और लोन तय शर्तों पर चलता रहता है।`,
};
