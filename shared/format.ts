// Number and date formatting shared by the pages and the server: rupees with Indian digit grouping, en-GB dates.

const inr0 = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const inr2 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹41,000 (whole rupees) or ₹1,23,456.78 with `decimals: 2`. */
export function formatRupees(amount: number, decimals: 0 | 2 = 0): string {
  const sign = amount < 0 ? '-' : '';
  const body = (decimals === 2 ? inr2 : inr0).format(Math.abs(amount));
  return `${sign}₹${body}`;
}

/** Indian digit grouping without a currency sign: 50,000 / 1,00,000. */
export function formatIndianNumber(value: number): string {
  return inr0.format(value);
}

/** A YYYY-MM-DD date shown the en-GB way: 14/08/2025. Unparseable input is returned as given. */
export function formatDateEnGb(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(date);
}

/** A YYYY-MM-DD date in words, en-GB: 14 August 2025. */
export function formatLongDateEnGb(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
