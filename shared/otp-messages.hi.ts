// The one-time code's words in Hindi (see otp-messages.ts).
import type * as En from './otp-messages.ts';
import type { Translation } from './translation.ts';

export const otpMessages: Translation<typeof En.otpMessages> = {
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
  otpUnavailable:
    'अभी हम कोड नहीं भेज पा रहे हैं। कृपया थोड़ी देर बाद फिर कोशिश करें, या लोन से जुड़ी मदद के लिए हमें कॉल करें।',
  otpSessionNeeded: 'कृपया पहले अपने रजिस्टर्ड मोबाइल पर भेजे गए कोड से पुष्टि करें।',
  otpMobileNotVerified: 'इस मोबाइल नंबर पर भेजे गए कोड से इसकी पुष्टि करें',
};
