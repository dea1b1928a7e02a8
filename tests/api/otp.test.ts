// POST /api/otp and /api/otp/verify (issue 16), and the sessions they open for the repay lookup.
import t from 'tap';
import fc from 'fast-check';
import { startApp } from '../helpers/app.ts';
import { lookupSchema } from '../../shared/schemas/repayment.ts';
import { codeSentSince, requestCode, sessionCookie, verifyCode } from '../helpers/otp-session.ts';

const { app, logs } = await startApp(t, {
  RATE_LIMIT_LOOKUP: '1000',
  RATE_LIMIT_OTP_SEND: '1000',
  RATE_LIMIT_OTP_VERIFY: '1000',
});
const sandbox = app.services.sandbox!;
const sms = () => sandbox.records.sms;

const lookup = (cookie?: string, query?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/repayments/lookup',
    payload: query === undefined ? {} : { query },
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

/** Asks for a code and answers it as the SMS carried it. */
async function sendAndRead(purpose: 'repay' | 'apply', identifier: string) {
  await app.services.sms.drain();
  const from = sms().length;
  const res = await requestCode(app, purpose, identifier);
  t.equal(res.statusCode, 202, `a code for ${identifier}`);
  return { res, code: await codeSentSince(app, from) };
}

t.test(
  'a code goes to the registered mobile, named and warned, and the answer shows only its last digits',
  async (t) => {
    const from = sms().length;
    const res = await requestCode(app, 'repay', 'BQKPM4821K');
    t.equal(res.statusCode, 202);
    t.same(res.json(), { maskedMobile: '******2345', resendAfterSeconds: 30 });
    t.equal(res.headers['cache-control'], 'no-store');
    await app.services.sms.drain();
    const sent = sms().slice(from);
    t.equal(sent.length, 1);
    t.equal(sent[0]!.mobile, '9810012345', 'to the mobile on the loan, found by PAN');
    t.match(sent[0]!.message, /^\d{6} is your Rupeeflow code to see and pay your loan\./);
    t.match(sent[0]!.message, 'Never share it with anyone');
    t.notMatch(res.body, sent[0]!.message.slice(0, 6), 'the code is not in the answer');
  },
);

t.test(
  'the right code opens a 15-minute session cookie: HttpOnly, SameSite=Lax, no Secure on http',
  async (t) => {
    const { code } = await sendAndRead('repay', '9847023456');
    const res = await verifyCode(app, 'repay', '9847023456', code);
    t.equal(res.statusCode, 200);
    t.same(res.json(), { verified: true, expiresInSeconds: 900 });
    const [cookie, flag] = res.headers['set-cookie'] as string[];
    t.equal(
      flag,
      'rf_repay_open=1; Path=/; Max-Age=900; SameSite=Lax',
      'a readable flag, no secret in it',
    );
    t.match(cookie, /^rf_repay=[A-Za-z0-9_-]+; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax$/);
    t.notMatch(cookie, /9847023456|210002/, 'the cookie is sealed: no identifier or lead in it');
    const found = await lookup(sessionCookie(res.headers['set-cookie']));
    t.equal(found.statusCode, 200);
    t.equal(found.json().customer.name, 'Diya');
    t.equal(found.headers['cache-control'], 'no-store');
    const reused = await verifyCode(app, 'repay', '9847023456', code);
    t.equal(reused.statusCode, 401, 'a used code does not work twice');
  },
);

t.test('the session cookie is Secure when the public address is https', async (t) => {
  const secure = await startApp(t, { PUBLIC_BASE_URL: 'https://www.rupeeflow.test' });
  const records = secure.app.services.sandbox!.records.sms;
  const from = records.length;
  await requestCode(secure.app, 'apply', '9123456780');
  const res = await verifyCode(
    secure.app,
    'apply',
    '9123456780',
    await codeSentSince(secure.app, from),
  );
  t.equal(res.statusCode, 200);
  t.match(
    (res.headers['set-cookie'] as string[])[0],
    /^rf_apply=[^;]+; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax; Secure$/,
  );
});

t.test(
  'a wrong code answers 401 with the tries left; the fifth wrong one kills the code (429)',
  async (t) => {
    const { code } = await sendAndRead('repay', '9915034567');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await verifyCode(app, 'repay', '9915034567', wrong);
      t.equal(res.statusCode, 401);
      t.match(res.headers['content-type'], 'application/problem+json');
      t.equal(
        res.json().detail,
        `That code is not right. Check the SMS and try again. ${left === 1 ? '1 try left.' : `${left} tries left.`}`,
      );
    }
    const fifth = await verifyCode(app, 'repay', '9915034567', wrong);
    t.equal(fifth.statusCode, 429);
    t.ok(Number(fifth.headers['retry-after']) >= 1);
    t.match(fifth.json().detail, 'no longer works');
    const right = await verifyCode(app, 'repay', '9915034567', code);
    t.equal(right.statusCode, 429, 'the right code no longer works either');
    t.notOk(right.headers['set-cookie']);
  },
);

