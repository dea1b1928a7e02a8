// Where a gateway callback sends the borrower, rendered by the server: /order-confirmation shows a transaction ID
// and amount only for a payment we verified, and /repay-loan shows the failure notice without script.
import t from 'tap';
import { confirmationKey, confirmationLocation } from '../../server/features/repay/confirmation.ts';
import { agePaidPayments } from '../helpers/database.ts';
import { startApp } from '../helpers/app.ts';
import { payAtGateway, postCallback, startPayment } from '../helpers/gateway.ts';

const { app } = await startApp(t, {
  RATE_LIMIT_LOOKUP: '1000',
  RATE_LIMIT_OTP_SEND: '1000',
  RATE_LIMIT_OTP_VERIFY: '1000',
  RATE_LIMIT_DEFAULT: '1000',
  PUBLIC_BASE_URL: 'https://www.rupeeflow.test',
});
const sandbox = app.services.sandbox!;
// Loans are paid more than once here; the 72-hour refusal has its own tests (payments.test.ts).
t.beforeEach(async () => {
  await agePaidPayments(app.database);
});
const key = confirmationKey(app.services.payu.salt);

const THANKS = 'Thank you for your payment. Your transaction has been successfully completed.';
const UNKNOWN = 'Payment details not available';

const get = (url: string) => app.inject({ url });
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
const pageData = (html: string) => {
  const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as { url: string; value: unknown });
};

/** Pays for a loan through the sandbox gateway; answers the txnid and where the callback sent the borrower. */
async function pay(query: string, outcome: 'success' | 'failure' = 'success') {
  const form = await startPayment(app, query);
  const res = await postCallback(app, await payAtGateway(form, outcome));
  return { txnid: form.fields.txnid!, location: String(res.headers.location) };
}

t.test(
  'a verified payment shows its transaction ID, loan and amount after the thank-you',
  async (t) => {
    const { txnid, location } = await pay('9810012345');
    const res = await get(location);
    t.equal(res.statusCode, 200);
    t.equal(h1(res.body), 'Thank You!');
    t.match(res.body, THANKS);
    t.match(res.body, `<dt>Transaction ID</dt><dd>${txnid}</dd>`);
    t.match(res.body, '<dt>Amount paid</dt><dd>₹5,150.00</dd>');
    t.equal(res.headers['cache-control'], 'no-store', 'per-transaction HTML is never stored');
    t.match(res.body, '<dt>Loan number</dt><dd>RFL210001</dd>', 'the loan it paid');
    t.same(pageData(res.body), {
      url: location,
      value: { txnid, amount: '5150.00', loanNumber: 'RFL210001' },
    });
  },
);

t.test('the plain route shows SPEC’s thank-you and no payment', async (t) => {
  await pay('9847023456'); // a verified payment rendered first must not leak into the plain page
  const res = await get('/order-confirmation');
  t.equal(res.statusCode, 200);
  t.equal(h1(res.body), 'Thank You!');
  t.match(res.body, THANKS);
  t.match(res.body, 'Go to Home');
  t.notMatch(res.body, 'Transaction ID');
  t.equal(pageData(res.body), undefined);
});

t.test('a crafted link with any txnid and amount shows no thank-you and no amount', async (t) => {
  const res = await get('/order-confirmation?txnid=CRAFTED123&amount=99999');
  t.equal(res.statusCode, 200);
  t.equal(h1(res.body), UNKNOWN);
  t.notMatch(res.body, 'Thank You!');
  t.notMatch(res.body, THANKS);
  t.notMatch(res.body, '99,999');
  t.notMatch(res.body, 'CRAFTED123</dd>');
  t.match(res.body, 'href="tel:+911204567890"', 'whom to call');
  t.equal(pageData(res.body), undefined);
});

t.test('a real txnid with a missing, edited or borrowed signature shows nothing', async (t) => {
  const { txnid, location } = await pay('9915034567');
  const other = await pay('9884045678');
  const sig = new URL(location, 'http://x').searchParams.get('sig')!;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  // Every other last character, including those that decode to the same 16 bytes (its spare bits).
  const edited = [...alphabet].filter((c) => !sig.endsWith(c)).map((c) => sig.slice(0, -1) + c);
  for (const url of [
    `/order-confirmation?txnid=${txnid}`,
    `/order-confirmation?txnid=${txnid}&amount=5150.00`,
    `/order-confirmation?txnid=${txnid}&sig=${sig}x`,
    `/order-confirmation?txnid=${txnid}&sig=${sig}=`,
    `/order-confirmation?txnid=${other.txnid}&sig=${sig}`,
    ...edited.map((e) => `/order-confirmation?txnid=${txnid}&sig=${e}`),
  ]) {
    const res = await get(url);
    if (h1(res.body) !== UNKNOWN || res.body.includes('<dt>Transaction ID</dt>'))
      t.fail(`${url} showed the payment`);
  }
  t.equal(h1((await get(location)).body), 'Thank You!', 'the link as issued still shows it');
});

t.test('a signed link to a failed or unconfirmed payment shows no thank-you', async (t) => {
  const failed = await pay('9847023456', 'failure');
  t.equal(failed.location, '/repay-loan?payment=failed');
  const pendingForm = await startPayment(app, '9948078901');
  const pendingCallback = await payAtGateway(pendingForm, 'success');
  sandbox.records.payments.find((p) => p.txnid === pendingForm.fields.txnid)!.status = 'pending';
  const pending = await postCallback(app, pendingCallback);
  t.equal(pending.headers.location, '/repay-loan?payment=pending');

  for (const txnid of [failed.txnid, pendingForm.fields.txnid!, 'NEVERSTARTED1']) {
    const res = await get(confirmationLocation(txnid, key));
    t.equal(h1(res.body), UNKNOWN, txnid);
    t.notMatch(res.body, THANKS, txnid);
  }
});

t.test(
  'a failed payment comes back to a Repay page that shows the notice in its HTML',
  async (t) => {
    const plainBefore = await get('/repay-loan');
    t.notMatch(plainBefore.body, 'Your payment was not completed');

    const failed = await get('/repay-loan?payment=failed');
    t.equal(failed.statusCode, 200);
    t.match(failed.body, 'role="alert"');
    t.match(failed.body, 'Your payment was not completed');
    const pending = await get('/repay-loan?payment=pending');
    t.match(pending.body, 'Your payment is waiting for confirmation');
    t.notMatch(pending.body, 'Your payment was not completed');

    const plainAfter = await get('/repay-loan');
    t.notMatch(plainAfter.body, 'payment-notice', 'the cached plain page has no notice');
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, '');
    t.equal(
      withoutNonce(plainAfter.body),
      withoutNonce(plainBefore.body),
      'the same page as before',
    );
    const tagged = await get('/repay-loan?utm_source=sms');
    t.notMatch(tagged.body, 'payment-notice', 'other query strings get the plain page');
    const unknown = await get('/repay-loan?payment=%3Cscript%3E');
    t.equal(unknown.statusCode, 200);
    t.notMatch(unknown.body, 'payment-notice', 'an unknown value shows no notice');
  },
);
