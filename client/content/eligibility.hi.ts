// Who may apply, in Hindi (client/content/eligibility.ts).
import type { Translation } from '../../shared/translation.ts';
import type * as En from './eligibility.ts';

export const eligibility: Translation<typeof En.eligibility> = {
  heading: 'कौन आवेदन कर सकता है?',
  subheading: 'देखें कि आप पर्सनल लोन के लिए पात्र हैं या नहीं',
  items: [
    {
      icon: 'age',
      title: 'उम्र 23 से 55 वर्ष के बीच',
      desc: 'आवेदन के समय आपकी उम्र कम से कम 23 वर्ष होनी चाहिए।',
    },
    {
      icon: 'income',
      title: 'हर महीने की पक्की आय',
      desc: 'सिर्फ़ हर महीने नियमित सैलरी पाने वाले नौकरीपेशा लोग।',
    },
    {
      icon: 'id-proof',
      title: 'मान्य पहचान और पते का प्रमाण',
      desc: 'आधार, PAN, और बिजली-पानी का बिल या ऐसा ही कोई दस्तावेज़।',
    },
    {
      icon: 'bank-account',
      title: 'चालू बैंक खाता',
      desc: 'आपका अपना बैंक खाता, जिसमें लोन की रकम सीधे आएगी।',
    },
  ],
};
