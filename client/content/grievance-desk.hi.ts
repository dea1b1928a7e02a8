// The complaint status lookup and the Privacy Requests page in Hindi (see grievance-desk.ts).
import { site } from '../../shared/site.ts';
import type { Translation } from '../../shared/translation.ts';
import type * as En from './grievance-desk.ts';

export const complaintLookupCopy: Translation<typeof En.complaintLookupCopy> = {
  heading: 'अपनी शिकायत की स्थिति देखें',
  intro: 'आपको मिला रेफ़रेंस नंबर (जैसे GRV-2026-000123) और वह मोबाइल नंबर लिखें, जिससे आपने शिकायत भेजी थी।',
  referenceLabel: 'रेफ़रेंस नंबर',
  mobileLabel: 'मोबाइल नंबर',
  submitLabel: 'स्थिति देखें',
  checkingLabel: 'देख रहे हैं…',
  statusLabel: 'स्थिति',
  receivedLabel: 'शिकायत मिलने की तारीख़',
  replyLabel: 'हमारे जवाब की आख़िरी तारीख़',
  escalationLabel: 'RBI लोकपाल के पास जाने की तारीख़',
  escalationText:
    'अगर तब तक हमारा जवाब न आए, या आप हमारे जवाब से संतुष्ट न हों, तो आप रिज़र्व बैंक - एकीकृत लोकपाल योजना, 2026 के तहत भारतीय रिज़र्व बैंक के लोकपाल से यहाँ शिकायत कर सकते हैं:',
  statusNames: {
    received: 'मिल गई है',
    'in-progress': 'जाँच चल रही है',
    resolved: 'निपटा दी गई: हमारा जवाब भेज दिया गया है',
    closed: 'बंद',
  },
};

export const privacyRequestsCopy: Translation<typeof En.privacyRequestsCopy> = {
  title: 'गोपनीयता अनुरोध',
  intro:
    'हमसे अपने निजी डेटा का सार माँगें, उसे सुधरवाएँ या मिटवाएँ, दी हुई सहमति वापस लें, या अपनी ओर से काम करने के लिए किसी को नामित करें। डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत ये आपके अधिकार हैं।',
  kindLabel: 'आप क्या करना चाहते हैं?',
  mobileLabel: 'हमारे पास दर्ज मोबाइल नंबर',
  panLabel: 'PAN',
  panHint: 'देना ज़रूरी नहीं। अगर आप देते हैं, तो अनुरोध पर कुछ करने से पहले हम इसे आपके मोबाइल नंबर से मिलाते हैं।',
  codeSent: (maskedMobile: string) =>
    `ताकि कोई और आपका डेटा न माँग सके, हमने ${maskedMobile} पर 6 अंकों का कोड भेजा है। अनुरोध भेजने के लिए उसे यहाँ लिखें।`,
  cancelCode: 'मोबाइल नंबर बदलें',
  detailsLabel: 'ब्योरा',
  detailsHint:
    'बताएँ कि आपको क्या चाहिए: कौन-सी जानकारी कैसे सुधारनी है, या कौन-सी सहमति वापस लेनी है (क्रेडिट ब्यूरो रिपोर्ट, आवेदन के बारे में संपर्क, या मार्केटिंग ऑफ़र)।',
  submitLabel: 'अनुरोध भेजें',
  sendingLabel: 'भेजा जा रहा है…',
  sentHeading: 'अनुरोध मिल गया',
  sent: (reference) =>
    `हमें आपका अनुरोध रेफ़रेंस नंबर ${reference} के साथ मिल गया है। हमारे शिकायत निवारण अधिकारी 30 दिन के अंदर, आम तौर पर इससे काफ़ी पहले, जवाब देंगे।`,
  withdrawalNote:
    'सहमति वापस लेने से आपका मौजूदा लोन रद्द नहीं होता: लोन समझौता, और क़ानून के अनुसार हमें जो रिकॉर्ड रखने होते हैं, वे लोन चुकने तक बने रहते हैं। उस सहमति से जो काम हो रहा था, उसे हम बंद कर देंगे, और अगर इसका आपके लोन पर असर पड़ता है तो साफ़ बताएँगे (जैसे, क्रेडिट रिपोर्ट के बिना नए लोन की जाँच नहीं हो सकती)।',
  kindNames: {
    access: 'जानकारी: मेरे बारे में आपके पास कौन-सा निजी डेटा है और किसके साथ साझा किया गया, इसका सार',
    correct: 'मेरा निजी डेटा सुधारें या पूरा करें',
    erase: 'मेरा निजी डेटा मिटाएँ',
    'withdraw-consent': 'दी हुई सहमति वापस लें',
    nominate: 'मेरी मृत्यु या असमर्थता पर मेरे अधिकारों के इस्तेमाल के लिए किसी व्यक्ति को नामित करें',
  },
  chooseOne: 'एक चुनें',
  referenceNumber: 'रेफ़रेंस नंबर: ',
  formHeading: 'अनुरोध करें',
  withdrawalHeading: 'सहमति वापस लेना',
  readBefore: 'हम आपके डेटा का इस्तेमाल कैसे करते हैं, यह हमारी ',
  privacyNotice: 'गोपनीयता सूचना',
  readBetween: ' में पढ़ें, और हम शिकायतें कैसे निपटाते हैं, यह ',
  grievance: 'शिकायत निवारण',
  readAfter: ' पेज पर।',
  contactNote: `आप हमारे शिकायत निवारण अधिकारी, ${site.grievanceOfficer.name}, को ${site.grievanceOfficer.email} पर लिख सकते हैं या ${site.grievanceOfficer.phone} पर कॉल कर सकते हैं।`,
};
