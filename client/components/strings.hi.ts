// The Hindi words of the shared journey components (see strings.ts).
import type * as En from './strings.ts';
import type { Translation } from '../../shared/translation.ts';

export const otpStepCopy: Translation<typeof En.otpStepCopy> = {
  label: '6 अंकों का कोड डालें',
  verify: 'कोड जाँचें',
  checking: 'जाँच हो रही है…',
  wait: (seconds) => `नया कोड ${seconds} सेकंड बाद मँगा सकते हैं।`,
  resend: 'नया कोड भेजें',
  changeNumber: 'नंबर बदलें',
  resent: 'नया कोड भेज दिया गया है।',
};

export const linkProblemCopy: Translation<typeof En.linkProblemCopy> = {
  invalidTitle: 'यह लिंक मान्य नहीं है',
  helpBefore: 'मदद चाहिए? हमें ',
  hoursOpen: ' (',
  helpOr: ') पर कॉल करें या ',
  helpEnd: ' पर लिखें।',
  tryAgain: 'फिर से कोशिश करें',
};

export const newTab: Translation<typeof En.newTab> = ' (नए टैब में खुलता है)';

export const breadcrumbCopy: Translation<typeof En.breadcrumbCopy> = {
  label: 'आप यहाँ हैं',
  home: 'होम',
};
