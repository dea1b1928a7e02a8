// The no-dues certificate in Hindi (see no-dues-certificate.ts).
import { site } from './site.ts';
import type { Translation } from './translation.ts';
import type * as En from './no-dues-certificate.ts';

export const noDuesCertificate: Translation<typeof En.noDuesCertificate> = {
  title: 'अनापत्ति (नो-ड्यूज़) प्रमाणपत्र',
  body: (name, loanNumber, closedOn) =>
    `प्रमाणित किया जाता है कि ${name} ने ${site.legalName} से लिया गया लोन नंबर ${loanNumber} पूरा चुका दिया है, और यह लोन ${closedOn} को बंद हुआ। इस लोन पर उधारकर्ता की ओर कुछ भी बकाया नहीं है: न मूलधन, न ब्याज, न दंड शुल्क, न कोई और शुल्क।`,
  closedUnknown: 'हमारे लोन रिकॉर्ड में दर्ज तारीख',
  bureau:
    'हम अपनी अगली मासिक रिपोर्ट में क्रेडिट सूचना कंपनियों को यह लोन बंद बताएँगे। अगर 60 दिन में आपकी क्रेडिट रिपोर्ट में यह बंद न दिखे, तो हमारे शिकायत निवारण अधिकारी को लिखें।',
  registered: `${site.legalName}, भारतीय रिज़र्व बैंक में पंजीकृत, जमा न लेने वाली NBFC (पंजीकरण प्रमाणपत्र ${site.rbiRegistration}), CIN ${site.cin}।`,
  address: `पंजीकृत कार्यालय: ${site.address.lines.join(', ')}।`,
  issuedOn: (date) => `जारी करने की तारीख: ${date}।`,
  electronic:
    'यह प्रमाणपत्र इलेक्ट्रॉनिक रूप से जारी हुआ है और इस पर हस्ताक्षर की ज़रूरत नहीं है। यह असली है या नहीं, हमारी वेबसाइट पर इसके रेफ़रेंस से जाँचें।',
};
