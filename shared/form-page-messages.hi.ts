// What the contact and careers pages show before any schema loads, in Hindi (see form-page-messages.ts).
import type * as En from './form-page-messages.ts';
import type { Translation } from './translation.ts';

export const formPageMessages: Translation<typeof En.formPageMessages> = {
  resumeTooLarge: 'रिज़्यूमे 5 MB या उससे छोटा होना चाहिए',
  resumeType: 'रिज़्यूमे PDF, DOC या DOCX फ़ाइल के रूप में अपलोड करें',
  resumeEmpty: 'रिज़्यूमे की फ़ाइल खाली है',
  contactAccepted: 'संपर्क करने के लिए धन्यवाद। हमें आपका संदेश मिल गया है, हम जल्द ही आपसे बात करेंगे।',
  careersAccepted:
    'आवेदन करने के लिए धन्यवाद। हमें आपका आवेदन मिल गया है; आपकी प्रोफ़ाइल मेल खाने पर हमारी भर्ती टीम आपसे संपर्क करेगी।',
};
