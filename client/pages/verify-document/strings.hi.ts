// /verify-document in Hindi (see strings.ts).
import type { Translation } from '../../../shared/translation.ts';
import type * as En from './strings.ts';

export const verifyCopy: Translation<typeof En.verifyCopy> = {
  title: 'दस्तावेज़ जाँचें',
  intro:
    'आपके पास Rupeeflow की भुगतान रसीद, की फ़ैक्ट स्टेटमेंट या नो-ड्यूज़ प्रमाणपत्र है? उसके नीचे छपा रेफ़रेंस डालकर जाँचें कि यह हमने ही जारी किया है।',
  label: 'दस्तावेज़ का रेफ़रेंस',
  hint: 'जैसे RFN-ABCD2345EFGH6789-WXYZ2345',
  check: 'जाँचें',
  genuine: 'असली: यह दस्तावेज़ हमने जारी किया है',
  genuineText:
    'इन जानकारियों को अपनी कॉपी से मिलाएँ। अगर कोई भी बात अलग है, तो कॉपी में बदलाव किया गया है: उस पर भरोसा न करें और हमें फ़ोन करें।',
  kinds: {
    receipt: 'भुगतान की रसीद',
    kfs: 'की फ़ैक्ट स्टेटमेंट (KFS)',
    'no-dues': 'नो-ड्यूज़ प्रमाणपत्र',
  },
  kind: 'दस्तावेज़',
  loanEnding: 'लोन नंबर के आख़िरी अंक',
  documentDate: {
    receipt: 'भुगतान की तारीख',
    kfs: 'लोन मिलने की तारीख',
    'no-dues': 'लोन बंद होने की तारीख',
  },
  amount: {
    receipt: 'मिली रकम',
    kfs: 'लोन की रकम',
    'no-dues': 'रकम',
  },
  issuedOn: 'पहली बार जारी हुआ',
  notGiven: 'दर्ज नहीं',
  notGenuine: 'इस रेफ़रेंस से हमने कोई दस्तावेज़ जारी नहीं किया',
  notGenuineText:
    'जाँच लें कि आपने इसे ठीक वैसे ही लिखा है जैसा छपा है। अगर हाँ, तो कॉपी में बदलाव किया गया है या वह नकली है: उस पर भरोसा न करें और हमें यहाँ बताएँ:',
  malformed: 'यह हमारा रेफ़रेंस नहीं है',
  malformedText:
    'हमारे रेफ़रेंस RFK-ABCD2345EFGH6789-WXYZ2345 जैसे दिखते हैं। इसे ठीक वैसे ही लिखें जैसा दस्तावेज़ पर छपा है।',
};
