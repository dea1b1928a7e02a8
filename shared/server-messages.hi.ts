// What only the server says, in Hindi (see server-messages.ts). The server imports this module by its name; no
// browser bundle does.
import { otpMessages } from './otp-messages.hi.ts';
import type * as En from './server-messages.ts';
import type { Translation } from './translation.ts';

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
  serverBusy: 'अभी हमारे यहाँ बहुत काम चल रहा है। कृपया एक मिनट बाद फिर कोशिश करें।',
  tooManyConnections: 'आपके नेटवर्क से एक साथ बहुत ज़्यादा कनेक्शन आ रहे हैं। कृपया कुछ सेकंड बाद फिर कोशिश करें।',
  crossSite: 'दूसरी वेबसाइटों से आए अनुरोध स्वीकार नहीं किए जाते।',
  leadNotFound: 'आपका आवेदन नहीं मिला। कृपया वही लिंक खोलें जो आपको भेजा गया था।',
  referencesUnavailable:
    'अभी आपके अनुरोध को रेफ़रेंस नंबर नहीं दिया जा सका। कृपया एक मिनट बाद फिर कोशिश करें।',
  recordsUnavailable:
    'हमारे रिकॉर्ड अभी उपलब्ध नहीं हैं, इसलिए आपका अनुरोध सेव नहीं हो सका। कुछ भी भेजा नहीं गया है। कृपया एक मिनट बाद फिर कोशिश करें।',
  nothingToPay: 'इस लोन पर अभी कोई भुगतान बाकी नहीं है।',
  loanNotFound:
    'आपके लोन में इस नंबर का कोई लोन नहीं मिला। “मेरे लोन” पेज फिर से खोलें और उसी लोन पर “अभी भुगतान करें” दबाएँ।',
  coolingOffEnded:
    'इस लोन की कूलिंग-ऑफ अवधि ख़त्म हो चुकी है, इसलिए अब इसे लोन छोड़ने वाली रकम देकर बंद नहीं किया जा सकता। बकाया रकम चुकाने के लिए अपना लोन फिर से खोजें।',
  paymentPurposeExit: 'कूलिंग-ऑफ अवधि में लोन छोड़ना',
  paymentPageExpired: 'भुगतान का यह पेज अब मान्य नहीं है। कृपया फिर से शुरू करें।',
  verifyItIsYou: 'कृपया पुष्टि करें कि यह आप ही हैं',
  paymentNotStarted: 'भुगतान शुरू नहीं हो सका',
  paymentTakingYou: 'आपको हमारे भुगतान पार्टनर के पेज पर ले जा रहे हैं',
  paymentLoanNumber: 'लोन नंबर',
  paymentAmount: 'राशि',
  paymentContinue: 'भुगतान के लिए आगे बढ़ें',
  paymentWhere: 'भुगतान आप पार्टनर के सुरक्षित पेज पर करेंगे, और भुगतान पूरा होने पर यहीं वापस आ जाएँगे।',
  backToRepay: 'लोन चुकाएँ पेज पर वापस जाएँ',
  backToMyLoans: 'मेरे लोन पेज पर वापस जाएँ',
  panCheckTitle: 'PAN सत्यापन',
  panCheckResult: 'नतीजा',
  backToPanCheck: 'PAN सत्यापन पेज पर वापस जाएँ',
  paymentUnconfirmedTitle: 'इस भुगतान की पुष्टि नहीं हो सकी',
  paymentUnconfirmed: 'भुगतान के इस जवाब की जाँच नहीं हो सकी, इसलिए कुछ भी भुगतान हुआ नहीं माना गया है।',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध आए हैं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  correctFields: 'कृपया लाल निशान वाले खाने ठीक करें।',
  unknownState: 'यह राज्य हमारी सूची में नहीं है। कृपया सूची में से अपना राज्य फिर से चुनें।',
  unknownCity: 'यह शहर हमारी सूची में नहीं है। कृपया सूची में से अपना शहर फिर से चुनें।',
};

export const paymentUnconfirmedHint = (email: string, txnid?: string) =>
  `अगर आपके खाते से पैसे कट गए हैं, तो ${email} पर लिखें, हम बैंक से इसकी जाँच करेंगे।${txnid ? ` लेन-देन आईडी ${txnid} ज़रूर बताएँ।` : ''}`;

export const codeStepNeedsScript = (phone: string, hours: string) =>
  `आवेदन करने और अपना लोन देखने से पहले आपके मोबाइल पर एक बार का कोड भेजा जाता है, और इस चरण के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है या लोड नहीं हुआ। उसे चालू करके फिर कोशिश करें, या हमें ${phone} पर कॉल करें (${hours}), हम आपकी मदद करेंगे।`;
export const applyNeedsScriptTitle = 'आवेदन के लिए JavaScript चाहिए';
export const videoKycNeedsScript = (phone: string, hours: string) =>
  `वीडियो KYC रिकॉर्ड करने के लिए JavaScript और आपका कैमरा चाहिए, और इस ब्राउज़र में JavaScript बंद है या लोड नहीं हुआ। उसे चालू करके हमारा भेजा लिंक फिर से खोलें, या हमें ${phone} पर कॉल करें (${hours}), हम आपकी मदद करेंगे।`;

export const sendAs = (types: string) => `इसे ${types} के रूप में भेजें।`;
export const wrongCode = (triesLeft: number) =>
  `${otpMessages.otpWrong} अब ${triesLeft} बार और कोशिश कर सकते हैं।`;
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
