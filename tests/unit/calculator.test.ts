// The all-in quote of shared/calculator.ts: hand-worked loans, the product's bounds, and fast-check properties
// (net + fee + GST is the amount; every quote on the calculator's grid has an APR inside the published range).
import t from 'tap';
import fc from 'fast-check';
import {
  calculatorBounds,
  calculatorDefaults,
  loanFromQuery,
  loanQuery,
  quoteLoan,
  repaymentDate,
  snapToBounds,
  type Bounds,
} from '../../shared/calculator.ts';
import { aprRange, productTerms } from '../../shared/product-terms.ts';
import { loanAmountBounds } from '../../shared/schemas/apply.ts';

const paise = (x: number) => Math.round(x * 100);
const grid = ({ min, max, step }: Bounds) =>
  fc
    .integer({ min: 0, max: Math.round((max - min) / step) })
    .map((i) => snapToBounds(min + i * step, { min, max, step }));
const gridLoan = fc.record({
  amount: grid(calculatorBounds.amount),
  days: grid(calculatorBounds.days),
  rate: grid(calculatorBounds.rate),
});

t.test(
  'the calculator offers exactly the product, and the form agrees on the amount',
  async (t) => {
    t.same(calculatorBounds.amount, productTerms.amount);
    t.same(calculatorBounds.days, productTerms.tenureDays);
    t.same(calculatorBounds.rate, productTerms.dailyRate);
    t.same(calculatorDefaults, productTerms.example);
    t.equal(loanAmountBounds.min, calculatorBounds.amount.min);
    t.equal(loanAmountBounds.max, calculatorBounds.amount.max);
  },
);

t.test('41,000 for 30 days at 1% a day, worked by hand', async (t) => {
  // fee 5% = 2,050; GST 18% of it = 369; net 41,000 - 2,419 = 38,581; interest 410 x 30 = 12,300;
  // repay 53,300; APR 14,719 / 38,581 x 365 / 30 = 464.17%; a day late: 410 interest + 0.1% of 41,000 = 41.
  t.same(quoteLoan({ amount: 41000, days: 30, rate: 1 }), {
    dailyInterest: 410,
    interest: 12300,
    processingFee: 2050,
    gstOnFee: 369,
    net: 38581,
    repayable: 53300,
    costOfCredit: 14719,
    apr: 464.17,
    dayLate: { interest: 410, penalCharge: 41, total: 451 },
  });
});

t.test('the two corners of the product give the ends of the APR range', async (t) => {
  // 1,500 for 15 days at 1%: fee 75, GST 13.50, net 1,411.50, repay 1,725: 313.5 / 1,411.5 x 365 / 15 = 540.45%.
  t.equal(quoteLoan({ amount: 1500, days: 15, rate: 1 }).apr, 540.45);
  // 1,00,000 for 45 days at 0.2%: net 94,100, repay 1,09,000: 14,900 / 94,100 x 365 / 45 = 128.43%.
  t.equal(quoteLoan({ amount: 100000, days: 45, rate: 0.2 }).apr, 128.43);
  t.same(aprRange, { min: 128.4, max: 540.5 });
});

t.test('a rate with a decimal carries no floating-point noise into the figures', async (t) => {
  const q = quoteLoan({ amount: 41000, days: 17, rate: 0.7 });
  t.equal(q.dailyInterest, 287);
  t.equal(q.interest, 4879);
  t.equal(q.repayable, 45879);
});

t.test('the repayment date counts calendar days, across months and leap days', async (t) => {
  t.equal(repaymentDate('2026-11-23', 30), '2026-12-23');
  t.equal(repaymentDate('2028-02-14', 15), '2028-02-29');
  t.equal(repaymentDate('2026-12-20', 45), '2027-02-03');
});

t.test('a loan travels in a query and only an on-grid one is read back', async (t) => {
  const loan = { amount: 41000, days: 30, rate: 1 };
  t.same(loanFromQuery(new URLSearchParams(loanQuery(loan))), loan);
  t.same(loanFromQuery(new URLSearchParams('amount=2000&days=15&rate=0.3')), {
    amount: 2000,
    days: 15,
    rate: 0.3,
  });
  for (const bad of [
    'amount=1000&days=30&rate=1',
    'amount=41250&days=30&rate=1',
    'amount=41000&days=90&rate=1',
    'amount=41000&days=30&rate=5',
    'amount=41000&days=30&rate=0.25',
    'amount=41000&days=30',
    'amount=4e4&days=30&rate=1',
    'amount=-41000&days=30&rate=1',
  ])
    t.equal(loanFromQuery(new URLSearchParams(bad)), undefined, bad);
});

t.test(
  'property: net + fee + GST is the amount, to the paisa, for any whole-rupee amount',
  async (t) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500, max: 100000 }),
        grid(calculatorBounds.days),
        grid(calculatorBounds.rate),
        (amount, days, rate) => {
          const q = quoteLoan({ amount, days, rate });
          return paise(q.net) + paise(q.processingFee) + paise(q.gstOnFee) === paise(amount);
        },
      ),
    );
    t.pass('fast-check found no counter-example');
  },
);

t.test(
  'property: every loan the product allows has its APR inside the published range',
  async (t) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500, max: 100000 }),
        grid(calculatorBounds.days),
        grid(calculatorBounds.rate),
        (amount, days, rate) => {
          const { apr } = quoteLoan({ amount, days, rate });
          return apr >= aprRange.min && apr <= aprRange.max;
        },
      ),
    );
    t.pass('fast-check found no counter-example');
  },
);

t.test(
  'property: repayable is amount + interest, and interest is daily interest x days',
  async (t) => {
    fc.assert(
      fc.property(gridLoan, (loan) => {
        const q = quoteLoan(loan);
        return (
          paise(q.repayable) === paise(loan.amount) + paise(q.interest) &&
          Math.abs(q.interest - (loan.amount * loan.rate * loan.days) / 100) < 0.005 &&
          paise(q.costOfCredit) === paise(q.interest) + paise(q.processingFee) + paise(q.gstOnFee)
        );
      }),
    );
    t.pass('fast-check found no counter-example');
  },
);

t.test('snapping keeps a typed value inside the bounds and on the step grid', async (t) => {
  t.equal(snapToBounds(50240, calculatorBounds.amount), 50000);
  t.equal(snapToBounds(50260, calculatorBounds.amount), 50500);
  t.equal(snapToBounds(250, calculatorBounds.amount), 1500);
  t.equal(snapToBounds(1e9, calculatorBounds.amount), 100000);
  t.equal(snapToBounds(0.55, calculatorBounds.rate), 0.6);
  t.equal(snapToBounds(0.33, calculatorBounds.rate), 0.3);
  t.equal(snapToBounds(9, calculatorBounds.rate), 1);
  t.equal(snapToBounds(1, calculatorBounds.days), 15);
  t.equal(snapToBounds(Number.NaN, calculatorBounds.days), 15);
});

t.test('property: snapping lands in bounds, on the grid, and is idempotent', async (t) => {
  for (const [name, bounds] of Object.entries(calculatorBounds)) {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (typed) => {
        const snapped = snapToBounds(typed, bounds);
        const steps = (snapped - bounds.min) / bounds.step;
        return (
          snapped >= bounds.min &&
          snapped <= bounds.max &&
          Math.abs(steps - Math.round(steps)) < 1e-9 &&
          snapToBounds(snapped, bounds) === snapped
        );
      }),
      { seed: name.length },
    );
  }
  t.pass('fast-check found no counter-example');
});
