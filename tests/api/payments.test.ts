import t from 'tap';
import { createHash } from 'node:crypto';
import { startApp } from '../helpers/app.ts';
import { agePaidPayments } from '../helpers/database.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import {
  initiate,
  payAtGateway,
  postCallback,
  readForm,
  startPayment,
  type HtmlForm,
} from '../helpers/gateway.ts';

const { app, config, logs } = await startApp(t, {
  LENDING_API_TIMEOUT_MS: '400',
  RATE_LIMIT_LOOKUP: '1000',
  RATE_LIMIT_OTP_SEND: '1000',
  RATE_LIMIT_OTP_VERIFY: '1000',
  PUBLIC_BASE_URL: 'https://www.rupeeflow.test',
});
const sandbox = app.services.sandbox!;
const gateway = app.services.payu;
t.beforeEach(async () => {
  sandbox.faults.clear();
  // These tests pay the same sample loans many times; the 72-hour refusal has its own tests below.
  await agePaidPayments(app.database);
});
/** The checkout page a session's Pay Now leads to (Post-Redirect-Get). */
const checkout = async (query: string, body: Record<string, string> = { query }) => {
  const cookie = await verifiedSession(app, 'repay', query);
  const res = await initiate(app, body, { cookie });
  t.equal(res.statusCode, 303, `Pay Now for ${query} redirects`);
  return app.inject({ method: 'GET', url: String(res.headers.location), headers: { cookie } });
};

const sha512 = (s: string) => createHash('sha512').update(s).digest('hex');
const events = (event: string, txnid: string) =>
  logs.map((l) => JSON.parse(l)).filter((l) => l.event === event && l.txnid === txnid);

/** The gateway's callback fields re-signed with the salt, as only the gateway (or the salt's holder) can. */
function resign(
  fields: Record<string, string>,
  changes: Record<string, string>,
  salt = gateway.salt,
) {
  const f = { ...fields, ...changes };
  const charges = f.additionalCharges ?? f.additional_charges;
  const parts = [salt, f.status, '', '', '', '', '', f.udf5, f.udf4, f.udf3, f.udf2, f.udf1];
  parts.push(f.email!, f.firstname!, f.productinfo!, f.amount!, f.txnid!, f.key!);
  return { ...f, hash: sha512((charges ? `${charges}|` : '') + parts.join('|')) };
}

t.test('the amount and lead come from the lookup whatever the browser sends', async (t) => {
  const res = await checkout('9810012345', { query: '9810012345', amount: '1', lead_id: '999999' });
  t.equal(res.statusCode, 200);
  const { fields } = readForm(res.body);
  t.equal(fields.amount, '5150.00');
  t.equal(fields.lead_id, '210001', "the lookup's lead id, not the one the browser sent");
});

t.test('the initiate page posts every gateway field, signed, to the gateway', async (t) => {
  const res = await checkout('bqkpm4821k');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], 'text/html');
  t.equal(res.headers['cache-control'], 'no-store');
  const { action, fields } = readForm(res.body);
  t.equal(action, gateway.url);
  t.match(fields, {
    key: gateway.key,
    amount: '5150.00',
    productinfo: 'Loan Repayment',
    firstname: 'Aarav',
    email: 'aarav.mehta@example.com',
    phone: '9810012345',
    lead_id: '210001',
    udf1: '210001',
    udf2: 'RFL210001',
    udf3: '',
    udf4: '',
    udf5: '',
    surl: 'https://www.rupeeflow.test/payments/success',
    furl: 'https://www.rupeeflow.test/payments/failure',
  });
  t.match(fields.txnid, /^CUS210001[A-Z0-9]{8,15}$/);
  t.ok(fields.txnid!.length <= 25);
  const hashed = `${gateway.key}|${fields.txnid}|5150.00|Loan Repayment|Aarav|aarav.mehta@example.com|210001|RFL210001|||||||||${gateway.salt}`;
  t.equal(fields.hash, sha512(hashed), 'lead_id is sent beside the hash, not in it');

  const csp = String(res.headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  t.match(res.body, `<script nonce="${nonce}">`, 'the auto-submit script carries the nonce');
  t.match(
    csp,
    `form-action 'self' ${new URL(gateway.url).origin}`,
    'the CSP lets the form reach the gateway',
  );
  t.match(
    res.body,
    '<button class="btn" type="submit">Continue to payment</button>',
    'a button without script',
  );
});

