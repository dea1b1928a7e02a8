// The home page in Hindi (see home.ts). Pictures, links and icons are the English module's; only the words change.
import { siteIdentity } from '../../shared/site-identity.ts';
import type { Translation } from '../../shared/translation.ts';
import type * as En from './home.ts';
import { hoursInHindi } from '../../shared/hours-hindi.ts';

export const homeHeadings: Translation<typeof En.homeHeadings> = {
  aboutTeaser: 'हमारे बारे में',
  whyChooseUs: 'हमें क्यों चुनें',
  howItWorks: 'यह कैसे काम करता है',
  easySteps: 'बस 4 आसान चरणों में',
  calculator: 'पर्सनल लोन कैलकुलेटर',
  features: 'पर्सनल लोन की ख़ूबियाँ',
};

export const heroActions: Translation<typeof En.heroActions> = {
  apply: { label: 'अभी आवेदन करें', to: '/apply-now' },
  checkEligibility: 'पात्रता जाँचें',
};

export const calculatorAction: Translation<typeof En.calculatorAction> = {
  label: 'अभी लोन के लिए आवेदन करें',
  to: '/apply-now',
};
export const calculatorKfsAction: Translation<typeof En.calculatorKfsAction> = {
  label: 'इसे मुख्य तथ्य विवरण (KFS) के रूप में देखें',
  to: '/key-fact-statement',
};

export const calculatorCopy: Translation<typeof En.calculatorCopy> = {
  intro:
    'स्लाइडर खिसकाएँ या रकम लिखें और पूरा ख़र्च देखें: ब्याज, प्रोसेसिंग शुल्क और GST, खाते में आने वाली रकम, कुल चुकाने की रकम और वार्षिक प्रतिशत दर (APR)।',
  amount: 'लोन की रकम',
  amountUnit: 'रुपये',
  days: 'अवधि',
  daysUnit: 'दिन',
  rate: 'ब्याज दर',
  rateUnit: 'प्रतिशत प्रतिदिन',
  interest: 'ब्याज',
  processingFee: 'प्रोसेसिंग शुल्क',
  gstOnFee: 'शुल्क पर GST',
  net: 'खाते में आने वाली रकम',
  repayable: 'कुल चुकाने की रकम',
  repaymentDate: 'चुकाने की तारीख़',
  apr: 'वार्षिक प्रतिशत दर (APR)',
  dayLate: 'एक दिन की देरी पर जुड़ेगा',
  inDays: (days) => `लोन मिलने के ${days} दिन बाद`,
  note: 'यह सिर्फ़ एक उदाहरण है। आपकी ब्याज दर, शुल्क और APR हस्ताक्षर से पहले आपके मुख्य तथ्य विवरण (KFS) में लिखे होते हैं।',
};

export const heroSlides: Translation<typeof En.heroSlides> = [
  {
    headline: 'सैलरी एडवांस, जो सिर्फ़ स्कोर नहीं, आपकी सैलरी देखकर तय होता है',
    text: 'नौकरीपेशा लोगों के लिए सैलरी एडवांस, बिना गिरवी, मिनटों में मंज़ूरी।',
    image: 'img/hero/hero-1.webp',
    imageSmall: 'img/hero/hero-1-800.webp',
    alt: 'अपनी डेस्क पर फ़ोन में लोन मंज़ूरी का मैसेज देखती एक युवा महिला',
  },
  {
    headline: '24 घंटे के अंदर रकम आपके खाते में',
    text: '3 आसान चरणों में ऑनलाइन आवेदन करें, रकम सीधे आपके अपने बैंक खाते में आएगी।',
    image: 'img/hero/hero-2.webp',
    imageSmall: 'img/hero/hero-2-800.webp',
    alt: 'घर पर मोबाइल में बैंक से पैसे आने की सूचना देखता एक व्यक्ति',
  },
  {
    headline: 'अपनी सुविधा की अवधि, सारे शुल्क पहले से साफ़',
    text: 'अपनी सैलरी की तारीख़ के हिसाब से चुकाने की तारीख़ चुनें। हर शुल्क हस्ताक्षर से पहले आपके मुख्य तथ्य विवरण (KFS) में लिखा होता है।',
    image: 'img/hero/hero-3.webp',
    imageSmall: 'img/hero/hero-3-800.webp',
    alt: 'लैपटॉप पर साथ बैठकर अपना महीने का बजट देखता एक दंपती',
  },
];

export const features: Translation<typeof En.features> = [
  {
    icon: 'instant-approval',
    title: 'तुरंत मंज़ूरी',
    desc: 'कम से कम कागज़ात में जल्दी मंज़ूरी',
  },
  {
    icon: 'affordable-rates',
    title: 'हर ख़र्च पहले से',
    desc: 'शुल्क, GST, ब्याज और APR हस्ताक्षर से पहले दिखाए जाते हैं',
  },
  {
    icon: 'secure-process',
    title: 'सुरक्षित प्रक्रिया',
    desc: 'भेजते और रखते समय एन्क्रिप्ट किया हुआ, भारत में ही रखा जाता है',
  },
  {
    icon: 'customer-support',
    title: 'ग्राहक सहायता',
    desc: `हमें कॉल या WhatsApp करें, ${hoursInHindi(siteIdentity.officeHours)}`,
  },
  {
    icon: 'quick-disbursal',
    title: 'जल्दी भुगतान',
    desc: 'लोन की रकम जल्दी आपके खाते में',
  },
];

export { eligibility } from './eligibility.hi.ts';
