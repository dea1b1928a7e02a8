// The note above a document that stays English on the Hindi site (see english-only.ts).
import type { Translation } from '../../shared/translation.ts';
import type * as En from './english-only.ts';

export const englishOnlyNote: Translation<typeof En.englishOnlyNote> =
  'यह दस्तावेज़ अभी केवल अंग्रेज़ी में उपलब्ध है।';

export const englishOnlyArticlesNote: Translation<typeof En.englishOnlyArticlesNote> =
  'ये लेख अभी केवल अंग्रेज़ी में उपलब्ध हैं।';
