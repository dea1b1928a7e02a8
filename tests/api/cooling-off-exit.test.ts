// The repay page's cooling-off exit (issue 45): a loan the lending API says was disbursed within the cooling-off
// period is answered with what leaving it today costs, worked out by shared/cooling-off.ts; any other loan is not.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { coolingOffExit } from '../../shared/cooling-off.ts';
import { repaymentDate } from '../../shared/calculator.ts';
import { todayIso } from '../../shared/india-date.ts';

const { app } = await startApp(t, {
  RATE_LIMIT_LOOKUP: '1000',
  RATE_LIMIT_OTP_SEND: '1000',
  RATE_LIMIT_OTP_VERIFY: '1000',
});

async function lookup(mobile: string) {
  const cookie = await verifiedSession(app, 'repay', mobile);
  const res = await app.inject({
    method: 'POST',
    url: '/api/repayments/lookup',
    payload: { query: mobile },
    headers: { 'content-type': 'application/json', cookie },
  });
  t.equal(res.statusCode, 200);
  return res.json().customer;
}

t.test('a loan disbursed yesterday is offered its exit for today, day 2', async (t) => {
  // Ishita Banerjee's sample loan: ₹36,000 at 0.2% a day, disbursed the day before today in India.
  const customer = await lookup('9830101234');
  const expected = coolingOffExit({ amount: 36000, rate: 0.2 }, 2);
  const disbursed = repaymentDate(todayIso(), -1);
  t.same(customer.coolingOff, {
    day: 2,
    lastDay: repaymentDate(disbursed, 2),
    received: 33876,
    interest: 144,
    feeAndGstWaived: 2124,
    exitAmount: 34020,
  });
  t.equal(customer.coolingOff.exitAmount, expected.exitAmount, 'the terms module worked it out');
  t.ok(customer.coolingOff.exitAmount < customer.amountDue, 'less than keeping the loan');
});

t.test('a loan without its own terms in the answer is offered no exit', async (t) => {
  const customer = await lookup('9810012345');
  t.equal(customer.coolingOff, undefined);
});

t.test('an overdue loan is offered no exit', async (t) => {
  const customer = await lookup('9915034567');
  t.equal(customer.coolingOff, undefined);
});
