// Repay Your Loan in Hindi (see repay.ts).
import { otpMessages } from '../../shared/otp-messages.ts';
import { site } from '../../shared/site.ts';
import type { Translation } from '../../shared/translation.ts';
import type * as En from './repay.ts';

export const paymentReflectHours: typeof En.paymentReflectHours = 48;

export const repayContent: Translation<typeof En.repayContent> = {
  title: 'अपना लोन चुकाएँ',
  intro: 'मोबाइल नंबर या PAN से अपना लोन ढूँढें और ऑनलाइन भुगतान करें, या हमारे किसी बैंक खाते में ट्रांसफ़र करें।',
  lookup: {
    heading: 'अपना लोन ढूँढें',
    text: 'आवेदन में दिया मोबाइल नंबर या PAN लिखें, बकाया रकम देखें और ऑनलाइन भुगतान करें।',
    label: 'मोबाइल नंबर या PAN',
    placeholder: 'जैसे 9810012345 या ABCPE1234F',
    submit: 'खोजें',
    searching: 'खोज रहे हैं...',
    codeSent: otpMessages.otpSentRepay,
    changeIdentifier: 'दूसरा नंबर या PAN डालें',
    noCode: `एक मिनट में कोड नहीं आया, या लोन के साथ कोई मोबाइल नंबर दर्ज नहीं है? हमें ${site.phone} पर कॉल करें, हम भुगतान में आपकी मदद करेंगे।`,
  },
  points: [
    {
      icon: 'shield-lock',
      title: 'सुरक्षित ऑनलाइन भुगतान',
      text: 'आप हमारे पेमेंट पार्टनर के पेज पर भुगतान करते हैं; आपका कार्ड या बैंक लॉगिन हम कभी नहीं देखते।',
    },
    {
      icon: 'rupee',
      title: 'UPI, कार्ड या नेट बैंकिंग',
      text: 'बकाया रकम आपके लोन खाते से आती है, इसलिए कुछ लिखना नहीं पड़ता।',
    },
    {
      icon: 'check-circle',
      title: 'बैंक की पुष्टि होते ही पक्का',
      text: 'भुगतान की जाँच होते ही आपको अपनी ट्रांज़ैक्शन ID दिख जाती है।',
    },
  ],
  result: {
    caption: 'आपका लोन',
    payNow: 'अभी भुगतान करें',
    payHint: 'आप हमारे पेमेंट पार्टनर के पेज पर UPI, कार्ड या नेट बैंकिंग से सुरक्षित भुगतान करेंगे।',
    nothingDue: 'इस लोन पर अभी कुछ भी बकाया नहीं है।',
    paymentReceived: (amount, date, txnid) =>
      `${amount} का भुगतान ${date} को मिल गया (ट्रांज़ैक्शन ${txnid}); इसे दिखने में ${paymentReflectHours} घंटे तक लग सकते हैं।`,
    paidNotice:
      'कृपया इस लोन के लिए दोबारा भुगतान न करें। अगर उसके बाद भी बकाया रकम दिखे, तो हमें कॉल करें और ट्रांज़ैक्शन नंबर बताएँ।',
    overdueTitle: 'बकाया रकम ज़्यादा क्यों है',
    overdueNoBreakdown: 'इसमें देर से भुगतान के शुल्क शामिल हैं; पूरा ब्योरा जानने के लिए हमें कॉल करें',
  },
  notices: {
    failed: {
      title: 'आपका भुगतान पूरा नहीं हुआ',
      text: 'इस कोशिश में कोई भुगतान दर्ज नहीं हुआ। अपना लोन खोजें और फिर से कोशिश करने के लिए "अभी भुगतान करें" दबाएँ।',
      action: 'फिर से कोशिश करें',
    },
    pending: {
      title: 'आपके भुगतान की पुष्टि बाक़ी है',
      text: `बैंक ने अभी इस भुगतान की पुष्टि नहीं की है, इसलिए अभी दोबारा भुगतान न करें। अगर आपके खाते से पैसे कट गए हैं, तो वे आपके लोन में जोड़ दिए जाएँगे; मदद के लिए ${site.email} पर लिखें।`,
      action: 'फिर से खोजें',
    },
  },
  confirmation: {
    transactionId: 'ट्रांज़ैक्शन ID',
    amountPaid: 'भुगतान की गई रकम',
    unknown: {
      title: 'भुगतान की जानकारी उपलब्ध नहीं',
      text: 'इस लिंक के लिए हमें कोई पक्का भुगतान नहीं मिला, इसलिए उसकी जानकारी यहाँ नहीं दिखा सकते। अगर आपके खाते से पैसे कट गए हैं, तो वे आपके लोन में जोड़ दिए जाएँगे।',
    },
  },
  banks: {
    heading: 'बैंक ट्रांसफ़र या UPI से भुगतान करें',
    text: 'बकाया रकम NEFT, IMPS या RTGS से नीचे दिए किसी भी खाते में भेजें, या किसी भी UPI ऐप से QR कोड स्कैन करें। रिमार्क में अपना लोन नंबर ज़रूर लिखें, ताकि हम आपका भुगतान पहचान सकें।',
    qrCaption: 'किसी भी UPI ऐप से स्कैन करें',
    openUpiApp: 'UPI ऐप में खोलें',
  },
};
