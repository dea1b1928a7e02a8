// The lending-partner register's words in Hindi (see register-strings.ts).
import type { Translation } from '../../../shared/translation.ts';
import type * as En from './register-strings.ts';

export const registerStrings: Translation<typeof En.registerStrings> = {
  heading: 'हमारे डिजिटल लोन ऐप और लोन सेवा प्रदाता',
  caption: 'डिजिटल लोन ऐप (DLA) और लोन सेवा प्रदाता (LSP)',
  columns: ['नाम', 'प्रकार (DLA/LSP)', 'काम', 'वेबसाइट', 'शिकायत अधिकारी', 'स्थिति'],
  ownPlatform: (brand, app) => (app ? `${brand} वेबसाइट और ऐप (${app})` : `${brand} वेबसाइट`),
  ownRole:
    'कंपनी का अपना प्लेटफ़ॉर्म: लोन का आवेदन, KYC, मुख्य तथ्य विवरण (KFS), मंज़ूरी, अनुबंध, पैसा खाते में भेजना और लोन चुकाना',
  thisWebsite: 'यही वेबसाइट',
  active: 'सक्रिय',
  app: (app) => `ऐप: ${app}`,
  sample: '(नमूना)',
  samplesNote:
    '(नमूना) लिखी पंक्तियाँ इस डेमो साइट की नमूना पंक्तियाँ हैं, कंपनी के असली साझेदार नहीं। असली (लाइव) साइट वही सूची दिखाती है जो उसे चलाने वाले देते हैं, और नमूना पंक्तियों के साथ शुरू ही नहीं होती।',
  loading: 'सूची लोड हो रही है…',
  failed: 'सूची लोड नहीं हो सकी। कृपया पेज फिर से लोड करें।',
  directory: 'किसी भी ऐप को RBI की डिजिटल लोन ऐप निर्देशिका में जाँचें',
  language: 'hi',
};
