// Reads a page's text, English or Hindi, for the service promises (shared/service-promises.ts) and the retention
// schedule (shared/retention.ts), and says which disagree: any opening hours other than the office's and the
// grievance line's, a privacy request answered in another time, a retention period the schedule does not have.
import { hoursInHindi } from '../../shared/hours-hindi.ts';
import { retentionRules } from '../../shared/retention.ts';
import { servicePromises as p } from '../../shared/service-promises.ts';
import type { Finding } from './figure-check.ts';

type Locale = 'en' | 'hi';

/** The hours a page may print, as that language prints them. */
export const allowedHours = (locale: Locale) =>
  [p.officeHours, p.grievanceLine.hours].map((h) => (locale === 'hi' ? hoursInHindi(h) : h));

const years = new Set(
  Object.values(retentionRules)
    .map((r) => r.days / 365)
    .concat([5]),
);

export function checkPromises(text: string, locale: Locale): Finding[] {
  const findings: Finding[] = [];
  const fail = (figure: string, at: number, why: string) =>
    findings.push({ figure, context: text.slice(Math.max(0, at - 90), at + 60), why });
  const hours = allowedHours(locale);

  // Hours: every clock range on the page is one of the two promises.
  const clock =
    locale === 'hi'
      ? /(?:(?:सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार)(?: से (?:सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार))? )?(?:सुबह|दोपहर|शाम|रात) [\d:]+ बजे से (?:सुबह|दोपहर|शाम|रात) [\d:]+ बजे तक/g
      : /\d{1,2}:\d{2}\s*(?:AM|PM)?\s*[-–]\s*\d{1,2}:\d{2}\s*(?:AM|PM)?(?:\s+[A-Z][a-z]{2}(?:-[A-Z][a-z]{2})?)?/g;
  for (const m of text.matchAll(clock)) {
    const found = m[0].trim();
    if (
      !hours.some(
        (h) => h === found || (locale === 'en' && h.startsWith(found) && found === p.officeHours),
      )
    )
      fail(found, m.index ?? 0, 'hours that are not the office or grievance line promise');
  }

  // A privacy request's reply time.
  const privacy =
    locale === 'hi'
      ? /(?:गोपनीयता|निजता)[^।|]{0,80}?(\d+) (?:दिन|दिनों)/g
      : /privacy request[^.|]{0,80}?within (\d+) days/gi;
  for (const m of text.matchAll(privacy))
    if (Number(m[1]) !== p.privacyReplyDays)
      fail(m[0], m.index ?? 0, `a privacy reply time other than ${p.privacyReplyDays} days`);

  // Retention periods: "kept for at least 10 years", "10 वर्ष तक रखे".
  const kept =
    locale === 'hi'
      ? /(\d+) (?:वर्ष|साल)[^।|]{0,30}?रख/g
      : /(?:kept|keep|retain(?:ed)?)[^.|]{0,60}?(\d+|ten|five|eight|three) years/gi;
  const words: Record<string, number> = { ten: 10, five: 5, eight: 8, three: 3 };
  for (const m of text.matchAll(kept)) {
    const n = words[m[1]!.toLowerCase()] ?? Number(m[1]);
    if (!years.has(n)) fail(m[0], m.index ?? 0, 'a retention period the schedule does not have');
  }
  return findings;
}
