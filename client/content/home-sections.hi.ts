// The home page's static sections in Hindi (see home-sections.ts). Links and icons are the English module's.
import { siteIdentity } from '../../shared/site-identity.ts';
import type { Translation } from '../../shared/translation.ts';
import type * as En from './home-sections.ts';

export const aboutTeaser: Translation<typeof En.aboutTeaser> = {
  heading: 'आपकी सैलरी की तारीख़ के हिसाब से बने छोटी अवधि के लोन',
  paragraphs: [
    `${siteIdentity.brand}, ${siteIdentity.legalName} का डिजिटल लेंडिंग प्लेटफ़ॉर्म है, जो भारतीय रिज़र्व बैंक में पंजीकृत, जमा न लेने वाली NBFC है। हम नौकरीपेशा लोगों को महीने के आख़िर तक न टल सकने वाले ख़र्चों के लिए जल्दी, छोटी अवधि का सैलरी एडवांस देते हैं।`,
    'रजिस्ट्रेशन, आवेदन, KYC और लोन की रकम भेजना, सब कुछ मोबाइल या वेबसाइट पर ऑनलाइन होता है। हस्ताक्षर से पहले आप हर शुल्क देखते हैं, रकम सीधे आपके अपने बैंक खाते में जाती है, और ज़रूरत पड़ने पर हमारी सहायता टीम हमेशा मौजूद है।',
  ],
  picture: {
    image: 'img/home/about-teaser.webp',
    imageSmall: 'img/home/about-teaser-600.webp',
    alt: `नोएडा ऑफ़िस में एक ग्राहक की मदद करते ${siteIdentity.brand} टीम के सदस्य`,
  },
  link: { label: 'और जानें', to: '/about-us' },
};

export const whyChooseUs: Translation<typeof En.whyChooseUs> = [
  {
    icon: 'no-collateral',
    title: 'कोई गिरवी नहीं',
    desc: 'हमारे लोन असुरक्षित हैं: न संपत्ति, न सोना, न गारंटर चाहिए।',
  },
  {
    icon: 'low-credit-score',
    title: 'सिर्फ़ क्रेडिट स्कोर नहीं',
    desc: 'हम सिर्फ़ क्रेडिट स्कोर नहीं, आपकी सैलरी और चुकाने की क्षमता भी देखते हैं।',
  },
  {
    icon: 'flexible-tenure',
    title: 'सुविधा की अवधि',
    desc: 'अपनी अगली सैलरी की तारीख़ से मेल खाती चुकाने की अवधि चुनें।',
  },
  {
    icon: 'fully-online',
    title: 'पूरी तरह ऑनलाइन',
    desc: 'बिना किसी ब्रांच जाए रजिस्ट्रेशन, आवेदन, KYC और रकम, सब कुछ।',
  },
  {
    icon: 'lightning',
    title: 'मिनटों में मंज़ूरी',
    desc: 'आवेदन जमा करते ही उसकी जाँच शुरू हो जाती है।',
  },
  {
    icon: 'clock',
    title: '24 घंटे के अंदर रकम',
    desc: 'मंज़ूरी के बाद लोन सीधे आपके बैंक खाते में आता है।',
  },
];

export const howItWorks: Translation<typeof En.howItWorks> = [
  {
    number: '01',
    icon: 'fill-form',
    title: 'ऑनलाइन फ़ॉर्म भरें',
    desc: 'कुछ ही मिनटों में अपनी बुनियादी, नौकरी और आय की जानकारी भरें।',
  },
  {
    number: '02',
    icon: 'upload-kyc',
    title: 'KYC दस्तावेज़ अपलोड करें',
    desc: 'अपना आधार, PAN, पते का प्रमाण और सैलरी की जानकारी सुरक्षित तरीक़े से दें।',
  },
  {
    number: '03',
    icon: 'verification',
    title: 'जाँच',
    desc: 'हम आपके दस्तावेज़ जाँचते हैं और जल्दी से आपके आवेदन पर फ़ैसला करते हैं।',
  },
  {
    number: '04',
    icon: 'receive-funds',
    title: 'रकम पाएँ',
    desc: 'मंज़ूर रकम सीधे आपके बैंक खाते में आती है।',
  },
];

export const easySteps: Translation<typeof En.easySteps> = [
  {
    number: '1',
    icon: 'apply-online',
    title: 'ऑनलाइन आवेदन करें',
    desc: 'फ़ोन या कंप्यूटर पर एक छोटा-सा आवेदन भरें।',
  },
  {
    number: '2',
    icon: 'approval',
    title: 'मंज़ूरी पाएँ',
    desc: 'आवेदन पूरा करने के कुछ मिनट में फ़ैसला जानें।',
  },
  {
    number: '3',
    icon: 'receive-funds',
    title: 'रकम पाएँ',
    desc: 'रकम 24 घंटे के अंदर आपके बैंक खाते में आ जाती है।',
  },
  {
    number: '4',
    icon: 'start-using',
    title: 'इस्तेमाल शुरू करें',
    desc: 'किराया, बिल, इलाज या किसी भी ज़रूरी काम में रकम लगाएँ।',
  },
];
