// PAN Verification's component words in Hindi (see strings.ts).
import type * as En from './strings.ts';
import type { Translation } from '../../../shared/translation.ts';

export const panPageCopy: Translation<typeof En.panPageCopy> = {
  title: 'PAN सत्यापन',
  asideLabel: 'PAN सत्यापन के बारे में',
  illustrationAlt: 'PAN कार्ड का नमूना, जिसमें दिखाया गया है कि 10 अक्षरों का PAN कहाँ छपा होता है',
  loading: 'लोड हो रहा है…',
  label: 'PAN',
  verifying: 'जाँच हो रही है…',
  verify: 'PAN सत्यापित करें',
  result: 'नतीजा',
};
