// The footer's words in Hindi (see footer-strings.ts).
import type * as En from './footer-strings.ts';
import type { Translation } from '../../shared/translation.ts';
import { siteIdentity } from '../../shared/site-identity.ts';

export const footerStrings: Translation<typeof En.footerStrings> = {
  footerAbout: `${siteIdentity.brand} के बारे में`,
  footerBlurb: `${siteIdentity.legalName} भारतीय रिज़र्व बैंक में पंजीकृत एक गैर-जमा स्वीकार करने वाली NBFC है, जो नौकरीपेशा लोगों को कम अवधि के लिए वेतन अग्रिम (सैलरी एडवांस) देती है।`,
  officeHours: 'कार्यालय का समय:',
  company: 'कंपनी',
  borrowers: 'उधारकर्ताओं के लिए',
  policies: 'नीतियाँ',
  privacyRequestsNav: 'गोपनीयता अनुरोध',
  rbiRegistration: 'RBI पंजीकरण प्रमाणपत्र सं.',
  grievanceOfficer: 'शिकायत निवारण अधिकारी:',
  grievanceLine: 'शिकायत हेल्पलाइन',
  nodalOfficer: 'प्रधान नोडल अधिकारी:',
  rbiDisclaimer:
    'कंपनी के पास भारतीय रिज़र्व बैंक अधिनियम, 1934 की धारा 45-IA के तहत भारतीय रिज़र्व बैंक का दिया हुआ वैध पंजीकरण प्रमाणपत्र है। कंपनी की मौजूदा वित्तीय स्थिति, उसकी किसी भी बात, दावे या राय के सही होने, या उसकी देनदारियाँ चुकाने की कोई ज़िम्मेदारी या गारंटी भारतीय रिज़र्व बैंक नहीं लेता। कंपनी को जनता से जमा (डिपॉज़िट) लेने की अनुमति नहीं है।',
  howToComplain: 'शिकायत कैसे करें और उसकी स्थिति कैसे देखें',
  privacyRequests: 'गोपनीयता अनुरोध',
  rightsReserved: 'सर्वाधिकार सुरक्षित।',
};
