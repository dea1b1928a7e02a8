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
  orderThanksTitle: 'धन्यवाद!',
  orderThanksMessage: 'भुगतान के लिए धन्यवाद। आपका लेन-देन सफलतापूर्वक पूरा हो गया है।',
  goHome: 'होम पेज पर जाएँ',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध आए हैं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  invalidLink: 'यह लिंक सही नहीं है। कृपया वही लिंक खोलें जो आपको भेजा गया था।',
  tryAgain: 'फिर कोशिश करें',
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