t.test('a new code waits 30 s after the last one (429 with Retry-After)', async (t) => {
  await sendAndRead('repay', '9884045678');
  const again = await requestCode(app, 'repay', '9884045678');
  t.equal(again.statusCode, 429);
  t.ok(Number(again.headers['retry-after']) > 0 && Number(again.headers['retry-after']) <= 30);
  t.equal(again.json().detail, 'Please wait before asking for another code.');
});

t.test('the repay step answers alike for customers and strangers', async (t) => {
  const from = sms().length;
  const known = await requestCode(app, 'repay', '8013056789');
  const unknown = await requestCode(app, 'repay', '9000000001');
  const knownPan = await requestCode(app, 'repay', 'FNZPD3390B');
  const unknownPan = await requestCode(app, 'repay', 'ABCPE1234F');
  const unknownPanAgain = await requestCode(app, 'repay', 'ABCPE1234F');
  for (const res of [known, unknown, knownPan, unknownPan]) {
    t.equal(res.statusCode, 202);
    t.same(Object.keys(res.json()).sort(), ['maskedMobile', 'resendAfterSeconds']);
    t.match(res.json().maskedMobile, /^\*{6}\d{4}$/);
    t.same(
      Object.keys(res.headers)
        .filter((h) => !['date', 'x-request-id', 'content-length'].includes(h))
        .sort(),
      Object.keys(known.headers)
        .filter((h) => !['date', 'x-request-id', 'content-length'].includes(h))
        .sort(),
    );
  }
  t.equal(unknown.json().maskedMobile, '******0001', 'a typed mobile is shown as typed');
  t.equal(unknownPanAgain.statusCode, 429, 'an unknown identifier has the same resend wait');
  await app.services.sms.drain();
  t.same(
    sms()
      .slice(from)
      .map((m) => m.mobile),
    ['8013056789', '8013056789'],
    'only a customer gets an SMS',
  );
  const bad = await verifyCode(app, 'repay', '9000000001', '123456');
  t.equal(bad.statusCode, 401, 'and a guessed code for a stranger reads like a wrong code');
  t.match(bad.json().detail, 'tries left');
});

t.test('a PAN whose loan has no mobile on record gets the same answer and no SMS', async (t) => {
  const from = sms().length;
  const res = await requestCode(app, 'repay', 'PWHPB3318R');
  t.equal(res.statusCode, 202);
  t.match(res.json().maskedMobile, /^\*{6}\d{4}$/);
  await app.services.sms.drain();
  t.equal(sms().length, from);
});

t.test('a malformed identifier or code is refused with 422 on its field', async (t) => {
  const res = await requestCode(app, 'repay', '12345');
  t.equal(res.statusCode, 422);
  t.equal(res.json().errors.identifier, 'Enter your 10-digit mobile number or PAN');
  const apply = await requestCode(app, 'apply', 'BQKPM4821K');
  t.equal(apply.json().errors.identifier, 'Enter valid 10-digit mobile number');
  const purpose = await requestCode(app, 'other' as 'repay', '9810012345');
  t.equal(purpose.statusCode, 422);
  const code = await verifyCode(app, 'repay', '9810012345', '12ab');
  t.equal(code.json().errors.code, 'Enter the 6-digit code');
  const spaced = await requestCode(app, 'apply', '+91 98765-43210');
  t.equal(spaced.statusCode, 202, '+91, spaces and dashes are read as the 10-digit number');
  t.equal(spaced.json().maskedMobile, '******3210');
});

/** A ten-digit mobile written as people write one: a prefix, and separators or brackets between its digits. */
const writtenMobile = (digits: string) =>
  fc
    .record({
      prefix: fc.constantFrom('', '+91', '+91 ', '0091', '0091 ', '91', '0', '0 '),
      gaps: fc.array(fc.constantFrom('', '', '', ' ', '-', '.', '\u00a0'), {
        minLength: 9,
        maxLength: 9,
      }),
      bracketed: fc.boolean(),
    })
    .map(({ prefix, gaps, bracketed }) => {
      const body = [...digits].map((d, i) => d + (gaps[i] ?? '')).join('');
      return prefix + (bracketed ? `(${body.slice(0, 5)})${body.slice(5)}` : body);
    });

