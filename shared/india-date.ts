// Dates as the loan product reads them: today in India and whole years of age. No zod here, so a page that only
// needs today's date (the home page's calculator) does not download the schema library (issue 22, decision 0113).

/** Whole years between a YYYY-MM-DD birth date and `today` (also YYYY-MM-DD), or undefined if not a real date. */
export function ageOn(dob: string, today: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!m || !t) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return undefined;
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  return ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0);
}

/** India keeps Indian Standard Time, UTC+05:30, all year: it has had no daylight saving since 1945. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * Today's date in India (YYYY-MM-DD), wherever the code runs: a borrower turning 21 on the 5th is 21 from
 * midnight IST, not from 05:30 IST when the UTC date changes. Worked out from the fixed offset rather than with
 * Intl's Asia/Kolkata zone: the home page's calculator needs it while it hydrates, before any Intl object exists
 * (decision 0132). tests/unit/format.test.ts checks it against Intl.
 */
export const todayIso = (now = new Date()) =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
