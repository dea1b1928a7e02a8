// The journey pages' words of journey-strings.ts in Hindi.
import type * as En from './journey-strings.ts';
import type { Translation } from '../../shared/translation.ts';

export const endSessionCopy: Translation<typeof En.endSessionCopy> = {
  lead: 'किसी और के फ़ोन या साझा कंप्यूटर पर हैं?',
  button: 'आप नहीं हैं? / काम हो गया',
  hint: 'इस डिवाइस पर यह सत्र तुरंत बंद हो जाएगा: अगले व्यक्ति को अपना कोड लेना होगा।',
};
