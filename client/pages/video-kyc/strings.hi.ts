// Video KYC's component words in Hindi (see strings.ts).
import type * as En from './strings.ts';
import type { Translation } from '../../../shared/translation.ts';

export const kycPageCopy: Translation<typeof En.kycPageCopy> = {
  title: 'वीडियो KYC',
  notFoundTitle: 'यह लिंक किसी आवेदन से मेल नहीं खाता',
  loadFailedTitle: 'हम आपकी जानकारी लोड नहीं कर सके',
  loading: 'आपकी जानकारी लोड हो रही है…',
};

export const greetingCopy: Translation<typeof En.greetingCopy> = {
  hello: (firstName, surname) => `नमस्ते, ${firstName} ${surname}`,
  lead: 'आपका लोन लगभग तैयार है। एक छोटा वीडियो रिकॉर्ड करें, ताकि हम पक्का कर सकें कि आवेदन आपका ही है।',
  recommended: 'सुझाई गई लोन रकम',
  repaymentDate: 'चुकाने की तारीख़',
  repaymentAmount: 'चुकाने की रकम',
};

export const recorderCopy: Translation<typeof En.recorderCopy> = {
  checkingCamera: 'आपका कैमरा जाँचा जा रहा है…',
  sending: 'आपका वीडियो भेजा जा रहा है। कृपया यह पेज खुला रखें।',
  starting: 'कैमरा चालू हो रहा है।',
  preview: 'कैमरा चालू है। तैयार हों तो "रिकॉर्डिंग शुरू करें" दबाएँ।',
  tenLeft: '10 सेकंड बाक़ी।',
  recording: (seconds) => `रिकॉर्डिंग चल रही है। आपके पास ${seconds} सेकंड हैं।`,
  review: 'रिकॉर्डिंग रुक गई। इसे चलाकर देखें, फिर जमा करें या दोबारा रिकॉर्ड करें।',
  idle: 'शुरू करने के लिए "कैमरा चालू करें" दबाएँ।',
  deniedHint:
    'ब्राउज़र की साइट सेटिंग में (पते के पास वाला आइकन) कैमरे की अनुमति दें, फिर दोबारा "कैमरा चालू करें" दबाएँ।',
  uploading: (percent) => `आपका वीडियो अपलोड हो रहा है… ${percent}%`,
  turnOn: 'कैमरा चालू करें',
  startRecording: 'रिकॉर्डिंग शुरू करें',
  toRear: 'पीछे का कैमरा चुनें',
  toFront: 'सामने का कैमरा चुनें',
  stop: 'रोकें',
  retake: 'दोबारा रिकॉर्ड करें',
  submitting: 'अपलोड हो रहा है…',
  submit: 'वीडियो जमा करें',
};

export const stageCopy: Translation<typeof En.stageCopy> = {
  yourRecording: 'आपकी रिकॉर्डिंग',
  preview: 'कैमरे का दृश्य',
  startingCamera: 'कैमरा चालू हो रहा है…',
  cameraOff: 'आपका कैमरा बंद है',
  rec: 'REC',
  secondsLeft: (seconds) => `${seconds} सेकंड बाक़ी`,
};

export const unsupportedCopy: Translation<typeof En.unsupportedCopy> = {
  insecure: {
    title: 'इस पेज के लिए सुरक्षित कनेक्शन ज़रूरी है',
    text: 'ब्राउज़र कैमरा सिर्फ़ सुरक्षित (https) पेजों पर चलने देते हैं। हमारा भेजा लिंक ठीक वैसा ही खोलें, जैसा वह है: वह https:// से शुरू होता है।',
  },
  'no-camera-api': {
    title: 'यह ब्राउज़र यहाँ कैमरा इस्तेमाल नहीं कर सकता',
    text: 'हमारा भेजा लिंक अपने फ़ोन या कंप्यूटर पर Chrome, Edge या Firefox के नए वर्ज़न में खोलें।',
  },
  'no-webm': {
    title: 'यह ब्राउज़र हमारे ज़रूरी फ़ॉर्मैट में वीडियो रिकॉर्ड नहीं कर सकता',
    text: 'हम WebM रिकॉर्डिंग लेते हैं, जो यह ब्राउज़र नहीं बना सकता। हमारा भेजा लिंक Chrome, Edge या Firefox में खोलें।',
  },
  titleEnd: '।',
};