t.test(
  'every spelling the repay lookup accepts is read alike by the one-time-code endpoint (one reader)',
  async (t) => {
    // The issue's own examples first, then written forms of fresh numbers (a number once: a second code for the
    // same one within 30 s would be refused as a resend).
    const fixed: Array<[spelling: string, digits: string]> = [
      ['0091 98100 12345', '9810012345'],
      ['098.470.11111', '9847011111'],
      ['(+91) 98220-11111', '9822011111'],
      ['+91\u00a09000011111', '9000011111'],
    ];
    let next = 9_100_000_000;
    const drawn = fc.sample(
      fc.constant(null).chain(() => writtenMobile(String(next++))),
      { numRuns: 40, seed: 39 },
    );
    const spellings = [
      ...fixed,
      ...drawn.map((w) => [w, w.replace(/\D/g, '').slice(-10)] as [string, string]),
    ];
    for (const [spelling, digits] of spellings) {
      const label = JSON.stringify(spelling);
      const read = lookupSchema.safeParse({ query: spelling });
      t.equal(read.data?.query, digits, `the lookup reads ${label} as ${digits}`);
      t.not((await lookup(undefined, spelling)).statusCode, 422, `the lookup takes ${label}`);
      const repay = await requestCode(app, 'repay', spelling);
      t.equal(repay.statusCode, 202, `a repay code for ${label}`);
      t.equal(repay.json().maskedMobile, `******${digits.slice(-4)}`);
      await app.services.sms.drain();
      const from = sms().length;
      const apply = await requestCode(app, 'apply', spelling);
      t.equal(apply.statusCode, 202, `an apply code for ${label}`);
      await app.services.sms.drain();
      t.same(
        sms()
          .slice(from)
          .map((m) => m.mobile),
        [digits],
        `its SMS goes to ${digits}`,
      );
    }
    // A PAN as the lookup takes it: any case, with spaces or dashes.
    for (const spelling of ['bqkpm4821k', 'BQKPM 4821 K', 'BQKPM-4821-K']) {
      t.equal(lookupSchema.safeParse({ query: spelling }).data?.query, 'BQKPM4821K');
      const res = await requestCode(app, 'repay', spelling);
      t.not(res.statusCode, 422, `a repay code for ${JSON.stringify(spelling)}`);
    }
  },
);

t.test(
  'the lookup answers 401 without a session, or with a session for another loan',
  async (t) => {
    const none = await lookup(undefined, '9810012345');
    t.equal(none.statusCode, 401);
    t.match(none.headers['content-type'], 'application/problem+json');
    t.notMatch(none.body, /Aarav|RFL/);
    const { code } = await sendAndRead('repay', '9822067890');
    const cookie = sessionCookie(
      (await verifyCode(app, 'repay', '9822067890', code)).headers['set-cookie'],
    );
    t.equal((await lookup(cookie, '9822067890')).statusCode, 200);
    t.equal((await lookup(cookie, 'GPAPK8841Q')).statusCode, 200, 'the same loan by its PAN');
    t.equal((await lookup(cookie, '9810012345')).statusCode, 401, "another borrower's loan");
    t.equal(
      (await lookup(cookie, '9000000001')).statusCode,
      401,
      'nor whether a number is a customer',
    );
    const tampered = cookie.slice(0, -2) + (cookie.endsWith('AA') ? 'BB' : 'AA');
    t.equal((await lookup(tampered)).statusCode, 401, 'a changed cookie opens nothing');
  },
);

t.test('an overdue loan carries its breakdown when the lending API gives one', async (t) => {
  const { code } = await sendAndRead('repay', '9746090123');
  const cookie = sessionCookie(
    (await verifyCode(app, 'repay', '9746090123', code)).headers['set-cookie'],
  );
  const { customer } = (await lookup(cookie)).json();
  t.same(customer.overdue, { principalInterestDue: 31642, penalCharges: 1318, daysOverdue: 3 });
  t.equal(customer.amountDue, 32960);
  const other = await sendAndRead('repay', '9558123456');
  const cookie2 = sessionCookie(
    (await verifyCode(app, 'repay', '9558123456', other.code)).headers['set-cookie'],
  );
  t.same(
    (await lookup(cookie2)).json().customer.overdue,
    { principalInterestDue: null, penalCharges: null, daysOverdue: null },
    'overdue, no breakdown given',
  );
});

t.test('codes are counted in the metrics by event, never by code or number', async (t) => {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  // Metrics need a token on this app: read the registry directly instead.
  t.ok(res.statusCode === 404 || res.statusCode === 401);
  const text = await app.metrics.registry.metrics();
  t.match(text, /otp_codes_total\{event="sent",purpose="repay"\} \d+/);
  t.match(text, /otp_codes_total\{event="verified",purpose="repay"\} \d+/);
  t.match(text, /otp_codes_total\{event="failed",purpose="repay"\} \d+/);
  t.match(text, /otp_codes_total\{event="locked",purpose="repay"\} \d+/);
  t.notMatch(text, /9810012345|BQKPM4821K/);
});

t.test('no code, PAN or mobile reaches a log line', async (t) => {
  await app.services.sms.drain();
  const codes = sms()
    .map((m) => /^(\d{6})/.exec(m.message)?.[1])
    .filter(Boolean) as string[];
  t.ok(codes.length > 5);
  const text = logs.join('\n');
  for (const code of codes)
    t.notMatch(text, new RegExp(`(?<!\\d)${code}(?!\\d)`), 'no code in the logs');
  t.notMatch(text, /9810012345|BQKPM4821K|9847023456|ABCPE1234F|9000000001/);
  t.ok(logs.some((l) => l.includes('"event":"otp.verified"')));
});

t.test('the sandbox shows the SMS it received on a labelled page', async (t) => {
  const res = await app.inject({ method: 'GET', url: '/sandbox/sms' });
  t.equal(res.statusCode, 200);
  t.match(res.body, 'Sandbox only');
  t.match(res.body, /\d{6} is your Rupeeflow code/);
  t.equal(res.headers['cache-control'], 'no-store');
});
