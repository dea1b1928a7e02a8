// The KYC pages' words in Hindi (see kyc-messages.ts).
import type * as En from './kyc-messages.ts';
import type { Translation } from './translation.ts';

export const kycMessages: Translation<typeof En.kycMessages> = {
  cameraDenied: 'कृपया कैमरा और माइक्रोफ़ोन की अनुमति दें।',
  cameraNotReady: 'कैमरा अभी तैयार नहीं है।',
  uploadSuccess: 'वीडियो सफलतापूर्वक अपलोड हो गया!',
  uploadFailed: 'अपलोड नहीं हो सका। कृपया फिर कोशिश करें।',
  uploadException: 'अपलोड करते समय कुछ गड़बड़ हो गई।',
  panVerifyFailed: 'PAN की जाँच करते समय कुछ गड़बड़ हो गई।',
};
