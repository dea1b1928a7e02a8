// The message catalogue in Hindi (issue 21): the Hindi build resolves shared/messages.ts to this file, so every
// form's validation and every state message of the Hindi pages reads in Hindi. Same keys and functions as the
// English catalogue (Translation<> fails the typecheck on a missing or extra one).
import type * as En from './messages.ts';
import type { Translation } from './translation.ts';

export type { MessageKey } from './messages.ts';

export const messages: Translation<typeof En.messages> = {
  required: 'ज़रूरी है',
  mobileInvalid: 'सही 10 अंकों का मोबाइल नंबर लिखें',
  digitsOnly: 'केवल अंक लिखे जा सकते हैं',
  acceptTerms: 'शर्तें स्वीकार करें',
  customerNotFound: 'ग्राहक नहीं मिला',
  somethingWrong: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  goHome: 'होम पेज पर जाएँ',
  invalidLink: 'यह लिंक सही नहीं है। कृपया वही लिंक खोलें जो आपको भेजा गया था।',
};

export const tooLong = (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर लिखें`;
export const tooManyDigits = (max: number) => `ज़्यादा से ज़्यादा ${max} अंक लिखें`;

/** A wait in words: "30 सेकंड", "2 मिनट", "1 घंटे" (Hindi does not mark the plural on these units). */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] =
    s < 60 ? [s, 'सेकंड'] : s < 3600 ? [Math.ceil(s / 60), 'मिनट'] : [Math.ceil(s / 3600), 'घंटे'];
  return `${n} ${unit}`;
}

export function tooManyAttempts(seconds: number): string {
  return `बहुत ज़्यादा कोशिशें हो गईं। कृपया ${waitInWords(seconds)} बाद फिर कोशिश करें।`;
}

export function withWait(detail: string, retryAfterSeconds?: number): string {
  return retryAfterSeconds && !/बाद फिर कोशिश करें/.test(detail)
    ? `${detail} ${waitInWords(retryAfterSeconds)} बाद फिर कोशिश करें।`
    : detail;
}
