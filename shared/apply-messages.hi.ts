// The apply form's own words in Hindi (see apply-messages.ts).
import type * as En from './apply-messages.ts';
import type { Translation } from './translation.ts';

export const applyMessages: Translation<typeof En.applyMessages> = {
  mobileTyping: '10 अंकों का नंबर लिखें',
  obligationsNumeric: 'मौजूदा EMI/देनदारियाँ अंकों में लिखें',
  statesFailed: 'राज्यों की सूची नहीं मिल सकी',
  statesNetwork: 'राज्यों की सूची लोड नहीं हो सकी',
  submitFailed: 'जमा नहीं हो सका',
  tryAgain: 'फिर कोशिश करें',
};

export const listFailed = (what: string) =>
  `${what} लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।`;
