import { outboxRows } from '../helpers/outbox.ts';
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { applicationBody, noidaAddress } from '../helpers/fixtures.ts';
import { applyFormSchema } from '../../shared/schemas/apply.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { normaliseIdentifier } from '../../shared/schemas/otp.ts';
import { encodeRefstr } from '../../server/verification/refstr.ts';

/** The SMS outbox's clock: its retry waits pass when a test moves it on. */
const smsClock = { now: Date.now() };
const { app, logs, config } = await startApp(
  t,
  {
    // The requests come from our own proxy, so their x-request-id is taken (issue 40).
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_APPLICATIONS: '1000',
    RATE_LIMIT_APPLICATIONS_PER_MOBILE: '1000',
    RATE_LIMIT_OTP_SEND: '1000',
    RATE_LIMIT_OTP_VERIFY: '1000',
    LENDING_API_TIMEOUT_MS: '400',
  },
  { build: { outboxNow: () => smsClock.now } },
);
const sandbox = app.services.sandbox!;
const address = await noidaAddress(app);
// The mobiles these tests apply with, verified up front so no code SMS lands among the ones a test counts.
const sessions = new Map<string, string>();
for (const mobile of ['9876543210', '9765432101', '9123498765', '9822067890'])
  sessions.set(mobile, await verifiedSession(app, 'apply', mobile));
/** Posts an application from a session that verified its mobile, unless the test gives its own cookie. */
const post = (body: unknown, headers: Record<string, string> = {}) => {
  const mobile = (body as { mobile?: unknown } | null)?.mobile;
  const cookie = typeof mobile === 'string' ? sessions.get(normaliseIdentifier(mobile)) : undefined;
  return app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: body as object,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
  });
};

t.beforeEach(() => sandbox.faults.clear());

t.test(
  'a valid application answers 201 and reaches the lending API as SPEC section 3 says',
  async (t) => {
    const body = applicationBody(address, {
      gender: 'other',
      utmSource: 'google',
      utmCampaign: 'diwali',
      obligations: '5000',
    });
    const res = await post(body, { 'x-request-id': 'apply-1' });
    t.equal(res.statusCode, 201);
    t.equal(res.json().message, 'Application submitted successfully');
    const sent = sandbox.records.applications.at(-1)!;
    t.match(sent, {
      loan_amount: 25000,
      monthly_income: 45000,
      first_name: 'Ananya',
      middle_name: '',
      sur_name: 'Iyer',
      pan: body.panNumber,
      dob: body.dob,
      gender: 'OTHER',
      mobile: '9876543210',
      alternate_mobile: '',
      otp: /^\d{6}$/,
      email_personal: 'ananya.iyer@example.com',
      email_official: '',
      obligations: '5000',
      state_id: address.state,
      city: address.city,
      pin: address.pincode,
      term_and_condition: 'YES',
      ip: '127.0.0.1',
      coordinates: null,
      source: 'Website',
      lead_data_source_id: 38,
      utm_source: 'google',
      utm_campaign: 'diwali',
    });
  },
);

t.test(
  "the Apply page's own body (the schema's output, empty optionals left out) reaches the lending API whole",
  async (t) => {
    // What client/pages/apply sends: the form parsed by the shared schema in the browser, then JSON.
    const typed = applicationBody(address, { panNumber: 'zqxpa4321b', utmSource: 'newsletter' });
    const browserBody = JSON.parse(JSON.stringify(applyFormSchema.parse(typed)));
    t.notOk('middleName' in browserBody, 'empty optionals are not sent');
    const res = await post(browserBody);
    t.equal(res.statusCode, 201);
    t.same(sandbox.records.applications.at(-1), {
      loan_amount: 25000,
      monthly_income: 45000,
      first_name: 'Ananya',
      middle_name: '',
      sur_name: 'Iyer',
      pan: 'ZQXPA4321B',
      dob: typed.dob,
      gender: 'FEMALE',
      mobile: '9876543210',
      alternate_mobile: '',
      otp: sandbox.records.applications.at(-1)?.otp,
      email_personal: 'ananya.iyer@example.com',
      email_official: '',
      obligations: '',
      state_id: address.state,
      city: address.city,
      pin: address.pincode,
      term_and_condition: 'YES',
      ip: '127.0.0.1',
      coordinates: null,
      source: 'Website',
      lead_data_source_id: 38,
      utm_source: 'newsletter',
      utm_campaign: null,
    });
  },
);

