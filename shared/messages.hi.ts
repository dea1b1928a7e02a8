// The message catalogue in Hindi (issue 21): the Hindi build resolves shared/messages.ts to this file, so every
// form's validation and every state message of the Hindi pages reads in Hindi. Same keys and functions as the
// English catalogue (Translation<> fails the typecheck on a missing or extra one).
import type * as En from './messages.ts';
import type { Translation } from './translation.ts';

export type { MessageKey } from './messages.ts';

export const messages: Translation<typeof En.messages> = {
  required: 'ज़रूरी है',
  mobileInvalid: 'सही 10 अंकों का मोबाइल नंबर लिखें',
  mobileTyping: '10 अंकों का नंबर लिखें',
  digitsOnly: 'केवल अंक लिखे जा सकते हैं',
  obligationsNumeric: 'मौजूदा EMI/देनदारियाँ अंकों में लिखें',
  acceptTerms: 'शर्तें स्वीकार करें',
  statesFailed: 'राज्यों की सूची नहीं मिल सकी',
  statesNetwork: 'राज्यों की सूची लोड नहीं हो सकी',
  submitFailed: 'जमा नहीं हो सका',
  customerNotFound: 'ग्राहक नहीं मिला',
  somethingWrong: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  cameraDenied: 'कृपया कैमरा और माइक्रोफ़ोन की अनुमति दें।',
  cameraNotReady: 'कैमरा अभी तैयार नहीं है।',
  uploadSuccess: 'वीडियो सफलतापूर्वक अपलोड हो गया!',
  uploadFailed: 'अपलोड नहीं हो सका। कृपया फिर कोशिश करें।',
  uploadException: 'अपलोड करते समय कुछ गड़बड़ हो गई।',
  panVerifyFailed: 'PAN की जाँच करते समय कुछ गड़बड़ हो गई।',
  notFound: '404 - पेज नहीं मिला',
  blogNotFound: 'ब्लॉग नहीं मिला',
  loading: 'लोड हो रहा है...',
  orderThanksTitle: 'धन्यवाद!',
  orderThanksMessage: 'भुगतान के लिए धन्यवाद। आपका लेन-देन सफलतापूर्वक पूरा हो गया है।',
  goHome: 'होम पेज पर जाएँ',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध आए हैं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  invalidLink: 'यह लिंक सही नहीं है। कृपया वही लिंक खोलें जो आपको भेजा गया था।',
  tryAgain: 'फिर कोशिश करें',
  pageLoadFailed: 'यह पेज लोड नहीं हो सका',
  pageLoadFailedHint: 'कृपया अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।',
  retry: 'फिर कोशिश करें',
  unknownState: 'यह राज्य हमारी सूची में नहीं है। कृपया सूची में से अपना राज्य फिर से चुनें।',
  unknownCity: 'यह शहर हमारी सूची में नहीं है। कृपया सूची में से अपना शहर फिर से चुनें।',
  correctFields: 'कृपया लाल निशान वाले खाने ठीक करें।',
  otpIdentifier: 'अपना 10 अंकों का मोबाइल नंबर या PAN लिखें',
  otpCodeFormat: '6 अंकों का कोड लिखें',
  otpSentRepay:
    'अगर इस नंबर या PAN पर हमारे यहाँ कोई लोन है, तो हमने रजिस्टर्ड मोबाइल पर एक कोड भेज दिया है',
  otpSentApply: 'हमने इस मोबाइल नंबर पर 6 अंकों का कोड भेज दिया है',
  otpWrong: 'यह कोड सही नहीं है। SMS देखकर फिर कोशिश करें।',
  otpExpired: 'इस कोड की समय-सीमा खत्म हो गई है या यह पहले ही इस्तेमाल हो चुका है। नया कोड मँगाएँ।',
  otpLocked: 'कई बार गलत कोड डाला गया: यह कोड अब काम नहीं करेगा। नया कोड मँगाएँ।',
  otpResendWait: 'दूसरा कोड मँगाने से पहले कृपया थोड़ा रुकें।',
  otpTooManyCodes: 'इस नंबर के लिए बहुत ज़्यादा कोड मँगाए गए हैं। कृपया बाद में फिर कोशिश करें।',
  otpSessionNeeded: 'कृपया पहले अपने रजिस्टर्ड मोबाइल पर भेजे गए कोड से पुष्टि करें।',
  otpMobileNotVerified: 'इस मोबाइल नंबर पर भेजे गए कोड से इसकी पुष्टि करें',
};

