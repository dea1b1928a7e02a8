// What cannot run without script, and whom to call, in a language (issue 41): the words of the notice on the
// apply and repay pages (the one-time-code step), on the video KYC page, and of the page a repay
// search posted without script reaches.
import { site } from './site.ts';
import { hoursInHindi } from './hours-hindi.ts';
import * as english from './server-messages.ts';
import * as hindi from './server-messages.hi.ts';
import type { LocaleCode } from './locales.ts';

type Words = (phone: string, hours: string) => string;

const inLanguage = (locale: LocaleCode, en: Words, hi: Words) =>
  locale === 'hi'
    ? hi(site.phone, hoursInHindi(site.officeHours))
    : en(site.phone, site.officeHours);

export function codeStepWords(locale: LocaleCode): string {
  return inLanguage(locale, english.codeStepNeedsScript, hindi.codeStepNeedsScript);
}

/** The notice a page that needs script shows without it, by its path (without /hi); none for other pages. */
export function needsScriptWords(path: string, locale: LocaleCode): string | undefined {
  if (path === '/apply-now' || path === '/repay-loan') return codeStepWords(locale);
  if (path === '/video-kyc')
    return inLanguage(locale, english.videoKycNeedsScript, hindi.videoKycNeedsScript);
  return undefined;
}