t.test('the SMS goes out in the background after a 201', async (t) => {
  await app.services.sms.drain(); // earlier tests' messages
  const before = sandbox.records.sms.length;
  t.equal((await post(applicationBody(address))).statusCode, 201);
  await app.services.sms.drain();
  t.equal(sandbox.records.sms.length, before + 1);
  t.equal(sandbox.records.sms.at(-1)!.mobile, '9876543210');
});

t.test('an SMS the provider refuses waits in the outbox and never delays the 201', async (t) => {
  await app.services.sms.drain();
  sandbox.faults.set('sms', '500');
  const attemptsBefore = sandbox.calls.count('sms');
  const res = await post(applicationBody(address), { 'x-request-id': 'sms-fails-1' });
  t.equal(res.statusCode, 201, 'answered whatever the provider does');
  await app.services.sms.drain();
  t.equal(sandbox.calls.count('sms') - attemptsBefore, 1, 'tried once, then waits its backoff');
  t.equal((await outboxRows(app, 'notice')).length, 1, 'kept in the outbox for the next try');
  const waiting = logs.find(
    (l) => l.includes('sms-fails-1') && /sms/i.test(l) && /"level":"(warn|error)"/.test(l),
  );
  t.ok(waiting, 'the failure is logged with the request id');
  await app.outbox.refreshStats(); // read every 5 s
  const ready = (await app.inject({ url: '/readyz' })).json();
  t.same(ready.details.outbox.waiting, { notice: 1 }, 'what waits in the outbox is on /readyz');
  sandbox.faults.clear('sms');
  smsClock.now += 10 * 60_000;
  await app.services.sms.drain();
  t.same(await outboxRows(app), [], 'sent once the provider is back');
});

t.test(
  'a slow SMS provider never delays the 201: the message lands after the answer',
  async (t) => {
    await app.services.sms.drain();
    sandbox.faults.set('sms', 'delay', { delayMs: 1000, times: 1 });
    const before = sandbox.records.sms.length;
    const res = await post(applicationBody(address, { mobile: '9765432101' }));
    const answeredAt = Date.now();
    t.equal(res.statusCode, 201);
    t.equal(sandbox.records.sms.length, before, 'no SMS has been delivered when the 201 arrives');
    await app.services.sms.drain();
    t.equal(sandbox.records.sms.length, before + 1, 'the SMS is delivered afterwards');
    const sms = sandbox.records.sms.at(-1)!;
    t.equal(sms.mobile, '9765432101');
    t.ok(sms.at >= answeredAt, 'delivered after the borrower had the answer');
  },
);

t.test('each validation message of SPEC section 5 comes back per field as 422', async (t) => {
  const res = await post({ mobile: '12345', alternateMobile: '98', obligations: '12x' });
  t.equal(res.statusCode, 422);
  t.match(res.headers['content-type'], 'application/problem+json');
  const { errors } = res.json();
  t.match(errors, {
    loanAmount: 'Required',
    monthlyIncome: 'Required',
    firstName: 'Required',
    panNumber: 'Required',
    dob: 'Required',
    gender: 'Required',
    mobile: 'Enter valid 10-digit mobile number',
    alternateMobile: 'Enter valid 10-digit mobile number',
    obligations: 'Obligations must be numeric',
    email: 'Required',
    state: 'Required',
    city: 'Required',
    pincode: 'Required',
    acceptTerms: 'Accept terms',
  });
});

t.test('PAN format, age and pincode are checked on the server too', async (t) => {
  const res = await post(
    applicationBody(address, { panNumber: 'ABCCE1234F', dob: '2010-01-01', pincode: '012345' }),
  );
  t.equal(res.statusCode, 422);
  t.match(res.json().errors, {
    panNumber: /fourth letter is P/,
    dob: /at least 23/,
    pincode: /6-digit pincode/,
  });
});

