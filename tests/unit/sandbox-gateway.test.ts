import { createHash } from 'node:crypto';
import pino from 'pino';
import t from 'tap';
import { startSandbox } from '../../server/upstreams/sandbox/index.ts';
import { createPaymentVerifier } from '../../server/upstreams/gateway/verify.ts';
import { readForm } from '../helpers/gateway.ts';

const sandbox = await startSandbox({
  logger: pino({ level: 'silent' }),
  merchantName: 'Rupeeflow',
});
t.teardown(() => sandbox.close());
const { gateway } = sandbox;
const sha512 = (s: string) => createHash('sha512').update(s).digest('hex');
const verifier = createPaymentVerifier({ ...gateway, logger: pino({ level: 'silent' }) });
t.teardown(() => verifier.close());

let counter = 0;
function paymentFields(overrides: Record<string, string> = {}) {
  const f: Record<string, string> = {
    key: gateway.key,
    txnid: `TEST${++counter}X${Date.now()}`,
    amount: '10',
    productinfo: 'Loan Repayment',
    firstname: 'Test',
    email: 'test@example.com',
    phone: '9810012345',
    udf1: '210001',
    udf2: 'RFL210001',
    surl: 'http://localhost:1/payments/success',
    furl: 'http://localhost:1/payments/failure',
    ...overrides,
  };
  const hashed = [f.key, f.txnid, f.amount, f.productinfo, f.firstname, f.email, f.udf1, f.udf2];
  f.hash ??= sha512([...hashed, '', '', '', '', '', '', '', '', gateway.salt].join('|'));
  return f;
}

async function post(path: string, fields: Record<string, string>) {
  const res = await fetch(new URL(path, gateway.url), {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

t.test('the checkout shows the amount with Pay and Fail, under a CSP of its own', async (t) => {
  const res = await post('/_payment', paymentFields());
  t.equal(res.status, 200);
  t.match(res.html, '₹10.00');
  t.match(res.html, 'Rupeeflow');
  t.match(res.html, 'value="success"');
  t.match(res.html, 'value="failure"');
  t.match(res.headers.get('content-security-policy'), "default-src 'none'");
});

t.test('a request hash made without the salt is refused', async (t) => {
  const res = await post('/_payment', paymentFields({ hash: 'a'.repeat(128) }));
  t.equal(res.status, 400);
  t.match(res.html, 'incorrectly calculated hash');
});

t.test(
  "Pay posts PayU's fields back to surl: amount in two decimals, a reverse hash over them",
  async (t) => {
    const fields = paymentFields();
    await post('/_payment', fields);
    const done = await post('/_payment/complete', { txnid: fields.txnid!, outcome: 'success' });
    const { action, fields: cb } = readForm(done.html);
    t.equal(action, fields.surl);
    t.match(done.headers.get('content-security-policy'), "form-action 'self' http://localhost:1");
    t.match(cb, {
      status: 'success',
      amount: '10.00',
      txnid: fields.txnid,
      udf1: '210001',
      key: gateway.key,
    });
    for (const name of ['mihpayid', 'mode', 'bank_ref_num', 'error_Message', 'phone', 'udf5'])
      t.ok(name in cb, name);
    const reverse = `${gateway.salt}|success|||||||||RFL210001|210001|test@example.com|Test|Loan Repayment|10.00|${fields.txnid}|${gateway.key}`;
    t.equal(cb.hash, sha512(reverse));
    t.equal(
      (await post('/_payment/complete', { txnid: fields.txnid!, outcome: 'failure' })).status,
      400,
      'only once',
    );
  },
);

t.test('Fail posts to furl with status failure', async (t) => {
  const fields = paymentFields();
  await post('/_payment', fields);
  const done = await post('/_payment/complete', { txnid: fields.txnid!, outcome: 'failure' });
  const { action, fields: cb } = readForm(done.html);
  t.equal(action, fields.furl);
  t.equal(cb.status, 'failure');
});

t.test('verify_payment reports what the gateway recorded, in PayU’s answer shape', async (t) => {
  const fields = paymentFields({ amount: '2500' });
  await post('/_payment', fields);
  t.same(await verifier.verify(fields.txnid!, { requestId: 'r1' }), {
    status: 'pending',
    amount: '2500.00',
    mihpayid: sandbox.records.payments.at(-1)!.mihpayid,
  });
  await post('/_payment/complete', { txnid: fields.txnid!, outcome: 'success' });
  t.match(await verifier.verify(fields.txnid!, { requestId: 'r2' }), {
    status: 'success',
    amount: '2500.00',
  });
  t.same(await verifier.verify('NEVERSEEN', { requestId: 'r3' }), { status: 'not-found' });
  t.equal(sandbox.calls.lastRequestId('verify_payment'), 'r3');
});

t.test('verify_payment refuses a command hash made without the salt', async (t) => {
  const res = await fetch(gateway.verifyUrl, {
    method: 'POST',
    body: new URLSearchParams({
      key: gateway.key,
      command: 'verify_payment',
      var1: 'X',
      hash: 'b'.repeat(128),
    }),
  });
  t.same(await res.json(), { status: 0, msg: 'Invalid Hash.' });
});

t.test('an unreachable or broken verify_payment is unconfirmed, never paid', async (t) => {
  for (const fault of ['500', 'malformed-json', 'drop'] as const) {
    sandbox.faults.set('verify_payment', fault, { times: 1 });
    t.same(await verifier.verify('ANY', { requestId: 'r' }), { status: 'unconfirmed' }, fault);
  }
});
