// The cooling-off exit in rupees (shared/cooling-off.ts) and its one wording (shared/cooling-off-words.ts).
import t from 'tap';
import {
  coolingOffExit,
  exampleExit,
  insideCoolingOff,
  loanDay,
} from '../../shared/cooling-off.ts';
import { coolingOffWords } from '../../shared/cooling-off-words.ts';
import { quoteLoan } from '../../shared/calculator.ts';
import { productTerms } from '../../shared/product-terms.ts';

t.test(
  'the example loan left on day 2 costs what reached the account plus two days of interest',
  async (t) => {
    t.same(exampleExit, {
      day: 2,
      principal: 41000,
      interest: 820,
      feeAndGstWaived: 2419,
      received: 38581,
      exitAmount: 39401,
    });
    const q = quoteLoan(productTerms.example);
    t.equal(exampleExit.received, q.net, 'the net disbursed amount of the KFS');
    t.equal(exampleExit.feeAndGstWaived, q.processingFee + q.gstOnFee);
  },
);

t.test('the period is days 1 to 3, the day of disbursement being day 1', async (t) => {
  t.equal(loanDay('2026-11-27', '2026-11-27'), 1);
  t.equal(loanDay('2026-11-27', '2026-11-29'), 3);
  t.equal(loanDay('2026-02-27', '2026-03-01'), 3, 'across a month end');
  t.same([0, 1, 2, 3, 4, 1.5].map(insideCoolingOff), [false, true, true, true, false, false]);
  t.throws(() => coolingOffExit({ amount: 10000, rate: 0.5 }, 4), RangeError);
});

t.test('interest is the loan daily rate for the days held, to the paisa', async (t) => {
  const exit = coolingOffExit({ amount: 1500, rate: 0.3 }, 3);
  t.equal(exit.interest, 13.5);
  t.equal(exit.exitAmount, Math.round((exit.received + 13.5) * 100) / 100);
});

t.test('one wording in both languages, with the same figures', async (t) => {
  for (const locale of ['en', 'hi'] as const) {
    const example = coolingOffWords[locale].example();
    for (const figure of ['₹41,000', '₹38,581', '₹2,050', '₹369', '₹39,401', '₹820', '1%', '365%'])
      t.match(example, figure, `${locale}: ${figure}`);
    t.match(coolingOffWords[locale].rule, String(productTerms.coolingOffDays));
  }
  t.match(coolingOffWords.hi.example(), 'दूसरे दिन');
  t.match(coolingOffWords.en.rule, 'We do not keep the processing fee or its GST');
});