t.test('a new txnid is made for every attempt', async (t) => {
  const a = readForm((await checkout('9847023456')).body).fields.txnid;
  const b = readForm((await checkout('9847023456')).body).fields.txnid;
  t.not(a, b);
});

t.test('a borrower with no e-mail on file is sent with the placeholder address', async (t) => {
  const { fields } = readForm((await checkout('9884045678')).body);
  t.equal(fields.email, 'noemail@rupeeflow.in');
});

t.test("a borrower whose record has no customer id gets a txnid built on 'CUS'", async (t) => {
  const { fields } = readForm((await checkout('9822067890')).body);
  t.match(fields.txnid, /^CUS[A-Z0-9]{8,9}[A-Z0-9]{6}$/);
});

t.test(
  'an identifier other than the verified one answers 401: a page for a browser, problem+json otherwise',
  async (t) => {
    const session = await verifiedSession(app, 'repay', '9810012345');
    const res = await initiate(app, { query: '9000000001' }, { cookie: session });
    t.equal(res.statusCode, 401, 'another identifier than the verified one needs its own code');
    t.match(res.headers['content-type'], 'application/problem+json');
    const page = await initiate(
      app,
      { query: '9000000001' },
      { cookie: session, accept: 'text/html' },
    );
    t.equal(page.statusCode, 401);
    t.match(page.headers['content-type'], 'text/html');
    t.match(page.body, 'href="/repay-loan"');
  },
);

t.test('a lending API failure answers 502 with the lookup message', async (t) => {
  const cookie = await verifiedSession(app, 'repay', '9810012345');
  sandbox.faults.set('oldUserHistory', '500');
  const res = await initiate(app, { query: '9810012345' }, { cookie });
  t.equal(res.statusCode, 502);
  t.match(res.body, 'Something went wrong. Please try again later.');
});

t.test('an empty or malformed query is refused as a page', async (t) => {
  const empty = await initiate(app, { query: '' });
  t.equal(empty.statusCode, 422);
  t.match(empty.body, 'Required');
  t.equal((await initiate(app, { query: '12345' })).statusCode, 422);
  const cookie = await verifiedSession(app, 'repay', '9810012345');
  t.equal((await initiate(app, { query: '12345' }, { cookie })).statusCode, 422);
});

