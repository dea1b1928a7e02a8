// Dates in words in the build's language: '14 August 2025' on the English site (as before), '14 अगस्त 2025' on
// the Hindi one, through Intl with the build's locale (issue 21).
import { formatLongDateEnGb } from '../shared/format.ts';
import { buildLocale } from './locale.ts';

const long = new Intl.DateTimeFormat(buildLocale.intl, {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A YYYY-MM-DD date in words; unparseable input is returned as given. */
export function formatLongDate(isoDate: string): string {
  if (buildLocale.code === 'en') return formatLongDateEnGb(isoDate);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  return long.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}
