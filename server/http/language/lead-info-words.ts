// The lending API's PAN-verification answer (getLeadInfo's HTML, sanitized first) for a Hindi reader (issue 41):
// each phrase we know is put in our Hindi where it stands, the markup around it untouched; when a heading or
// paragraph is still in English (a phrase we do not know), a Hindi line before the answer says that what follows
// is the lending system's own English. The names and the PAN in its table are data and stay as they are.
import { panVerificationPhrases as en } from '../../../shared/upstream-messages.ts';
import {
  panVerificationPhrases as hi,
  upstreamUnknownLead,
} from '../../../shared/upstream-messages.hi.ts';
import type { LocaleCode } from '../../../shared/locales.ts';

const pairs = (Object.keys(en) as Array<keyof typeof en>).map((key) => [en[key], hi[key]] as const);

/** Words that are the same in both languages' answers, so they do not mark a text as English. */
const SHARED_WORDS = /\b(?:PAN|KYC|OTP)\b/g;

/** Headings, paragraphs, list items and table headings: what the answer says, not its data. */
const WORDED = /<(h[1-6]|p|li|th)\b[^>]*>([\s\S]*?)<\/\1>/gi;

export function leadInfoInLanguage(html: string, locale: LocaleCode): string {
  if (locale === 'en') return html;
  let out = html;
  // Only whole element contents: between a tag's end and the next tag's start.
  for (const [english, hindi] of pairs) out = out.split(`>${english}<`).join(`>${hindi}<`);
  const english = [...out.matchAll(WORDED)].some(([, , inner]) =>
    /[A-Za-z]{2,}/.test(inner!.replace(/<[^>]*>/g, '').replace(SHARED_WORDS, '')),
  );
  return english ? `<p lang="hi-IN">${upstreamUnknownLead}</p>${out}` : out;
}
