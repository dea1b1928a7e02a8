// The Hindi words of the carousels (see strings.ts).
import type * as En from './strings.ts';
import type { Translation } from '../../../shared/translation.ts';

export const carouselCopy: Translation<typeof En.carouselCopy> = {
  carousel: 'कैरोसेल',
  slide: 'स्लाइड',
  slideOf: (n, count) => `${count} में से ${n}`,
  pause: 'स्लाइड रोकें',
  play: 'स्लाइड चलाएँ',
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  show: (n, count) => `${count} में से स्लाइड ${n} दिखाएँ`,
};
