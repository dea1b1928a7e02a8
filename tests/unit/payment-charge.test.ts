// What a payment charges (server/features/repay/charge.ts): the amount due, or the cooling-off exit's amount on the
// days the loan is inside its period and on no other day, whatever the browser asked for.
import t from 'tap';
import { chargeFor } from '../../server/features/repay/charge.ts';
import { customer as customerAnswer } from '../../server/upstreams/lending/answers.ts';
import { coolingOffExit } from '../../shared/cooling-off.ts';
import { productTerms } from '../../shared/product-terms.ts';
import { AppError } from '../../server/errors.ts';

/** A loan of ₹36,000 at 0.2% a day disbursed on 2026-11-20, as the lending API answers it. */
const loan = (changes: Record<string, unknown> = {}) =>
  customerAnswer.parse({
    first_name: 'Ishita',
    mobile: '9830101234',
    lead_id: 210010,
    loan_no: 'RFL210010',
    pancard: 'LTEPB6403C',
    total_repayable: 37080,
    repayment_amount: 37080,
    repayment_date: '2026-12-04',
    status: 'Disbursed',
    disbursal_date: '2026-11-20',
    loan_amount: 36000,
    roi: 0.2,
    ...changes,
  });

/** The refusal `run` throws, as the borrower's page is told it: its status and words. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, detail: err.detail };
    throw err;
  }
  return undefined;
}

t.test('the amount due is the loan’s total repayable', async (t) => {
  t.same(chargeFor(loan(), 'due', '2026-11-21'), { amount: 37080, purpose: 'due' });
});

t.test('the exit charges the day’s exit amount on each day of the period', async (t) => {
  for (let day = 1; day <= productTerms.coolingOffDays; day++) {
    const today = `2026-11-${String(19 + day).padStart(2, '0')}`;
    t.same(chargeFor(loan(), 'cooling-off-exit', today), {
      amount: coolingOffExit({ amount: 36000, rate: 0.2 }, day).exitAmount,
      purpose: 'cooling-off-exit',
    });
  }
});

t.test('the day after the period, the exit is refused with 409 and what to do', async (t) => {
  const after = `2026-11-${20 + productTerms.coolingOffDays}`;
  t.match(
    refusal(() => chargeFor(loan(), 'cooling-off-exit', after)),
    {
      status: 409,
      detail: /cooling-off period of this loan has ended/,
    },
  );
  t.same(chargeFor(loan(), 'due', after).amount, 37080, 'the amount due is still payable');
});

t.test('a loan that is not disbursed, or has nothing due, has no exit', async (t) => {
  t.match(
    refusal(() => chargeFor(loan({ status: 'Overdue' }), 'cooling-off-exit', '2026-11-21')),
    {
      status: 409,
    },
  );
  t.match(
    refusal(() => chargeFor(loan({ roi: null }), 'cooling-off-exit', '2026-11-21')),
    {
      status: 409,
    },
  );
  t.match(
    refusal(() => chargeFor(loan({ total_repayable: 0 }), 'due', '2026-11-21')),
    {
      status: 409,
      detail: /nothing to pay/,
    },
  );
});