t.test('initiate takes only a form post from our own pages', async (t) => {
  const json = await app.inject({
    method: 'POST',
    url: '/payments/initiate',
    payload: { query: '9810012345' },
    headers: { 'content-type': 'application/json' },
  });
  t.equal(json.statusCode, 415);
  const crossSite = await initiate(
    app,
    { query: '9810012345' },
    { 'sec-fetch-site': 'cross-site' },
  );
  t.equal(crossSite.statusCode, 403);
  const twice = await app.inject({
    method: 'POST',
    url: '/payments/initiate',
    payload: 'query=9810012345&query=9847023456',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal(twice.statusCode, 400);
});

t.test('a verified payment goes to the order confirmation by a signed link', async (t) => {
  const form = await startPayment(app, '9810012345');
  const callback = await payAtGateway(form, 'success');
  t.equal(callback.action, 'https://www.rupeeflow.test/payments/success');
  t.equal(callback.fields.amount, '5150.00');
  const res = await postCallback(app, callback);
  t.equal(res.statusCode, 303);
  t.match(
    res.headers.location,
    new RegExp(`^/order-confirmation\\?txnid=${form.fields.txnid}&sig=[A-Za-z0-9_-]{22}$`),
    'the txnid and its signature; no amount',
  );
  t.equal(events('payment.succeeded', form.fields.txnid!).length, 1);
  t.equal(events('payment.succeeded', form.fields.txnid!)[0].leadId, '210001');
  t.equal(sandbox.calls.lastRequestId('verify_payment'), JSON.parse(logs.at(-1)!).reqId);
});

t.test('a failed payment goes back to Repay Your Loan with the failure notice', async (t) => {
  const form = await startPayment(app, '9847023456');
  const callback = await payAtGateway(form, 'failure');
  t.equal(callback.action, 'https://www.rupeeflow.test/payments/failure');
  const res = await postCallback(app, callback);
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/repay-loan?payment=failed');
  t.equal(events('payment.failed', form.fields.txnid!).length, 1);
});

t.test('callbacks are accepted cross-site: the gateway posts from its own origin', async (t) => {
  const form = await startPayment(app, '9915034567');
  const callback = await payAtGateway(form, 'success');
  const res = await postCallback(app, callback, {
    origin: new URL(gateway.url).origin,
    'sec-fetch-site': 'cross-site',
  });
  t.equal(res.statusCode, 303);
  t.match(res.headers.location, '/order-confirmation?');
});

async function paidCallback(query: string): Promise<HtmlForm> {
  return payAtGateway(await startPayment(app, query), 'success');
}

t.test(
  'a forged callback (signed without our salt) is refused with 400 and a warn log (the caller sent junk)',
  async (t) => {
    const callback = await paidCallback('9884045678');
    const forged = resign(callback.fields, {}, 'not-the-salt');
    const res = await postCallback(app, { path: '/payments/success', fields: forged });
    t.equal(res.statusCode, 400);
    t.match(res.headers['content-type'], 'text/html');
    t.notMatch(res.body, 'Thank You!');
    t.match(res.body, 'We could not confirm this payment');
    const [rejected] = events('payment.rejected', callback.fields.txnid!);
    t.equal(rejected.level, 'warn');
    t.equal(rejected.reason, 'hash does not verify');
    t.equal(rejected.leadId, callback.fields.udf1, 'the lead we stored for that txnid');
  },
);

t.test('a rejected callback for a txnid we started logs its stored lead id', async (t) => {
  const cases: Array<[string, (f: Record<string, string>) => Record<string, string>, string]> = [
    ['another merchant key', (f) => resign(f, { key: 'someone-else' }), 'another merchant key'],
    ['a missing hash', ({ hash: _hash, ...f }) => f, 'missing or malformed field: hash'],
    [
      'a forged lead in udf1',
      (f) => resign(f, { udf1: '999999' }, 'not-the-salt'),
      'hash does not verify',
    ],
  ];
  for (const [name, change, reason] of cases) {
    const callback = await paidCallback('9810012345');
    const { udf1: leadId, txnid } = callback.fields;
    const res = await postCallback(app, {
      path: '/payments/success',
      fields: change(callback.fields),
    });
    t.equal(res.statusCode, 400, name);
    const [rejected] = events('payment.rejected', txnid!);
    t.equal(rejected.reason, reason, name);
    t.equal(rejected.leadId, leadId, `${name}: lead id ${leadId}`);
    t.notMatch(JSON.stringify(rejected), 'aarav.mehta@example.com', `${name}: no e-mail`);
  }
});

t.test('a rejected callback for a txnid we never started logs no lead id', async (t) => {
  const callback = await paidCallback('7042089012');
  await postCallback(app, {
    path: '/payments/success',
    fields: resign(callback.fields, { txnid: 'NEVERSEEN456' }),
  });
  await postCallback(app, {
    path: '/payments/success',
    fields: resign(callback.fields, { txnid: 'NEVERSEEN789', udf1: '210001' }, 'not-the-salt'),
  });
  for (const txnid of ['NEVERSEEN456', 'NEVERSEEN789']) {
    const [rejected] = events('payment.rejected', txnid);
    t.ok(rejected, `${txnid} rejected`);
    t.notOk('leadId' in rejected, 'no lead id, not even the one the callback posted');
  }
});

t.test("an amount posted back without decimals ('5150') verifies as the same amount", async (t) => {
  const callback = await paidCallback('9810012345');
  t.equal(callback.fields.amount, '5150.00');
  const res = await postCallback(app, {
    path: '/payments/success',
    fields: resign(callback.fields, { amount: '5150' }),
  });
  t.equal(res.statusCode, 303);
  t.match(res.headers.location, `/order-confirmation?txnid=${callback.fields.txnid}&sig=`);
  t.equal(events('payment.succeeded', callback.fields.txnid!).length, 1);
});

t.test('a tampered amount (hash left as it was) is refused', async (t) => {
  const callback = await paidCallback('8013056789');
  const res = await postCallback(app, {
    path: '/payments/success',
    fields: { ...callback.fields, amount: '1.00' },
  });
  t.equal(res.statusCode, 400);
});

t.test('an amount other than the one initiated is refused even with a valid hash', async (t) => {
  const callback = await paidCallback('9948078901');
  const res = await postCallback(app, {
    path: '/payments/success',
    fields: resign(callback.fields, { amount: '1.00' }),
  });
  t.equal(res.statusCode, 400);
  t.equal(
    events('payment.rejected', callback.fields.txnid!)[0].reason,
    'amount differs from initiated',
  );
});

t.test('a txnid we never initiated is refused even with a valid hash', async (t) => {
  const callback = await paidCallback('7042089012');
  const res = await postCallback(app, {
    path: '/payments/success',
    fields: resign(callback.fields, { txnid: 'NEVERSEEN123' }),
  });
  t.equal(res.statusCode, 400);
  t.equal(events('payment.rejected', 'NEVERSEEN123')[0].reason, 'unknown txnid');
});

for (const field of ['hash', 'txnid', 'amount', 'status', 'key']) {
  t.test(`a callback without ${field} is refused`, async (t) => {
    const callback = await paidCallback('9746090123');
    const fields = { ...callback.fields };
    delete fields[field];
    const res = await postCallback(app, { path: '/payments/success', fields });
    t.equal(res.statusCode, 400);
    t.notMatch(res.headers.location ?? '', 'order-confirmation');
  });
}

t.test('a replayed callback is answered the same way and logged once as a duplicate', async (t) => {
  const callback = await paidCallback('9830101234');
  const txnid = callback.fields.txnid!;
  const verifiesBefore = sandbox.calls.count('verify_payment');
  const first = await postCallback(app, callback);
  const second = await postCallback(app, callback);
  t.equal(first.statusCode, 303);
  t.equal(second.statusCode, 303);
  t.equal(second.headers.location, first.headers.location);
  t.equal(events('payment.succeeded', txnid).length, 1, 'paid once');
  t.equal(
    events('payment.duplicate', txnid).length,
    1,
    'the replay is logged once, as a duplicate',
  );
  t.equal(sandbox.calls.count('verify_payment') - verifiesBefore, 1, 'verified once');
});

t.test('two copies of a callback arriving together make one verification', async (t) => {
  const callback = await paidCallback('6350112345');
  const txnid = callback.fields.txnid!;
  const [a, b] = await Promise.all([postCallback(app, callback), postCallback(app, callback)]);
  t.equal(a.headers.location, b.headers.location);
  t.equal(events('payment.succeeded', txnid).length, 1);
  t.equal(events('payment.duplicate', txnid).length, 1);
});

t.test("verify_payment saying 'pending' is not shown as paid", async (t) => {
  const callback = await paidCallback('9558123456');
  const txnid = callback.fields.txnid!;
  sandbox.records.payments.find((p) => p.txnid === txnid)!.status = 'pending';
  const res = await postCallback(app, callback);
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/repay-loan?payment=pending');
  t.equal(events('payment.succeeded', txnid).length, 0);

  // Once the gateway has it, the same callback settles it.
  sandbox.records.payments.find((p) => p.txnid === txnid)!.status = 'success';
  const later = await postCallback(app, callback);
  t.match(later.headers.location, '/order-confirmation?');
});

t.test('a success callback the gateway does not confirm is not shown as paid', async (t) => {
  const callback = await paidCallback('9810012345');
  sandbox.faults.set('verify_payment', '500');
  const res = await postCallback(app, callback);
  t.equal(res.headers.location, '/repay-loan?payment=pending');
  sandbox.faults.clear();
  const failed = await paidCallback('9847023456');
  sandbox.records.payments.find((p) => p.txnid === failed.fields.txnid)!.status = 'failure';
  const res2 = await postCallback(app, failed);
  t.equal(
    res2.headers.location,
    '/repay-loan?payment=failed',
    'verify_payment decides, not the callback',
  );
});

for (const name of ['additionalCharges', 'additional_charges']) {
  t.test(`a callback with ${name} verifies with the charges leading the hash`, async (t) => {
    const callback = await paidCallback('9915034567');
    const fields = resign(callback.fields, { [name]: '12.50' });
    const res = await postCallback(app, { path: '/payments/success', fields });
    t.equal(res.statusCode, 303);
    t.match(res.headers.location, '/order-confirmation?');
  });
}

t.test('payment logs never carry the e-mail, phone or salt', async (t) => {
  await paidCallback('9822067890').then((c) => postCallback(app, c));
  const all = logs.join('\n');
  for (const secret of [
    gateway.salt,
    'aarav.mehta@example.com',
    '9810012345',
    'meera.kulkarni@example.com',
    '9822067890',
  ])
    t.notMatch(all, secret);
  t.ok(logs.some((l) => l.includes('"event":"payment.initiated"')));
  t.equal(config.payu.salt, undefined, 'the sandbox salt lives only in the services');
});

t.test('Pay Now without a verified session answers 401 and starts nothing', async (t) => {
  const before = logs.filter((l) => l.includes('payment.initiated')).length;
  const res = await initiate(app, { query: '9810012345' });
  t.equal(res.statusCode, 401);
  t.match(res.headers['content-type'], 'application/problem+json');
  t.equal(
    res.json().detail,
    'Please verify with the code we send to your registered mobile first.',
  );
  t.notMatch(res.body, /9810012345|Aarav|RFL210001/);
  const forged = await initiate(app, { query: '9810012345' }, { cookie: 'rf_repay=AAAA' });
  t.equal(forged.statusCode, 401, 'a cookie that is not ours opens nothing');
  t.equal(logs.filter((l) => l.includes('payment.initiated')).length, before);
});

t.test(
  'Pay Now answers 303 to a checkout page (Post-Redirect-Get) that only its session opens',
  async (t) => {
    const cookie = await verifiedSession(app, 'repay', '9810012345');
    const res = await initiate(app, { query: '9810012345' }, { cookie });
    t.equal(res.statusCode, 303);
    t.match(res.headers.location, /^\/payments\/checkout\?txnid=CUS210001[A-Z0-9]+$/);
    const url = String(res.headers.location);
    const page = await app.inject({ method: 'GET', url, headers: { cookie } });
    t.equal(page.statusCode, 200);
    t.equal(page.headers['cache-control'], 'no-store');
    t.equal(readForm(page.body).fields.amount, '5150.00');
    t.equal((await app.inject({ method: 'GET', url })).statusCode, 401, 'no session, no page');
    const other = await verifiedSession(app, 'repay', '9847023456');
    const theirs = await app.inject({ method: 'GET', url, headers: { cookie: other } });
    t.equal(theirs.statusCode, 404, "another borrower's session does not open it");
  },
);

t.test(
  'after a verified payment the loan shows it, and a second gateway page is refused with 409',
  async (t) => {
    const cookie = await verifiedSession(app, 'repay', '9847023456');
    const form = await startPayment(app, '9847023456', cookie);
    const settled = await postCallback(app, await payAtGateway(form, 'success'));
    t.equal(settled.statusCode, 303);
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/repayments/lookup',
      payload: {},
      headers: { 'content-type': 'application/json', cookie },
    });
    t.equal(lookup.statusCode, 200);
    const { customer } = lookup.json();
    t.notMatch(lookup.body, '9847023456', 'no identifier in the answer');
    t.equal(customer.recentPayment.amount, 8240);
    t.equal(customer.recentPayment.txnid, form.fields.txnid);
    t.match(customer.recentPayment.paidAt, /^\d{4}-\d\d-\d\dT/);
    const again = await initiate(app, { query: '9847023456' }, { cookie });
    t.equal(again.statusCode, 409);
    t.match(again.body, `transaction ${form.fields.txnid}`);
    t.match(again.body, 'please do not pay again');
    const back = await app.inject({
      method: 'GET',
      url: `/payments/checkout?txnid=${form.fields.txnid}`,
      headers: { cookie },
    });
    t.equal(
      back.statusCode,
      303,
      'Back to the checkout page of a settled payment goes to its outcome',
    );
    t.match(back.headers.location, /^\/order-confirmation\?txnid=/);
  },
);

