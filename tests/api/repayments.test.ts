import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { verifiedSession } from '../helpers/otp-session.ts';

const { app, logs } = await startApp(t, {
  LENDING_API_TIMEOUT_MS: '400',
  RATE_LIMIT_LOOKUP: '1000',
  RATE_LIMIT_OTP_SEND: '1000',
  RATE_LIMIT_OTP_VERIFY: '1000',
});
const sandbox = app.services.sandbox!;
t.beforeEach(() => sandbox.faults.clear());
// Every lookup here comes from a session verified for its loan (issue 16), made before any fault is armed.
const sessions = new Map<string, string>();
for (const id of ['9810012345', '9884045678', '9847023456', '9915034567'])
  sessions.set(id, await verifiedSession(app, 'repay', id));
const lookup = (query: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/repayments/lookup',
    payload: { query } as object,
    headers: {
      'content-type': 'application/json',
      cookie: sessions.get('9810012345')!,
      ...(typeof query === 'string' && sessions.has(query) ? { cookie: sessions.get(query)! } : {}),
      ...headers,
    },
  });

t.test(
  'a customer is found by mobile number, answering only what the page shows, masked',
  async (t) => {
    const res = await lookup('9810012345');
    t.equal(res.statusCode, 200);
    const { customer } = res.json();
    t.same(Object.keys(res.json()).sort(), ['customer']);
    t.same(Object.keys(customer).sort(), [
      'amountDue',
      'loanNumber',
      'maskedEmail',
      'maskedMobile',
      'maskedPan',
      'name',
      'repaymentAmount',
      'repaymentDate',
      'status',
    ]);
    t.match(customer, {
      name: 'Aarav',
      loanNumber: 'RFL210001',
      amountDue: 5150,
      status: 'Disbursed',
    });
    t.equal(customer.maskedMobile, '********45', 'the last two digits only');
    t.equal(customer.maskedPan, '******821K', 'six of ten characters hidden');
    t.notMatch(JSON.stringify(customer), '9810012345');
    t.notMatch(JSON.stringify(customer), 'BQKPM4821K');
  },
);

t.test('a customer is found by PAN, in any case and with spaces', async (t) => {
  const res = await lookup(' bqkpm4821k ');
  t.equal(res.statusCode, 200);
  t.equal(res.json().customer.name, 'Aarav');
});

t.test('a customer with no e-mail on file answers with an empty masked e-mail', async (t) => {
  const res = await lookup('9884045678');
  t.equal(res.json().customer.maskedEmail, '');
});

t.test('a number not verified in this session answers 401, customer or not', async (t) => {
  for (const query of ['9000000001', '9822067890']) {
    const res = await lookup(query);
    t.equal(res.statusCode, 401);
    t.equal(
      res.json().detail,
      'Please verify with the code we send to your registered mobile first.',
    );
  }
});

t.test(
  'an overdue loan says what its amount is made of, or that it includes late charges',
  async (t) => {
    const { customer } = (await lookup('9915034567')).json();
    t.equal(customer.status, 'Overdue');
    t.same(customer.overdue, { principalInterestDue: 12284, penalCharges: 76, daysOverdue: 8 });
    const current = (await lookup('9810012345')).json().customer;
    t.notOk('overdue' in current, 'a loan on time has no breakdown');
  },
);

t.test('an empty or malformed query is refused before any upstream call', async (t) => {
  const before = sandbox.calls.count('oldUserHistory');
  t.equal((await lookup('')).json().errors.query, 'Required');
  t.equal((await lookup('12345')).statusCode, 422);
  t.equal((await lookup('ABC')).statusCode, 422);
  t.equal((await lookup({ $ne: null })).statusCode, 422);
  t.equal(sandbox.calls.count('oldUserHistory'), before);
});

// The faults of issue 4 on this endpoint are in lending-faults.test.ts; a 503 (a POST is not retried) is not.
for (const fault of ['503'] as const) {
  t.test(
    `an upstream ${fault} answers 502 'Something went wrong. Please try again later.'`,
    async (t) => {
      sandbox.faults.set('oldUserHistory', fault);
      const res = await lookup('9847023456');
      t.equal(res.statusCode, 502);
      t.equal(res.json().detail, 'Something went wrong. Please try again later.');
    },
  );
}

t.test('the looked-up mobile and PAN never reach a log line', async (t) => {
  await lookup('9915034567');
  await lookup('DHWPS6619H');
  const all = logs.join('\n');
  t.notMatch(all, '9915034567');
  t.notMatch(all, 'DHWPS6619H');
});

t.test('one identifier is limited however many addresses ask', async (t) => {
  const limited = await startApp(t, { RATE_LIMIT_LOOKUP: '3', TRUST_PROXY: '127.0.0.1' });
  const cookie = await verifiedSession(limited.app, 'repay', '9822067890');
  const codes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/repayments/lookup',
      payload: { query: '9822067890' },
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${i}`,
        cookie,
      },
    });
    codes.push(res.statusCode);
    if (res.statusCode === 429) t.ok(Number(res.headers['retry-after']) > 0);
  }
  t.same(codes, [200, 200, 200, 429, 429]);
});

t.test('one address is limited however many identifiers it tries', async (t) => {
  const limited = await startApp(t, { RATE_LIMIT_LOOKUP_ADDRESS: '3' });
  const codes: number[] = [];
  for (const q of ['9000000011', '9000000012', '9000000013', '9000000014']) {
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/repayments/lookup',
      payload: { query: q },
      headers: { 'content-type': 'application/json' },
    });
    codes.push(res.statusCode);
  }
  t.same(codes, [401, 401, 401, 429], 'without a session too');
});

t.test(
  'the lookup reads a mobile as every form does, and refuses the numbers they refuse',
  async (t) => {
    for (const written of ['+91 98100 12345', '098100-12345', '91 9810012345']) {
      const res = await lookup(written);
      t.equal(res.statusCode, 200, written);
      t.equal(res.json().customer.loanNumber, 'RFL210001', written);
    }
    const before = sandbox.calls.count('oldUserHistory');
    for (const bad of ['0123456789', '0000000000']) {
      const res = await lookup(bad);
      t.equal(res.statusCode, 422, bad);
      t.equal(res.json().errors.query, 'Enter valid 10-digit mobile number', bad);
    }
    t.equal(sandbox.calls.count('oldUserHistory'), before, 'nothing refused went upstream');
  },
);
