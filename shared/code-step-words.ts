// Why the one-time-code step cannot run without script, and whom to call, in a language (issue 41): the words of
// the notice on the apply and repay pages and of the page a repay search posted without script reaches.
import { site } from './site.ts';
import { hoursInHindi } from './hours-hindi.ts';
import { codeStepNeedsScript as english } from './server-messages.ts';
import { codeStepNeedsScript as hindi } from './server-messages.hi.ts';
import type { LocaleCode } from './locales.ts';

export function codeStepWords(locale: LocaleCode): string {
  return locale === 'hi'
    ? hindi(site.phone, hoursInHindi(site.officeHours))
    : english(site.phone, site.officeHours);
}
