// The four consents in Hindi (see consent-copy.ts). Written without gendered verbs ("मेरी अनुमति है", not
// "देता/देती हूँ"), so every applicant reads a sentence that fits them.
import { messages } from '../messages.ts';
import type * as En from './consent-copy.ts';
import type { Translation } from '../translation.ts';

export type ConsentCopy = En.ConsentCopy;

export const consentCopy: Translation<typeof En.consentCopy> = {
  terms: {
    label: 'मैंने नियम और शर्तें तथा गोपनीयता सूचना पढ़ ली हैं और मुझे ये स्वीकार हैं।',
    required: true,
    missing: messages.acceptTerms,
  },
  creditReport: {
    label:
      'मेरी अनुमति है कि Rupeeflow इस आवेदन के लिए क्रेडिट ब्यूरो से मेरी क्रेडिट रिपोर्ट ले, ताकि लोन पर फ़ैसले से पहले मेरा भुगतान इतिहास देखा जा सके। ज़रूरी।',
    required: true,
    missing: 'इस आवेदन को जाँचने के लिए हमें आपकी क्रेडिट रिपोर्ट लेने की सहमति चाहिए',
  },
  contact: {
    label:
      'मेरी अनुमति है कि Rupeeflow इस आवेदन के बारे में कॉल, SMS, ई-मेल या WhatsApp से मुझसे संपर्क करे। आवेदन आगे बढ़ाने के लिए ज़रूरी।',
    required: true,
    missing: 'हमें आपसे संपर्क करने की सहमति चाहिए, नहीं तो आवेदन आगे नहीं बढ़ सकता',
  },
  marketing: {
    label: 'Rupeeflow लोन के ऑफ़र मुझे SMS, ई-मेल या WhatsApp पर भेजें। वैकल्पिक।',
    required: false,
  },
};
