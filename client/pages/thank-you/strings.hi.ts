// The thank-you page in Hindi (see strings.ts).
import type * as En from './strings.ts';
import type { Translation } from '../../../shared/translation.ts';

export const thankYouPageCopy: Translation<typeof En.thankYouPageCopy> = {
  before:
    'हमें आपकी जानकारी मिल गई है। हमारी टीम जल्द ही आपके दिए मोबाइल नंबर पर आपसे संपर्क करेगी। कुछ ज़रूरी हो तो हमें ',
  hours: (hours) => ` पर कॉल करें (${hours})।`,
};
