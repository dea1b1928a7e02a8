// Apply Now in Hindi (see strings.ts). Field names keep the words printed on Indian loan forms: PAN, पिनकोड, EMI.
import type * as En from './strings.ts';
import type { Translation } from '../../../shared/translation.ts';

export const applyCopy: Translation<typeof En.applyCopy> = {
  pageTitle: 'अभी आवेदन करें',
  pageIntro: 'दो मिनट में तुरंत सैलरी एडवांस के लिए आवेदन करें।',
  formTitle: 'लोन आवेदन',
  formIntro: 'जिन खानों पर "वैकल्पिक" लिखा है, उन्हें छोड़कर सभी भरना ज़रूरी है। इसमें लगभग दो मिनट लगते हैं।',
  tryAgain: 'फिर से कोशिश करें',
  sections: {
    loan: 'लोन की जानकारी',
    personal: 'निजी जानकारी',
    contact: 'संपर्क की जानकारी',
    address: 'पता',
  },
  submit: 'आवेदन जमा करें',
  submitting: 'जमा हो रहा है…',
  secure: 'आपकी जानकारी एन्क्रिप्टेड कनेक्शन से भेजी जाती है और सिर्फ़ आपके लोन की जाँच के लिए इस्तेमाल होती है।',
  optional: ' (वैकल्पिक)',
};

export const fieldCopy: Translation<typeof En.fieldCopy> = {
  loanAmount: 'लोन की रकम',
  loanAmountHint: (min, max) => `${min} से ${max} तक`,
  monthlyIncome: 'मासिक आय',
  monthlyIncomeHint: 'हाथ में आने वाली सैलरी',
  obligations: 'मौजूदा किस्तें',
  obligationsHint: 'हर महीने जो EMI आप पहले से भरते हैं',
  firstName: 'पहला नाम',
  middleName: 'बीच का नाम',
  surName: 'उपनाम',
  pan: 'PAN',
  panHint: '10 अक्षर, जैसे आपके PAN कार्ड पर लिखे हैं',
  dob: 'जन्म तिथि',
  gender: 'लिंग',
  genders: { male: 'पुरुष', female: 'महिला', other: 'अन्य' },
  mobile: 'मोबाइल नंबर',
  alternateMobile: 'दूसरा मोबाइल नंबर',
  email: 'ई-मेल',
  officialEmail: 'ऑफ़िस का ई-मेल',
  state: 'राज्य',
  city: 'शहर',
  pincode: 'पिनकोड',
};

export const listCopy: Translation<typeof En.listCopy> = {
  loadingStates: 'राज्य लोड हो रहे हैं…',
  selectState: 'अपना राज्य चुनें',
  city: {
    chooseParentFirst: 'पहले राज्य चुनें',
    loading: 'शहर लोड हो रहे हैं…',
    notLoaded: 'शहर लोड नहीं हुए',
    none: 'कोई शहर उपलब्ध नहीं',
    select: 'अपना शहर चुनें',
  },
  pincode: {
    chooseParentFirst: 'पहले शहर चुनें',
    loading: 'पिनकोड लोड हो रहे हैं…',
    notLoaded: 'पिनकोड लोड नहीं हुए',
    none: 'कोई पिनकोड उपलब्ध नहीं',
    select: 'अपना पिनकोड चुनें',
  },
};

export const mobileVerifyCopy: Translation<typeof En.mobileVerifyCopy> = {
  verified: 'मोबाइल नंबर सत्यापित हो गया',
  sent: (masked) => `हमने ${masked} पर 6 अंकों का कोड भेजा है।`,
  cancel: 'रद्द करें',
  sending: 'कोड भेजा जा रहा है…',
  verify: 'मोबाइल नंबर सत्यापित करें',
  changed: 'आपने नंबर बदल दिया है: नए नंबर को नए कोड से सत्यापित करें।',
  hint: 'यह नंबर आपका ही है, यह जाँचने के लिए हम इस पर एक कोड भेजते हैं।',
};

export const consentFieldsCopy: Translation<typeof En.consentFieldsCopy> = {
  legend: 'आपकी सहमतियाँ',
  note: 'हर सहमति पर अलग से टिक करें। कोई सहमति बाद में गोपनीयता अनुरोध पेज पर वापस ली जा सकती है।',
  termsBefore: 'मैंने ',
  termsLink: 'नियम और शर्तें',
  termsBetween: ' तथा ',
  privacyLink: 'गोपनीयता सूचना',
  termsAfter: ' पढ़ ली हैं और मुझे ये स्वीकार हैं।',
};

export const asideCopy: Translation<typeof En.asideCopy> = {
  needHelp: 'मदद चाहिए?',
  callBefore: '',
  callAfter: (hours) => ` पर कॉल करें, ${hours}।`,
};

export const thankYouCopy: Translation<typeof En.thankYouCopy> = {
  received: 'आपका आवेदन मिल गया है',
  nextNamed: (firstName) => `${firstName} जी, आगे यह होगा:`,
  next: 'आगे यह होगा:',
  steps: {
    call: (last4) =>
      `हमारी टीम आपकी जानकारी जाँचेगी और आपके ${last4} पर ख़त्म होने वाले मोबाइल नंबर पर कॉल करेगी।`,
    kyc: 'ऑनलाइन वीडियो KYC पूरा करने के लिए हम आपको एक लिंक भेजेंगे।',
    money: 'मंज़ूरी के बाद रकम 24 घंटे के अंदर आपके बैंक खाते में आ जाएगी।',
  },
};