export const fieldMessages: Translation<typeof En.fieldMessages> = {
  emailInvalid: 'सही ई-मेल पता लिखें',
  panFormat: 'सही PAN लिखें (जैसे ABCPE1234F)',
  panIndividual: 'किसी व्यक्ति का PAN लिखें (उसका चौथा अक्षर P होता है)',
  chooseOption: 'दिए गए विकल्पों में से एक चुनें',
  enterText: 'कुछ लिखें',
  lookupQuery: 'अपना 10 अंकों का मोबाइल नंबर या PAN लिखें',
  resumeTooLarge: 'रिज़्यूमे 5 MB या उससे छोटा होना चाहिए',
  resumeType: 'रिज़्यूमे PDF, DOC या DOCX फ़ाइल के रूप में अपलोड करें',
  resumeEmpty: 'रिज़्यूमे की फ़ाइल खाली है',
  lettersOnly: 'केवल अक्षर लिखें',
  dobRequired: 'अपनी जन्मतिथि लिखें',
  pincodeInvalid: 'सही 6 अंकों का पिनकोड लिखें',
  alternateSame: 'अपने मोबाइल नंबर से अलग कोई दूसरा नंबर लिखें',
  loanAmount: 'लोन राशि',
  monthlyIncome: 'मासिक आय',
  referenceNumber: 'रेफ़रेंस नंबर ठीक वैसे ही लिखें जैसा आपको दिया गया था, जैसे GRV-2026-000123',
  complaintNotFound: 'इस रेफ़रेंस नंबर और मोबाइल नंबर से कोई शिकायत नहीं मिली। दोनों जाँचकर फिर कोशिश करें।',
  otpPurpose: 'बताएँ कि कोड किस काम के लिए है: repay या apply',
  notAnId: 'यह सही आईडी नहीं है',
  noSuchPayment: 'ऐसा कोई भुगतान नहीं मिला',
  contactAccepted: 'संपर्क करने के लिए धन्यवाद। हमें आपका संदेश मिल गया है, हम जल्द ही आपसे बात करेंगे।',
  careersAccepted:
    'आवेदन करने के लिए धन्यवाद। हमें आपका आवेदन मिल गया है; आपकी प्रोफ़ाइल मेल खाने पर हमारी भर्ती टीम आपसे संपर्क करेगी।',
};

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
export const rupeesWhole = (label: string) => `${label} पूरे रुपयों में लिखें`;
export const rupeesBetween = (label: string, min: number, max: number) =>
  `${label} ${rupees(min)} से ${rupees(max)} के बीच होनी चाहिए`;
export const ageAtLeast = (min: number) => `आवेदन के लिए आपकी उम्र कम से कम ${min} साल होनी चाहिए`;
export const ageAtMost = (max: number) => `आवेदक की उम्र ${max} साल या उससे कम होनी चाहिए`;
export const complaintAccepted = (reference: string) =>
  `धन्यवाद। आपकी शिकायत रेफ़रेंस नंबर ${reference} के साथ दर्ज कर ली गई है। हम 14 दिनों के अंदर जवाब देंगे; शिकायत की स्थिति शिकायत निवारण पेज पर देखने के लिए यह नंबर संभालकर रखें।`;

