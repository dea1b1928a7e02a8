import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { encodeRefstr } from '../../server/verification/refstr.ts';

// The per-address limits on lead links have their own tests (lead-guard.test.ts).
const { app } = await startApp(t, {
  LENDING_API_TIMEOUT_MS: '400',
  RATE_LIMIT_PAN: '1000',
  RATE_LIMIT_LEAD: '1000',
  RATE_LIMIT_UNKNOWN_LEADS: '1000',
});
const sandbox = app.services.sandbox!;
t.beforeEach(() => sandbox.faults.clear());
const lead = (refstr: string) =>
  app.inject({ url: `/api/kyc/lead?refstr=${encodeURIComponent(refstr)}` });
const verify = (body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/pan/verify',
    payload: body,
    headers: { 'content-type': 'application/json' },
  });

t.test("a lead's refstr link answers the greeting details", async (t) => {
  const res = await lead(encodeRefstr('310001'));
  t.equal(res.statusCode, 200);
  t.same(res.json(), {
    firstName: 'Priya',
    surname: 'Sharma',
    loanRecommended: 15000,
    repaymentDate: '2026-11-14',
    repaymentAmount: 17250,
  });
});

t.test('URL-safe and unpadded refstr forms are accepted', async (t) => {
  const standard = encodeRefstr('48213795');
  const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  t.equal((await lead(urlSafe)).statusCode, 200);
});

t.test('an invalid refstr answers 400 with a clear message; an unknown lead 404', async (t) => {
  for (const bad of [
    '',
    '%%%',
    Buffer.from('12ab').toString('base64'),
    Buffer.from('1234567890123').toString('base64'),
  ]) {
    const res = await lead(bad);
    t.equal(res.statusCode, 400, `refstr ${JSON.stringify(bad)}`);
    t.equal(res.json().detail, 'Invalid link. Please use the link sent to you.');
  }
  const unknown = await lead(encodeRefstr('999999'));
  t.equal(unknown.statusCode, 404);
});

t.test(
  'with REFSTR_SECRET set only signed links work, so lead ids cannot be enumerated',
  async (t) => {
    const signed = await startApp(t, { REFSTR_SECRET: 'test-secret-0123456789' });
    const ok = await signed.app.inject({
      url: `/api/kyc/lead?refstr=${encodeURIComponent(encodeRefstr('310002', 'test-secret-0123456789'))}`,
    });
    t.equal(ok.statusCode, 200);
    const unsigned = await signed.app.inject({
      url: `/api/kyc/lead?refstr=${encodeRefstr('310002')}`,
    });
    t.equal(unsigned.statusCode, 400);
    const forged = await signed.app.inject({
      url: `/api/kyc/lead?refstr=${encodeURIComponent(encodeRefstr('310002', 'another-secret'))}`,
    });
    t.equal(forged.statusCode, 400);
  },
);

t.test('PAN verification answers the lending API text as sanitized HTML', async (t) => {
  const res = await verify({ refstr: encodeRefstr('310001'), pan: 'pwhps3187a' });
  t.equal(res.statusCode, 200);
  t.match(res.json().html, /verified/i);
});

t.test('script, event-handler, style and javascript: payloads come out inert', async (t) => {
  const res = await verify({ refstr: encodeRefstr('310005'), pan: 'TAMPD7741L' });
  t.equal(res.statusCode, 200);
  const html: string = res.json().html;
  t.notMatch(html, /<script/i);
  t.notMatch(html, /\son\w+\s*=/i);
  t.notMatch(html, /javascript:/i);
  t.notMatch(html, /style\s*=/i);
  t.notMatch(html, /<iframe|<object|<embed/i);
});

t.test('PAN verification validates its input', async (t) => {
  t.equal(
    (await verify({ refstr: encodeRefstr('310001'), pan: '' })).json().errors.pan,
    'Required',
  );
  t.equal((await verify({ refstr: encodeRefstr('310001'), pan: 'NOTAPAN' })).statusCode, 422);
  t.equal((await verify({ refstr: 'bad!', pan: 'PWHPS3187A' })).statusCode, 400);
});

t.test("an upstream failure answers 502 'Something went wrong while verifying PAN.'", async (t) => {
  for (const fault of ['500', 'timeout', 'drop'] as const) {
    sandbox.faults.set('getLeadInfo', fault);
    const res = await verify({ refstr: encodeRefstr('310001'), pan: 'PWHPS3187A' });
    t.equal(res.statusCode, 502);
    t.equal(res.json().detail, 'Something went wrong while verifying PAN.');
  }
});

t.test('the request log carries the path without the refstr', async (t) => {
  const logged = await startApp(t);
  const refstr = encodeRefstr('310003');
  await logged.app.inject({ url: `/api/kyc/lead?refstr=${refstr}` });
  await logged.app.inject({ url: `/video-kyc?refstr=${refstr}` });
  const all = logged.logs.join('\n');
  t.notMatch(all, refstr);
  t.match(all, '"path":"/video-kyc"');
});

t.test('one PAN is limited on verification however many addresses ask', async (t) => {
  const limited = await startApp(t, { RATE_LIMIT_PAN: '3', TRUST_PROXY: '127.0.0.1' });
  const codes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/pan/verify',
      payload: { refstr: encodeRefstr('310001'), pan: 'PWHPS3187A' },
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
    });
    codes.push(res.statusCode);
    if (res.statusCode === 429) {
      t.ok(Number(res.headers['retry-after']) > 0, 'Retry-After says how long to wait');
      t.match(
        res.json().detail,
        /^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/,
        'the wait said in words',
      );
    }
  }
  t.same(codes, [200, 200, 200, 429, 429]);
});

t.test('one address is limited on verification however many PANs it tries', async (t) => {
  const limited = await startApp(t, { RATE_LIMIT_PAN_ADDRESS: '3' });
  const codes: number[] = [];
  for (const pan of ['ZZZPT0001Q', 'ZZZPT0002Q', 'ZZZPT0003Q', 'ZZZPT0004Q']) {
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/pan/verify',
      payload: { refstr: encodeRefstr('310001'), pan },
      headers: { 'content-type': 'application/json' },
    });
    codes.push(res.statusCode);
    if (res.statusCode === 429) t.ok(Number(res.headers['retry-after']) > 0);
  }
  t.same(codes, [200, 200, 200, 429]);
});
