// A borrower's document page in Hindi (see strings.ts).
import type { Translation } from '../../../../shared/translation.ts';
import type * as En from './strings.ts';

export const documentCopy: Translation<typeof En.documentCopy> = {
  print: 'प्रिंट करें या PDF के रूप में सेव करें',
  back: 'मेरे लोन पर वापस जाएँ',
  reference: 'रेफ़रेंस',
  checkAt: (url) => `यह दस्तावेज़ असली है या नहीं, ${url} पर इसके रेफ़रेंस से जाँचें।`,
  noSession: {
    title: 'पहले अपना मोबाइल नंबर सत्यापित करें',
    text: 'आपके दस्तावेज़ तभी दिखते हैं जब आप अपने रजिस्टर्ड मोबाइल पर भेजा गया वन-टाइम कोड डालते हैं।',
    action: 'मेरा लोन खोजें',
  },
  notYours: {
    title: 'दस्तावेज़ नहीं मिला',
    text: 'यह लिंक आपके सेशन में खुले लोन के किसी दस्तावेज़ का नहीं है। इसे “मेरे लोन” पेज से खोलें।',
  },
  receipt: {
    title: 'भुगतान की रसीद',
    intro: (legalName) => `${legalName} आपके लोन के लिए नीचे दिया गया भुगतान मिलने की पुष्टि करता है।`,
    name: 'भुगतान करने वाले',
    loanNumber: 'लोन नंबर',
    amount: 'मिली रकम',
    paidAt: 'भुगतान की तारीख',
    txnid: 'ट्रांज़ैक्शन आईडी',
    method: 'तरीका',
    methodGateway: 'ऑनलाइन, हमारे पेमेंट गेटवे से',
    note: 'यह रसीद इलेक्ट्रॉनिक रूप से जारी हुई है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
  },
  kfs: {
    title: 'की फ़ैक्ट स्टेटमेंट (KFS)',
    intro:
      'आपके लोन की मुख्य बातें, जैसा भारतीय रिज़र्व बैंक के KFS नियम कहते हैं। रकमें हमारे लोन सिस्टम और हमारी प्रकाशित शर्तों से ली गई हैं।',
    name: 'उधारकर्ता',
    loanNumber: 'लोन नंबर',
    amount: 'लोन की रकम (मंज़ूर)',
    dailyRate: 'ब्याज दर',
    rate: (daily, annual) => `रोज़ ${daily}% (सालाना ${annual}%), तय`,
    processingFee: 'प्रोसेसिंग फ़ीस',
    gstOnFee: 'प्रोसेसिंग फ़ीस पर GST',
    net: 'आपके खाते में आई कुल रकम',
    tenure: 'अवधि',
    days: (n) => `${n} दिन`,
    interest: 'अवधि का ब्याज',
    repayable: 'चुकाने की कुल रकम',
    apr: 'सालाना प्रतिशत दर (APR)',
    disbursedOn: 'लोन मिलने की तारीख',
    dueOn: 'चुकाने की तारीख (एक ही बार में)',
    penal: 'देर से चुकाने पर दंड शुल्क',
    penalValue: (percent) => `चुकाने की तारीख के अगले दिन से, बकाया मूलधन का रोज़ ${percent}%`,
    coolingOff: 'कूलिंग-ऑफ अवधि',
    coolingOffValue: (days) =>
      `लोन मिलने से ${days} दिन: इस बीच आप मूलधन और इस्तेमाल किए दिनों का ब्याज चुकाकर, बिना जुर्माने के लोन छोड़ सकते हैं`,
    notGiven: 'हमारे लोन सिस्टम ने यह नहीं बताया',
    grievance: 'शिकायत निवारण',
    grievanceValue: (name, phone, email) => `${name}, ${phone}, ${email}`,
  },
  noDues: {
    loanNumber: 'लोन नंबर',
  },
};