t.test("a duplicate PAN gets the lending API's message with its tags stripped", async (t) => {
  const body = applicationBody(address, { panNumber: 'BQKPM4821K' }); // a seeded customer's PAN
  const res = await post(body);
  t.equal(res.statusCode, 502);
  const detail: string = res.json().detail;
  t.notMatch(detail, /[<>]/);
  t.match(detail, /already/i);
});

for (const fault of [
  '500',
  '502',
  'malformed-json',
  'html-error',
  'timeout',
  'slow-body',
  'drop',
] as const) {
  t.test(
    // How long the answer takes is measured by `npm run bench -- faults`, never asserted here.
    `an upstream ${fault} answers 502 'Submit failed'`,
    async (t) => {
      sandbox.faults.set('saveLendingPage', fault);
      const res = await post(applicationBody(address));
      t.equal(res.statusCode, 502);
      t.equal(res.json().detail, 'Submit failed');
      sandbox.faults.clear();
      t.equal((await post(applicationBody(address))).statusCode, 201, 'the server keeps serving');
    },
  );
}

t.test('a POST is never retried upstream', async (t) => {
  sandbox.faults.set('saveLendingPage', '503');
  const before = sandbox.calls.count('saveLendingPage');
  await post(applicationBody(address));
  t.equal(sandbox.calls.count('saveLendingPage') - before, 1);
});

t.test('a cross-site form post is refused, and so is a wrong content type', async (t) => {
  const cross = await post(applicationBody(address), {
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
  });
  t.equal(cross.statusCode, 403);
  const form = await app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: 'firstName=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal(form.statusCode, 415);
  const text = await app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: '{}',
    headers: { 'content-type': 'text/plain' },
  });
  t.equal(text.statusCode, 415);
});

// The other JSON form routes behind the lending API follow the same rule; neither refusal reaches the upstream.
const lookupSession = await verifiedSession(app, 'repay', '9810012345');
for (const { url, call, body, cookie } of [
  {
    url: '/api/repayments/lookup',
    call: 'oldUserHistory',
    body: { query: '9810012345' },
    cookie: lookupSession,
  },
  {
    url: '/api/pan/verify',
    call: 'getLeadInfo',
    body: { refstr: encodeRefstr('310001'), pan: 'PWHPS3187A' },
    cookie: '',
  },
]) {
  t.test(
    `${url} refuses a cross-site post with 403 and a wrong content type with 415`,
    async (t) => {
      const send = (payload: string, headers: Record<string, string>) =>
        app.inject({ method: 'POST', url, payload, headers });
      const json = { 'content-type': 'application/json', cookie };
      const calls = sandbox.calls.count(call);
      const byOrigin = await send(JSON.stringify(body), {
        ...json,
        origin: 'https://evil.example',
      });
      t.equal(byOrigin.statusCode, 403, 'a foreign Origin');
      t.match(byOrigin.headers['content-type'], 'application/problem+json');
      const bySite = await send(JSON.stringify(body), { ...json, 'sec-fetch-site': 'cross-site' });
      t.equal(bySite.statusCode, 403, 'Sec-Fetch-Site: cross-site');
      const form = await send(new URLSearchParams(body).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
      });
      t.equal(form.statusCode, 415, 'a form post');
      t.equal(form.json().detail, 'This content type is not accepted here.');
      const text = await send(JSON.stringify(body), { 'content-type': 'text/plain', cookie });
      t.equal(text.statusCode, 415, 'text/plain');
      t.equal(sandbox.calls.count(call), calls, 'no refused request reached the lending API');
      const own = await send(JSON.stringify(body), {
        ...json,
        origin: config.publicBaseUrl,
        'sec-fetch-site': 'same-origin',
      });
      t.equal(own.statusCode, 200, 'our own origin is answered');
    },
  );
}

t.test('hostile bodies get 4xx, never 500', async (t) => {
  const cases = [
    '{',
    '[]',
    'null',
    '"x"',
    JSON.stringify({ __proto__: { admin: true }, firstName: { $gt: '' } }),
    'x'.repeat(40_000),
  ];
  for (const payload of cases) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/applications',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    t.ok(
      res.statusCode >= 400 && res.statusCode < 500,
      `${payload.slice(0, 20)} -> ${res.statusCode}`,
    );
  }
});