t.test(
  'a payment started from the Hindi pages: checkout page in Hindi, and back to the Hindi pages after the gateway',
  async (t) => {
    const query = '9810012345';
    const session = await verifiedSession(app, 'repay', query);
    // The lang cookie every /hi page sets: the form post carries the browser's headers, not the page's.
    const cookie = `${session}; lang=hi`;
    const started = await initiate(app, { query }, { cookie });
    t.equal(started.statusCode, 303);
    const page = await app.inject({
      method: 'GET',
      url: String(started.headers.location),
      headers: { cookie },
    });
    t.equal(page.statusCode, 200);
    t.match(page.body, '<html lang="hi-IN">');
    t.match(page.body, 'भुगतान के लिए आगे बढ़ें</button>', 'the button without script, in Hindi');
    t.match(page.body, 'href="/hi/repay-loan"', 'the way back is the Hindi page');
    const form = readForm(page.body);
    // The gateway's post carries no cookie of ours: the transaction remembers the language.
    const paid = await postCallback(app, await payAtGateway(form, 'success'));
    t.match(paid.headers.location, /^\/hi\/order-confirmation\?txnid=/);
    const confirmation = await app.inject({ url: String(paid.headers.location) });
    t.equal(confirmation.statusCode, 200);
    t.match(confirmation.body, '<html lang="hi-IN"');

    await agePaidPayments(app.database);
    const failing = await startPayment(
      app,
      '9847023456',
      `${await verifiedSession(app, 'repay', '9847023456')}; lang=hi`,
    );
    const failed = await postCallback(app, await payAtGateway(failing, 'failure'));
    t.equal(failed.headers.location, '/hi/repay-loan?payment=failed');
  },
);

t.test('a Pay Now refused for a Hindi reader is a Hindi page', async (t) => {
  const session = await verifiedSession(app, 'repay', '9810012345');
  const page = await initiate(
    app,
    { query: '9000000001' },
    { cookie: `${session}; lang=hi`, accept: 'text/html' },
  );
  t.equal(page.statusCode, 401);
  t.match(page.body, '<html lang="hi-IN">');
  t.match(page.body, 'कृपया पुष्टि करें कि यह आप ही हैं');
  t.match(page.body, 'कृपया पहले अपने रजिस्टर्ड मोबाइल पर भेजे गए कोड से पुष्टि करें।');
  t.match(page.body, 'href="/hi/repay-loan"');
});
