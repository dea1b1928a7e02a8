// Number and date formatting shared by the pages and the server: rupees with Indian digit grouping, en-GB dates.
//
// The common cases are written out by hand rather than asked of Intl: a page's first Intl object costs the browser
// its ICU set-up, 170-690 ms of main thread at Lighthouse's 4x CPU slowdown before the calculator on / can hydrate (decision
// 0132). Each hand path gives Intl's answer exactly (tests/unit/format.test.ts compares them on random input);
// what it does not cover (not finite, beyond 10^15, a year outside 1000-9999) still goes to Intl.

let inr0: Intl.NumberFormat | undefined;
let inr2: Intl.NumberFormat | undefined;
const intlInr = (decimals: 0 | 2) =>
  decimals === 2
    ? (inr2 ??= new Intl.NumberFormat('en-IN', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }))
    : (inr0 ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

/** Whole digits grouped the Indian way: the last three, then pairs (12,34,567). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * `magnitude` rounded to `decimals` places as Intl does it: from its shortest decimal spelling (String(0.155) is
 * "0.155", so 0.16), half away from zero. Undefined when that spelling has an exponent.
 */
function rounded(
  magnitude: number,
  decimals: number,
): { whole: string; fraction: string } | undefined {
  const spelled = String(magnitude);
  if (spelled.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = spelled.split('.');
  if (fraction.length <= decimals) return { whole, fraction: fraction.padEnd(decimals, '0') };
  let digits = whole + fraction.slice(0, decimals);
  if (fraction.charCodeAt(decimals) >= 53 /* '5' */) digits = String(BigInt(digits) + 1n);
  digits = digits.padStart(decimals + 1, '0');
  return {
    whole: digits.slice(0, digits.length - decimals),
    fraction: digits.slice(digits.length - decimals),
  };
}

/** en-IN with 0 or 2 decimals, as Intl.NumberFormat writes it ("-0" included). */
function indian(value: number, decimals: 0 | 2): string {
  const magnitude = Math.abs(value);
  const parts = magnitude < 1e15 ? rounded(magnitude, decimals) : undefined;
  if (!parts) return intlInr(decimals).format(value); // NaN, ±∞, beyond exact integers, 1e-7 and smaller
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupIndian(parts.whole)}${decimals ? `.${parts.fraction}` : ''}`;
}

/** ₹41,000 (whole rupees) or ₹1,23,456.78 with `decimals: 2`. */
export function formatRupees(amount: number, decimals: 0 | 2 = 0): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹${indian(Math.abs(amount), decimals)}`;
}

/** Indian digit grouping without a currency sign: 50,000 / 1,00,000. */
export function formatIndianNumber(value: number): string {
  return indian(value, 0);
}

/** The UTC calendar date of a YYYY-MM-DD prefix (Date.UTC's rolling over of 2025-02-30 included), or undefined. */
function utcDate(isoDate: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A YYYY-MM-DD date shown the en-GB way: 14/08/2025. Unparseable input is returned as given. */
export function formatDateEnGb(isoDate: string): string {
  const date = utcDate(isoDate);
  if (!date) return isoDate;
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999)
    return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(date);
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${year}`;
}

/**
 * Made on first use and kept: a DateTimeFormat costs far more to make than to use, and a per-request page (the
 * blog list, a KFS) formats dozens of dates; one made per call was 2.6% of the server's CPU profile rendering
 * them (issue 47).
 */
let longEnGb: Intl.DateTimeFormat | undefined;

/** A YYYY-MM-DD date in words, en-GB: 14 August 2025. */
export function formatLongDateEnGb(isoDate: string): string {
  const date = utcDate(isoDate);
  if (!date) return isoDate;
  longEnGb ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return longEnGb.format(date);
}
