// The forms' own messages in Hindi (see field-messages.ts).
import type * as En from './field-messages.ts';
import type { Translation } from './translation.ts';

export const fieldMessages: Translation<typeof En.fieldMessages> = {
  emailInvalid: 'सही ई-मेल पता लिखें',
  panFormat: 'सही PAN लिखें (जैसे ABCPE1234F)',
  panIndividual: 'किसी व्यक्ति का PAN लिखें (उसका चौथा अक्षर P होता है)',
  chooseOption: 'दिए गए विकल्पों में से एक चुनें',
  enterText: 'कुछ लिखें',
  lookupQuery: 'अपना 10 अंकों का मोबाइल नंबर या PAN लिखें',
  lettersOnly: 'केवल अक्षर लिखें',
  dobRequired: 'अपनी जन्मतिथि लिखें',
  pincodeInvalid: 'सही 6 अंकों का पिनकोड लिखें',
  alternateSame: 'अपने मोबाइल नंबर से अलग कोई दूसरा नंबर लिखें',
  loanAmount: 'लोन राशि',
  monthlyIncome: 'मासिक आय',
  referenceNumber: 'रेफ़रेंस नंबर ठीक वैसे ही लिखें जैसा आपको दिया गया था, जैसे GRV-2026-000123',
  complaintNotFound: 'इस रेफ़रेंस नंबर और मोबाइल नंबर से कोई शिकायत नहीं मिली। दोनों जाँचकर फिर कोशिश करें।',
  privacyReferenceNumber: 'रेफ़रेंस नंबर ठीक वैसे ही लिखें जैसा आपको दिया गया था, जैसे PRQ-2026-000123',
  privacyRequestNotFound:
    'इस रेफ़रेंस नंबर और मोबाइल नंबर से निजता का कोई अनुरोध नहीं मिला। दोनों जाँचकर फिर कोशिश करें।',
  otpPurpose: 'बताएँ कि कोड किस काम के लिए है: repay या apply',
  notAnId: 'यह सही आईडी नहीं है',
  noSuchPayment: 'ऐसा कोई भुगतान नहीं मिला',
  paymentPurpose: 'बकाया रकम या कूलिंग-ऑफ अवधि में लोन छोड़ने की रकम चुनें',
  loanNumber: 'यह हमारा लोन नंबर नहीं है',
  documentRefMalformed:
    'यह हमारा रेफ़रेंस नहीं है। इसे ठीक वैसे ही लिखें जैसा दस्तावेज़ पर छपा है, जैसे RFK-ABCD2345EFGH6789-WXYZ2345',
  documentUnknown:
    'इस रेफ़रेंस से हमने कोई दस्तावेज़ जारी नहीं किया है। हो सकता है कॉपी में बदलाव किया गया हो: इस पर भरोसा करने से पहले हमें फ़ोन करें।',
};

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
export const rupeesWhole = (label: string) => `${label} पूरे रुपयों में लिखें`;
export const rupeesBetween = (label: string, min: number, max: number) =>
  `${label} ${rupees(min)} से ${rupees(max)} के बीच होनी चाहिए`;
export const ageAtLeast = (min: number) => `आवेदन के लिए आपकी उम्र कम से कम ${min} साल होनी चाहिए`;
export const ageAtMost = (max: number) => `आवेदक की उम्र ${max} साल या उससे कम होनी चाहिए`;
export const complaintAccepted = (reference: string) =>
  `धन्यवाद। आपकी शिकायत रेफ़रेंस नंबर ${reference} के साथ दर्ज कर ली गई है। हम 14 दिनों के अंदर जवाब देंगे; शिकायत की स्थिति शिकायत निवारण पेज पर देखने के लिए यह नंबर संभालकर रखें।`;