export const serverMessages: Translation<typeof En.serverMessages> = {
  requestUnreadable: 'यह अनुरोध पढ़ा नहीं जा सका।',
  noSuchEndpoint: 'ऐसा कोई एंडपॉइंट नहीं है।',
  fieldTwice: 'फ़ॉर्म में एक ही खाना दो बार भेजा गया।',
  multipartUnreadable:
    'फ़ॉर्म पढ़ा नहीं जा सका: वह अधूरा पहुँचा या सही multipart रूप में नहीं है। कृपया उसे फिर से भेजें।',
  multipartTooLarge: 'फ़ॉर्म में बहुत ज़्यादा या बहुत बड़े हिस्से हैं।',
  contentTypeRefused: 'यहाँ इस तरह का कंटेंट स्वीकार नहीं किया जाता।',
  requestTooLarge: 'यह अनुरोध बहुत बड़ा है।',
  videoTooLarge: 'वीडियो बहुत बड़ा है। कृपया छोटा वीडियो रिकॉर्ड करें।',
  fieldsOutOfOrder: 'पहले refstr खाना भेजें, फिर वीडियो फ़ाइल।',
  notWebm: 'वीडियो WebM रिकॉर्डिंग होना चाहिए।',
  uploadUnreadable: 'अपलोड पढ़ा नहीं जा सका।',
  tooManyConnections: 'आपके नेटवर्क से एक साथ बहुत ज़्यादा कनेक्शन आ रहे हैं। कृपया कुछ सेकंड बाद फिर कोशिश करें।',
  crossSite: 'दूसरी वेबसाइटों से आए अनुरोध स्वीकार नहीं किए जाते।',
  leadNotFound: 'आपका आवेदन नहीं मिला। कृपया वही लिंक खोलें जो आपको भेजा गया था।',
  referencesUnavailable:
    'अभी आपके अनुरोध को रेफ़रेंस नंबर नहीं दिया जा सका। कृपया एक मिनट बाद फिर कोशिश करें।',
  nothingToPay: 'इस लोन पर अभी कोई भुगतान बाकी नहीं है।',
  paymentPageExpired: 'भुगतान का यह पेज अब मान्य नहीं है। कृपया फिर से शुरू करें।',
  verifyItIsYou: 'कृपया पुष्टि करें कि यह आप ही हैं',
  paymentNotStarted: 'भुगतान शुरू नहीं हो सका',
  paymentTakingYou: 'आपको हमारे भुगतान पार्टनर के पेज पर ले जा रहे हैं',
  paymentLoanNumber: 'लोन नंबर',
  paymentAmount: 'राशि',
  paymentContinue: 'भुगतान के लिए आगे बढ़ें',
  paymentWhere: 'भुगतान आप पार्टनर के सुरक्षित पेज पर करेंगे, और भुगतान पूरा होने पर यहीं वापस आ जाएँगे।',
  backToRepay: 'लोन चुकाएँ पेज पर वापस जाएँ',
  paymentUnconfirmedTitle: 'इस भुगतान की पुष्टि नहीं हो सकी',
  paymentUnconfirmed: 'भुगतान के इस जवाब की जाँच नहीं हो सकी, इसलिए कुछ भी भुगतान हुआ नहीं माना गया है।',
};

export const paymentUnconfirmedHint = (email: string, txnid?: string) =>
  `अगर आपके खाते से पैसे कट गए हैं, तो ${email} पर लिखें, हम बैंक से इसकी जाँच करेंगे।${txnid ? ` लेन-देन आईडी ${txnid} ज़रूर बताएँ।` : ''}`;

export const sendAs = (types: string) => `इसे ${types} के रूप में भेजें।`;
export const wrongCode = (triesLeft: number) =>
  `${messages.otpWrong} अब ${triesLeft} बार और कोशिश कर सकते हैं।`;
export const paymentReceived = (amount: string, txnid: string) =>
  `इस लोन पर ${amount} का भुगतान मिल चुका है (लेन-देन ${txnid})। इसे दिखने में कुछ घंटे लग सकते हैं, इसलिए कृपया दोबारा भुगतान न करें।`;

export const problemTitles: Translation<typeof En.problemTitles> = {
  400: 'गलत अनुरोध',
  401: 'पहचान की पुष्टि ज़रूरी',
  403: 'अनुमति नहीं',
  404: 'नहीं मिला',
  409: 'टकराव',
  413: 'अनुरोध बहुत बड़ा',
  415: 'यह कंटेंट टाइप स्वीकार नहीं',
  422: 'जानकारी ठीक नहीं',
  429: 'बहुत ज़्यादा अनुरोध',
  500: 'सर्वर में गड़बड़ी',
  502: 'बाहरी सेवा से गड़बड़ी',
  503: 'सेवा अभी उपलब्ध नहीं',
  error: 'गड़बड़ी',
};

export const tooLong = (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर लिखें`;
export const listFailed = (what: string) =>
  `${what} लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।`;
export const tooManyDigits = (max: number) => `ज़्यादा से ज़्यादा ${max} अंक लिखें`;

/** A wait in words: "30 सेकंड", "2 मिनट", "1 घंटे" (Hindi does not mark the plural on these units). */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] =
    s < 60 ? [s, 'सेकंड'] : s < 3600 ? [Math.ceil(s / 60), 'मिनट'] : [Math.ceil(s / 3600), 'घंटे'];
  return `${n} ${unit}`;
}

export function tooManyAttempts(seconds: number): string {
  return `बहुत ज़्यादा कोशिशें हो गईं। कृपया ${waitInWords(seconds)} बाद फिर कोशिश करें।`;
}

export function withWait(detail: string, retryAfterSeconds?: number): string {
  return retryAfterSeconds && !/बाद फिर कोशिश करें/.test(detail)
    ? `${detail} ${waitInWords(retryAfterSeconds)} बाद फिर कोशिश करें।`
    : detail;
}
