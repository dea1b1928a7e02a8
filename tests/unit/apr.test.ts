// The APR functions against the RBI's own Annex B example and against single-repayment loans worked by hand,
// and fast-check properties: APR rises with the fee and the rate, and falls with the tenure for a fixed fee.
import t from 'tap';
import fc from 'fast-check';
import { instalmentApr, roundApr, singleRepaymentApr } from '../../shared/apr.ts';

t.test(
  "the RBI KFS circular's Annex B: 20,000 sanctioned, 400 fees, 24 EMIs of 970 is 17.10%",
  async (t) => {
    const apr = instalmentApr({
      net: 20000 - 400,
      instalments: Array.from({ length: 24 }, () => 970),
      periodsPerYear: 12,
    });
    t.equal(roundApr(apr), 17.1);
  },
);

t.test('single repayments worked by hand', async (t) => {
  // 10,000 for 30 days at 1% a day, fee 500 + GST 90: net 9,410, repay 13,000; 3,590 / 9,410 x 365 / 30.
  t.equal(roundApr(singleRepaymentApr({ net: 9410, repayable: 13000, days: 30 })), 464.17);
  // No fee and no interest costs nothing.
  t.equal(singleRepaymentApr({ net: 5000, repayable: 5000, days: 20 }), 0);
  // 1,000 net, 1,100 back after 365 days is 10% a year exactly.
  t.equal(roundApr(singleRepaymentApr({ net: 1000, repayable: 1100, days: 365 })), 10);
  // 100 net, 101 back after 1 day: 1% a day is 365% a year.
  t.equal(roundApr(singleRepaymentApr({ net: 100, repayable: 101, days: 1 })), 365);
});

t.test(
  'an instalment loan of one instalment agrees with the single-repayment formula',
  async (t) => {
    // 1,000 net, 1,010 after one month: IRR 1% a month, x 12 = 12%; the single formula over 365/12 days too.
    t.equal(roundApr(instalmentApr({ net: 1000, instalments: [1010], periodsPerYear: 12 })), 12);
    t.equal(roundApr(singleRepaymentApr({ net: 1000, repayable: 1010, days: 365 / 12 })), 12);
  },
);

t.test('inputs that have no APR are refused, not answered with NaN', async (t) => {
  t.throws(() => singleRepaymentApr({ net: 0, repayable: 10, days: 30 }), RangeError);
  t.throws(() => singleRepaymentApr({ net: 10, repayable: 10, days: 0 }), RangeError);
  t.throws(() => instalmentApr({ net: 100, instalments: [], periodsPerYear: 12 }), RangeError);
  t.throws(
    () => instalmentApr({ net: 100, instalments: [50, 50], periodsPerYear: 12 }),
    RangeError,
  );
});

/** A loan of `amount` with a fee of `feePercent` plus 18% GST, `rate` % a day for `days`. */
function apr(amount: number, feePercent: number, rate: number, days: number): number {
  const net = amount - amount * (feePercent / 100) * 1.18;
  return singleRepaymentApr({ net, repayable: amount * (1 + (rate / 100) * days), days });
}

const amount = fc.integer({ min: 1500, max: 100000 });
const fee = fc.double({ min: 0, max: 20, noNaN: true });
const rate = fc.double({ min: 0.01, max: 2, noNaN: true });
const days = fc.integer({ min: 1, max: 365 });
const more = fc.double({ min: 0.01, max: 5, noNaN: true });

t.test('property: APR rises with the fee', async (t) => {
  fc.assert(
    fc.property(
      amount,
      fee,
      rate,
      days,
      more,
      (a, f, r, d, m) => apr(a, f + m, r, d) > apr(a, f, r, d),
    ),
  );
  t.pass('fast-check found no counter-example');
});

t.test('property: APR rises with the rate', async (t) => {
  fc.assert(
    fc.property(
      amount,
      fee,
      rate,
      days,
      more,
      (a, f, r, d, m) => apr(a, f, r + m, d) > apr(a, f, r, d),
    ),
  );
  t.pass('fast-check found no counter-example');
});

t.test('property: with a fee, APR falls as the tenure grows', async (t) => {
  const someFee = fc.double({ min: 0.1, max: 20, noNaN: true });
  fc.assert(
    fc.property(
      amount,
      someFee,
      rate,
      days,
      fc.integer({ min: 1, max: 60 }),
      (a, f, r, d, m) => apr(a, f, r, d + m) < apr(a, f, r, d),
    ),
  );
  t.pass('fast-check found no counter-example');
});

t.test('property: the IRR solver reprices its own schedule', async (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1000, max: 100000 }),
      fc.integer({ min: 1, max: 36 }),
      fc.double({ min: 0.001, max: 0.3, noNaN: true }),
      (net, n, r) => {
        const emi = (net * r) / (1 - (1 + r) ** -n);
        const found = instalmentApr({ net, instalments: Array(n).fill(emi), periodsPerYear: 12 });
        return Math.abs(found - r * 1200) < 1e-6;
      },
    ),
  );
  t.pass('fast-check found no counter-example');
});
