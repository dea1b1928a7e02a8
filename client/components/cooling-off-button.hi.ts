// The cooling-off exit's button in Hindi (see cooling-off-button.ts).
import type { Translation } from '../../shared/translation.ts';
import type * as En from './cooling-off-button.ts';

export const coolingOffButtonCopy: Translation<typeof En.coolingOffButtonCopy> = {
  payExit: (amount) => `${amount} चुकाकर लोन छोड़ें`,
};
