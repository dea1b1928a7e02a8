import t from 'tap';
import fc from 'fast-check';
import {
  formatDateEnGb,
  formatIndianNumber,
  formatLongDateEnGb,
  formatRupees,
} from '../../shared/format.ts';
import { todayIso } from '../../shared/india-date.ts';

t.test('rupees use the rupee sign and Indian digit grouping', async (t) => {
  t.equal(formatRupees(41000), '₹41,000');
  t.equal(formatRupees(123456.789, 2), '₹1,23,456.79');
  t.equal(formatRupees(410, 2), '₹410.00');
  t.equal(formatIndianNumber(10000000), '1,00,00,000');
});

t.test('dates are shown the en-GB way', async (t) => {
  t.equal(formatDateEnGb('2025-08-14'), '14/08/2025');
  t.equal(formatLongDateEnGb('2025-08-05'), '5 August 2025');
  t.equal(formatDateEnGb('soon'), 'soon');
});

// The hand-written paths (decision 0132) must write exactly what Intl writes.
const intlInr0 = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const intlInr2 = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlHi = new Intl.NumberFormat('hi-IN');
const anyAmount = fc.oneof(
  fc.double({ noNaN: false }),
  fc.double({ min: -1e16, max: 1e16 }),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100 + 0.005), // ties at the second decimal
  fc.integer({ min: 0, max: 100_000 }).map((n) => n + 0.5), // ties at the whole rupee
  fc.constantFrom(0, -0, 0.5, -0.5, 999.5, 1e15 - 1, 1e15, Infinity, -Infinity, NaN),
);

t.test('amounts are written exactly as Intl en-IN writes them', async (t) => {
  fc.assert(
    fc.property(anyAmount, (n) => {
      const sign = n < 0 ? '-' : '';
      return (
        formatIndianNumber(n) === intlInr0.format(n) &&
        formatRupees(n) === `${sign}₹${intlInr0.format(Math.abs(n))}` &&
        formatRupees(n, 2) === `${sign}₹${intlInr2.format(Math.abs(n))}` &&
        // The Hindi pages' day counts: whole numbers in hi-IN are written as in en-IN.
        (!Number.isInteger(n) || formatIndianNumber(n) === intlHi.format(n))
      );
    }),
    { numRuns: 5000 },
  );
  t.pass('5,000 random cases agree');
});

t.test('dates are written exactly as Intl en-GB writes them', async (t) => {
  const intlGb = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' });
  const digits = (n: number, width: number) => String(n).padStart(width, '0');
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      (y, m, d) => {
        const iso = `${digits(y, 4)}-${digits(m, 2)}-${digits(d, 2)}`;
        return formatDateEnGb(iso) === intlGb.format(new Date(Date.UTC(y, m - 1, d)));
      },
    ),
    { numRuns: 5000 },
  );
  t.pass('5,000 random cases agree');
});

t.test("today in India is Intl's Asia/Kolkata date at every moment", async (t) => {
  const kolkata = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const moments = fc.oneof(
    fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z') }),
    // Either side of midnight IST (18:30 UTC), where the two days meet.
    fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z') })
      .chain((d) =>
        fc
          .integer({ min: -2000, max: 2000 })
          .map(
            (ms) =>
              new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 18, 30) + ms),
          ),
      ),
  );
  fc.assert(
    fc.property(moments, (now) => {
      return Number.isNaN(now.getTime()) || todayIso(now) === kolkata.format(now);
    }),
    { numRuns: 3000 },
  );
  t.equal(
    todayIso(new Date('2025-08-04T18:29:59.999Z')),
    '2025-08-04',
    'a millisecond before midnight IST',
  );
  t.equal(todayIso(new Date('2025-08-04T18:30:00.000Z')), '2025-08-05', 'midnight IST');
});
