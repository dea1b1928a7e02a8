// The words of the pages that only say where you are, in Hindi (see page-messages.ts).
import type * as En from './page-messages.ts';
import type { Translation } from './translation.ts';

export const pageMessages: Translation<typeof En.pageMessages> = {
  notFound: '404 - पेज नहीं मिला',
  notFoundHelp: 'आप जो पेज ढूँढ रहे हैं, वह शायद कहीं और चला गया है। ये लिंक काम आ सकते हैं:',
  notFoundApply: 'अभी आवेदन करें',
  notFoundRepay: 'अपना लोन चुकाएँ',
  blogNotFound: 'ब्लॉग नहीं मिला',
  orderThanksTitle: 'धन्यवाद!',
  orderThanksMessage: 'भुगतान के लिए धन्यवाद। आपका लेन-देन सफलतापूर्वक पूरा हो गया है।',
};
