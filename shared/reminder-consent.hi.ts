// The reminder consent in Hindi (see reminder-consent.ts).
import type { Translation } from './translation.ts';
import type * as En from './reminder-consent.ts';

export const reminderConsent: Translation<typeof En.reminderConsent> = {
  label:
    'मैं सहमत हूँ कि Rupeeflow इस लोन की तारीख से तीन दिन पहले और एक दिन पहले, सुबह 8 से शाम 7 बजे के बीच, मेरे रजिस्टर्ड मोबाइल नंबर पर SMS से याद दिला सकता है। मैं इस सहमति को कभी भी इसी पेज पर वापस ले सकता/सकती हूँ।',
};
