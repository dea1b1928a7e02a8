// The route table's words in Hindi (see route-words.ts): the titles and descriptions of the /hi pages.
import type * as En from './route-words.ts';
import type { Translation } from '../shared/translation.ts';
import { siteIdentity } from '../shared/site-identity.ts';
// The product terms themselves, not their page tokens: the route table is in every first load, the tokens module
// (with the calculator behind it) is not.
import { productTerms } from '../shared/product-terms.ts';
import { formatRupees } from '../shared/format.ts';
import { hoursInHindi } from '../shared/hours-hindi.ts';

const brand = siteIdentity.brand;
const titled = (title: string) => `${title} | ${brand}`;

export const routeWords: Translation<typeof En.routeWords> = {
  titled,
  notFound: {
    title: titled('पेज नहीं मिला'),
    description: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
  },
  blogNotFound: titled('ब्लॉग नहीं मिला'),
  blogParent: 'ब्लॉग',
  home: {
    title: `${brand}: नौकरीपेशा लोगों के लिए तुरंत पर्सनल लोन`,
    description: `नौकरीपेशा लोगों के लिए ${formatRupees(productTerms.amount.min)} से तुरंत सैलरी एडवांस लोन। कोई गिरवी नहीं, मिनटों में मंज़ूरी, 24 घंटे से कम में पैसा खाते में। RBI में पंजीकृत NBFC।`,
  },
  about: {
    title: titled('हमारे बारे में'),
    description: `${siteIdentity.legalName} आसान और पारदर्शी सैलरी एडवांस लोन देती है: जल्दी भुगतान और ग्राहक को पहले रखने वाली सहायता।`,
    breadcrumb: 'हमारे बारे में',
  },
  contact: {
    title: titled('संपर्क करें'),
    description: `${brand} से फ़ोन, WhatsApp या ई-मेल पर संपर्क करें (${hoursInHindi(siteIdentity.officeHours)}), या नोएडा में हमारे कार्यालय आएँ।`,
    breadcrumb: 'संपर्क करें',
  },
  privacyRequests: {
    title: titled('गोपनीयता अनुरोध'),
    description:
      'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत अपने व्यक्तिगत डेटा की जानकारी लें, उसे सुधरवाएँ या मिटवाएँ, कोई सहमति वापस लें या किसी को नामित करें।',
    breadcrumb: 'गोपनीयता अनुरोध',
  },
  faqs: {
    title: titled('अक्सर पूछे जाने वाले प्रश्न'),
    description:
      'सैलरी एडवांस लोन के बारे में जवाब: कौन-से दस्तावेज़ चाहिए, पैसा कितनी जल्दी आता है, आपका डेटा कैसे सुरक्षित रहता है और समय से पहले चुकाना।',
    breadcrumb: 'सवाल-जवाब',
  },
  careers: {
    title: titled('करियर'),
    description: `भारत के नौकरीपेशा लोगों के लिए निष्पक्ष और तेज़ क़र्ज़ बनाइए। जानिए लोग ${brand} से क्यों जुड़ते हैं, और ऑनलाइन आवेदन कीजिए।`,
    breadcrumb: 'करियर',
  },
  repay: {
    title: titled('अपना लोन चुकाएँ'),
    description:
      'मोबाइल नंबर या PAN से अपना लोन खोजें और ऑनलाइन भुगतान करें, या हमारे कलेक्शन खातों में बैंक ट्रांसफ़र या UPI से भुगतान करें।',
    breadcrumb: 'अपना लोन चुकाएँ',
  },
  apply: {
    title: titled('अभी आवेदन करें'),
    description:
      'दो मिनट में तुरंत सैलरी एडवांस के लिए आवेदन करें। नौकरीपेशा, 23 से 55 वर्ष की उम्र, आधार, PAN और चालू बैंक खाते के साथ।',
    breadcrumb: 'अभी आवेदन करें',
  },
  team: {
    title: titled('हमारी टीम'),
    description: `${brand} का नेतृत्व, विभाग प्रमुख और वे लोग जो आपके लोन के पीछे हैं।`,
    breadcrumb: 'हमारी टीम',
  },
  videoKyc: {
    title: titled('वीडियो KYC'),
    description: 'अपना वीडियो KYC पूरा करें: ब्राउज़र में एक छोटा वीडियो रिकॉर्ड करें और सुरक्षित रूप से भेजें।',
  },
  panVerify: {
    title: titled('PAN सत्यापन'),
    description: 'अपने लोन आवेदन के लिए अपना PAN सत्यापित करें।',
  },
  myLoans: {
    title: titled('मेरे लोन'),
    description: 'Rupeeflow में आपके लोन, आपके भुगतान और रसीदें, आपकी की फ़ैक्ट स्टेटमेंट और नो-ड्यूज़ प्रमाणपत्र।',
  },
  verifyDocument: {
    title: titled('दस्तावेज़ जाँचें'),
    description: 'रेफ़रेंस से जाँचें कि Rupeeflow की रसीद, की फ़ैक्ट स्टेटमेंट या नो-ड्यूज़ प्रमाणपत्र असली है।',
  },
  orderConfirmation: {
    title: titled('भुगतान की पुष्टि'),
    description: 'आपके लोन भुगतान की पुष्टि।',
  },
  gallery: {
    title: titled('गैलरी'),
    description: `${brand} के यादगार पल: टाउन हॉल, त्योहार, वर्कशॉप और आपके लोन के पीछे की टीम।`,
    breadcrumb: 'गैलरी',
  },
  blog: {
    title: titled('हमारे ब्लॉग'),
    description:
      'नौकरीपेशा उधारकर्ताओं के लिए जानकारी: सैलरी एडवांस कैसे काम करता है, क्रेडिट स्कोर, दस्तावेज़, बजट और नकली लोन ऐप से कैसे बचें।',
    breadcrumb: 'ब्लॉग',
  },
  thankYou: {
    title: titled('धन्यवाद'),
    description: 'हमें आपकी जानकारी मिल गई है। हम जल्द ही आपसे संपर्क करेंगे।',
  },
};
