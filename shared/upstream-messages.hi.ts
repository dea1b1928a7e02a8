// The lending API's phrases in Hindi (see upstream-messages.ts).
import type * as En from './upstream-messages.ts';
import type { Translation } from './translation.ts';

export const upstreamMessages: Translation<typeof En.upstreamMessages> = {
  applicationSubmitted: 'आपका आवेदन जमा हो गया है।',
  applicationSubmittedStop: 'आपका आवेदन जमा हो गया है।',
  applicationExists: 'इस PAN से एक आवेदन पहले से मौजूद है।',
  noRecord: 'कोई रिकॉर्ड नहीं मिला',
  invalidRequest: 'अनुरोध सही नहीं है।',
  validPan: 'कृपया सही PAN नंबर डालें।',
  validMobile: 'कृपया 10 अंकों का सही मोबाइल नंबर डालें।',
  validAlternateMobile: 'कृपया 10 अंकों का सही दूसरा मोबाइल नंबर डालें।',
  validGender: 'कृपया सही लिंग चुनें।',
  validLoanAmount: 'कृपया लोन की सही रकम डालें।',
  acceptTerms: 'कृपया नियम और शर्तें स्वीकार करें।',
};

export const panVerificationPhrases: Translation<typeof En.panVerificationPhrases> = {
  noRecordForLink: 'इस लिंक के लिए कोई रिकॉर्ड नहीं मिला।',
  panNotMatching: 'डाला गया PAN हमारे रिकॉर्ड से <b>मेल नहीं खाता</b>।',
  verified: 'PAN की पुष्टि हो गई',
  pending: 'पुष्टि बाक़ी है',
  pendingText: 'हम आयकर विभाग से आपके PAN की जाँच कर रहे हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  notVerified: 'PAN की पुष्टि नहीं हो सकी',
  nameMismatchText: 'PAN पर लिखा नाम आवेदन के नाम से मेल नहीं खाता।',
  nameAsPerPan: 'PAN के अनुसार नाम',
  status: 'स्थिति',
  valid: '<b>सही</b>',
  pendingStatus: '<i>बाक़ी</i>',
  nameMismatch: '<b>नाम मेल नहीं खाता</b>',
};

export const upstreamUnknownLead: string = 'लोन सिस्टम ने यह जवाब अंग्रेज़ी में भेजा है:';