t.test('no log line carries the PAN, mobile, e-mail or date of birth that were sent', async (t) => {
  const body = applicationBody(address, {
    mobile: '9123498765',
    email: 'secret.person@example.com',
  });
  await post(body);
  // The log stream is written synchronously: once the SMS queue has drained, every line of this request is in.
  await app.services.sms.drain();
  const all = logs.join('\n');
  for (const value of [body.panNumber, '9123498765', 'secret.person@example.com', body.dob]) {
    t.notMatch(all, value, `${value} is not logged`);
  }
});

t.test('the request over the applications limit gets 429 with Retry-After', async (t) => {
  const limited = await startApp(t, { RATE_LIMIT_APPLICATIONS: '2' });
  const send = () =>
    limited.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: {},
      headers: { 'content-type': 'application/json' },
    });
  await send();
  await send();
  const res = await send();
  t.equal(res.statusCode, 429);
  t.ok(Number(res.headers['retry-after']) > 0);
});

t.test(
  'an application whose mobile this session did not verify is refused with 422 on mobile',
  async (t) => {
    const before = sandbox.records.applications.length;
    const none = await post(applicationBody(address), { cookie: '' });
    t.equal(none.statusCode, 422);
    t.equal(none.json().errors.mobile, 'Verify this mobile number with the code we send to it');
    const changed = await post(applicationBody(address, { mobile: '9812345670' }), {
      cookie: sessions.get('9876543210')!,
    });
    t.equal(changed.statusCode, 422, 'a session for another mobile does not count');
    t.equal(changed.json().errors.mobile, 'Verify this mobile number with the code we send to it');
    t.equal(sandbox.records.applications.length, before, 'nothing reached the lending API');
  },
);

t.test(
  'the code the applicant verified goes upstream as otp, never the old fixed 1234',
  async (t) => {
    await post(applicationBody(address));
    const otp = sandbox.records.applications.at(-1)!.otp;
    t.match(otp, /^\d{6}$/);
    t.not(otp, '1234');
  },
);

t.test('applications are limited per verified mobile, whatever the address', async (t) => {
  const limited = await startApp(t, {
    RATE_LIMIT_APPLICATIONS_PER_MOBILE: '2',
    TRUST_PROXY: '127.0.0.1',
  });
  const cookie = await verifiedSession(limited.app, 'apply', '9876543210');
  const limitedAddress = await noidaAddress(limited.app);
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: applicationBody(limitedAddress),
      headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': `198.51.100.${i}` },
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) t.ok(Number(res.headers['retry-after']) > 0);
  }
  t.same(statuses, [201, 201, 429]);
});

t.test('the first name reaches the SMS only as safe letters, 20 at most', async (t) => {
  await app.services.sms.drain();
  const before = sandbox.records.sms.length;
  const res = await post(
    applicationBody(address, { firstName: "Ananyaअ Rose-Marie O'Neil Kumari" }),
  );
  t.equal(res.statusCode, 201);
  await app.services.sms.drain();
  t.equal(sandbox.records.sms.length, before + 1);
  const message = sandbox.records.sms.slice(before).at(-1)!.message;
  t.match(message, /^Dear Ananya Rose-Marie O', your loan application/);
});

t.test("the mobile rule and normaliser are the same as every other form's", async (t) => {
  for (const bad of ['0123456789', '0000000000']) {
    const res = await post(applicationBody(address, { mobile: bad, alternateMobile: bad }));
    t.equal(res.statusCode, 422, bad);
    t.match(res.json().errors, {
      mobile: 'Enter valid 10-digit mobile number',
      alternateMobile: 'Enter valid 10-digit mobile number',
    });
  }
  const res = await post(
    applicationBody(address, { mobile: '+91 98220 67890', alternateMobile: '0 98220-67891' }),
  );
  t.equal(res.statusCode, 201);
  t.match(sandbox.records.applications.at(-1), {
    mobile: '9822067890',
    alternate_mobile: '9822067891',
  });
});
