// The Key Fact Statement page's copy in Hindi (see kfs.ts). Section ids stay as in English, so links to
// #annex-b-apr-illustration work in both languages.
import type { Translation } from '../../shared/translation.ts';
import type * as En from './kfs.ts';

export const kfsCopy: Translation<typeof En.kfsCopy> = {
  standardNotice: (example: string) =>
    `यह हमारा मानक मुख्य तथ्य विवरण (KFS) है: इसमें वे सीमाएँ हैं जो हर लोन पर लागू होती हैं, और अनुलग्नक B व C में एक उदाहरण का पूरा हिसाब है: ${example}।`,
  personalNotice: (loan: string) =>
    `कैलकुलेटर में आपका चुना लोन: ${loan}। हस्ताक्षर से पहले आपको जो अपना KFS मिलेगा, उसमें आपके अपने लोन के आँकड़े होंगे।`,
  backToStandard: 'मानक KFS देखें',
  print: 'प्रिंट करें या PDF में सहेजें',
  download: 'टेक्स्ट फ़ाइल डाउनलोड करें',
  part1: {
    id: 'annex-a-part-1',
    title: '2. अनुलग्नक A, भाग 1: ब्याज दर और शुल्क',
    caption: 'अनुलग्नक A, भाग 1 - ब्याज दर और शुल्क',
  },
  annexB: {
    id: 'annex-b-apr-illustration',
    title: '4. अनुलग्नक B: APR का हिसाब, एक उदाहरण से',
    caption: 'अनुलग्नक B - लोन की APR का हिसाब',
  },
  annexC: {
    id: 'annex-c-repayment-schedule',
    title: '5. अनुलग्नक C: चुकाने की तारीख़ें',
    caption: 'अनुलग्नक C - चुकाने की तारीख़ें',
  },
  feesCaption: 'शुल्क, और वे किसे देने हैं',
};
