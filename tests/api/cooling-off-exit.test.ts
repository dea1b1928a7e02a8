// The repay page's cooling-off exit (issue 45): a loan the lending API says was disbursed within the cooling-off
// period is answered with what leaving it today costs, worked out by shared/cooling-off.ts; any other loan is not.
// That amount, and nothing else, is paid through the gateway like Pay Now, verified and recorded in the ledger.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { coolingOffExit } from '../../shared/cooling-off.ts';
import { repaymentDate } from '../../shared/calculator.ts';
import { todayIso } from '../../shared/india-date.ts';
import { agePaidPayments } from '../helpers/database.ts';
import { initiate, payAtGateway, postCallback, readForm } from '../helpers/gateway.ts';

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

/** Pays Ishita Banerjee's exit (or `pay` on another loan) through the sandbox gateway as a browser would. */
async function startExit(mobile: string, headers: Record<string, string> = {}) {
  const cookie = await verifiedSession(app, 'repay', mobile);
  const res = await initiate(
    app,
    { query: mobile, pay: 'cooling-off-exit' },
    { cookie, accept: 'text/html', ...headers },
  );
  return { res, cookie };
}

t.test(
  'the exit amount is paid through the gateway and recorded in the ledger as the exit',
  async (t) => {
    await agePaidPayments(app.database);
    const { res, cookie } = await startExit('9830101234');
    t.equal(res.statusCode, 303, 'the exit starts like Pay Now');
    const checkout = await app.inject({
      method: 'GET',
      url: String(res.headers.location),
      headers: { cookie },
    });
    t.equal(checkout.statusCode, 200);
    t.match(
      checkout.body,
      'Leaving the loan in its cooling-off period',
      'the page says what is paid',
    );
    t.match(checkout.body, '₹34,020.00');
    const form = readForm(checkout.body);
    t.equal(form.fields.amount, '34020.00', 'the exit amount, not the ₹37,080 due');
    t.equal(form.fields.productinfo, 'Loan Cooling-off Exit');

    const callback = await payAtGateway(form, 'success');
    const paid = await postCallback(app, callback);
    t.equal(paid.statusCode, 303);
    const confirmation = String(paid.headers.location);
    t.match(confirmation, /^\/order-confirmation\?txnid=/, 'verified as every payment is');

    const { rows } = await app.database.query(
      'SELECT amount, purpose, outcome FROM payments WHERE txnid = $1',
      [form.fields.txnid],
    );
    t.same(rows, [{ amount: '34020.00', purpose: 'cooling-off-exit', outcome: 'paid' }]);

    const page = await app.inject({ method: 'GET', url: confirmation });
    t.match(page.body, 'Leaving the loan in its cooling-off period: the loan is closed');
    t.match(page.body, '₹34,020.00');

    const customer = await lookup('9830101234');
    t.equal(customer.recentPayment.purpose, 'cooling-off-exit', 'the loan shows the exit paid');
    t.equal(customer.recentPayment.amount, 34020);
    t.equal(customer.coolingOff, undefined, 'and offers no second exit');
    const again = await startExit('9830101234');
    t.equal(again.res.statusCode, 409, 'nor a second payment within 72 hours');
  },
);

t.test('a Hindi reader pays the exit in Hindi and lands on the Hindi confirmation', async (t) => {
  await agePaidPayments(app.database);
  const { res, cookie } = await startExit('9830101234', { 'accept-language': 'hi' });
  const checkout = await app.inject({
    method: 'GET',
    url: String(res.headers.location),
    headers: { cookie },
  });
  t.match(checkout.body, 'कूलिंग-ऑफ अवधि में लोन छोड़ना');
  const paid = await postCallback(app, await payAtGateway(readForm(checkout.body), 'success'));
  const confirmation = String(paid.headers.location);
  t.match(confirmation, /^\/hi\/order-confirmation\?txnid=/);
  const page = await app.inject({ method: 'GET', url: confirmation });
  t.match(page.body, 'कूलिंग-ऑफ अवधि में लोन छोड़ना: इस भुगतान से लोन बंद हो जाता है');
});

t.test(
  'a loan outside its cooling-off period is refused the exit, in the reader’s language',
  async (t) => {
    await agePaidPayments(app.database);
    const { res } = await startExit('9810012345');
    t.equal(res.statusCode, 409);
    t.match(res.body, 'The cooling-off period of this loan has ended');
    const hindi = await startExit('9810012345', { 'accept-language': 'hi' });
    t.equal(hindi.res.statusCode, 409);
    t.match(hindi.res.body, 'इस लोन की कूलिंग-ऑफ अवधि ख़त्म हो चुकी है');
    const overdue = await startExit('9915034567');
    t.equal(overdue.res.statusCode, 409, 'an overdue loan has no exit either');
  },
);

t.test('only the amount due or the exit can be asked for', async (t) => {
  const cookie = await verifiedSession(app, 'repay', '9830101234');
  const res = await initiate(
    app,
    { query: '9830101234', pay: 'half' },
    { cookie, accept: 'text/html' },
  );
  t.equal(res.statusCode, 422);
  t.match(res.body, 'Choose the amount due or the cooling-off exit');
});
