import t from 'tap';
import {
  calculatorBounds,
  calculatorDefaults,
  quoteLoan,
  snapToBounds,
  type Bounds,
  type LoanInput,
} from '../../shared/calculator.ts';

/** mulberry32: a tiny seeded generator, so a failing property run can be repeated exactly. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20250814;
const RUNS = 2000;

/** A value a slider with these bounds can take. */
function onGrid(random: () => number, { min, max, step }: Bounds): number {
  const positions = Math.round((max - min) / step);
  return snapToBounds(min + Math.floor(random() * (positions + 1)) * step, { min, max, step });
}

function randomInput(random: () => number): LoanInput {
  return {
    amount: onGrid(random, calculatorBounds.amount),
    days: onGrid(random, calculatorBounds.days),
    rate: onGrid(random, calculatorBounds.rate),
  };
}

const paise = (x: number) => Math.round(x * 100);

t.test('the bounds and defaults are those of the specification', async (t) => {
  t.same(calculatorBounds.amount, { min: 1000, max: 100000, step: 1000 });
  t.same(calculatorBounds.days, { min: 1, max: 90, step: 1 });
  t.same(calculatorBounds.rate, { min: 0.5, max: 5, step: 0.1 });
  t.same(calculatorDefaults, { amount: 41000, days: 1, rate: 1 });
});

t.test('the default loan of 41,000 for 1 day at 1% costs 410 in interest', async (t) => {
  t.same(quoteLoan(calculatorDefaults), {
    dailyInterest: 410,
    totalInterest: 410,
    totalAmount: 41410,
  });
});

t.test(
  '50,000 for 30 days at 1.5% a day: 750 a day, 22,500 interest, 72,500 in total',
  async (t) => {
    t.same(quoteLoan({ amount: 50000, days: 30, rate: 1.5 }), {
      dailyInterest: 750,
      totalInterest: 22500,
      totalAmount: 72500,
    });
  },
);

t.test('the extremes of the sliders', async (t) => {
  t.same(quoteLoan({ amount: 1000, days: 1, rate: 0.5 }), {
    dailyInterest: 5,
    totalInterest: 5,
    totalAmount: 1005,
  });
  t.same(quoteLoan({ amount: 100000, days: 90, rate: 5 }), {
    dailyInterest: 5000,
    totalInterest: 450000,
    totalAmount: 550000,
  });
});

t.test('rates with a decimal carry no floating-point noise into the figures', async (t) => {
  // 41000 x 1.1 / 100 is 451.00000000000006 in binary floating point.
  t.same(quoteLoan({ amount: 41000, days: 7, rate: 1.1 }), {
    dailyInterest: 451,
    totalInterest: 3157,
    totalAmount: 44157,
  });
  t.equal(quoteLoan({ amount: 1000, days: 90, rate: 0.7 }).totalInterest, 630);
});

t.test('snapping keeps a typed value inside the bounds and on the step grid', async (t) => {
  t.equal(snapToBounds(50500, calculatorBounds.amount), 51000);
  t.equal(snapToBounds(50400, calculatorBounds.amount), 50000);
  t.equal(snapToBounds(250, calculatorBounds.amount), 1000);
  t.equal(snapToBounds(1e9, calculatorBounds.amount), 100000);
  t.equal(snapToBounds(0.55, calculatorBounds.rate), 0.6);
  t.equal(snapToBounds(1.23, calculatorBounds.rate), 1.2);
  t.equal(snapToBounds(9, calculatorBounds.rate), 5);
  t.equal(snapToBounds(0, calculatorBounds.days), 1);
  t.equal(snapToBounds(Number.NaN, calculatorBounds.days), 1);
});

t.test(
  'property: every quote on the slider grid follows the three formulas to the paisa',
  async (t) => {
    const random = seededRandom(SEED);
    for (let i = 0; i < RUNS; i++) {
      const input = randomInput(random);
      const q = quoteLoan(input);
      const exactDaily = (input.amount * input.rate) / 100;
      if (Math.abs(q.dailyInterest - exactDaily) > 0.005)
        t.fail(`daily interest of ${JSON.stringify(input)}`);
      if (paise(q.totalInterest) !== paise(q.dailyInterest * input.days))
        t.fail(`total interest of ${JSON.stringify(input)}`);
      if (paise(q.totalAmount) !== paise(input.amount) + paise(q.totalInterest))
        t.fail(`total of ${JSON.stringify(input)}`);
      // Amounts are whole thousands and rates whole tenths, so the daily interest is always whole rupees.
      if (!Number.isInteger(q.dailyInterest)) t.fail(`whole rupees for ${JSON.stringify(input)}`);
    }
    t.pass(`${RUNS} seeded inputs checked`);
  },
);

t.test(
  'property: raising the amount, the days or the rate never lowers what is repaid',
  async (t) => {
    const random = seededRandom(SEED + 1);
    const keys = ['amount', 'days', 'rate'] as const;
    for (let i = 0; i < RUNS; i++) {
      const input = randomInput(random);
      const key = keys[i % keys.length] as (typeof keys)[number];
      const bounds = calculatorBounds[key];
      const raised = { ...input, [key]: snapToBounds(input[key] + bounds.step, bounds) };
      const before = quoteLoan(input);
      const after = quoteLoan(raised);
      if (after.totalAmount < before.totalAmount || after.totalInterest < before.totalInterest) {
        t.fail(`raising ${key} from ${JSON.stringify(input)}`);
      }
    }
    t.pass(`${RUNS} seeded pairs checked`);
  },
);

t.test(
  'property: snapping lands in bounds, on the grid, within half a step, and is idempotent',
  async (t) => {
    const random = seededRandom(SEED + 2);
    for (const [name, bounds] of Object.entries(calculatorBounds)) {
      const span = bounds.max - bounds.min;
      for (let i = 0; i < RUNS; i++) {
        const typed = bounds.min - span / 2 + random() * span * 2;
        const snapped = snapToBounds(typed, bounds);
        const steps = (snapped - bounds.min) / bounds.step;
        const clamped = Math.min(bounds.max, Math.max(bounds.min, typed));
        if (snapped < bounds.min || snapped > bounds.max) t.fail(`${name} ${typed} out of bounds`);
        if (Math.abs(steps - Math.round(steps)) > 1e-9) t.fail(`${name} ${typed} off the grid`);
        if (Math.abs(snapped - clamped) > bounds.step / 2 + 1e-9)
          t.fail(`${name} ${typed} moved too far`);
        if (snapToBounds(snapped, bounds) !== snapped) t.fail(`${name} ${typed} not idempotent`);
      }
    }
    t.pass(`${RUNS} seeded values per slider checked`);
  },
);
