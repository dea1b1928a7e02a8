// The app shell's words while a page loads, in Hindi (see page-load-messages.ts).
import type * as En from './page-load-messages.ts';
import type { Translation } from './translation.ts';

export const pageLoadMessages: Translation<typeof En.pageLoadMessages> = {
  loading: 'लोड हो रहा है...',
  pageLoadFailed: 'यह पेज लोड नहीं हो सका',
  pageLoadFailedHint: 'कृपया अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।',
  retry: 'फिर कोशिश करें',
};
