// Issue 15 item 2: lead links cannot be walked through. Live mode needs REFSTR_SECRET (or an explicit, warned
// REFSTR_UNSIGNED=allow); lead look-ups are limited per address; links naming no lead count against the address,
// and past the limit its look-ups, PAN checks and uploads answer 429 with Retry-After and a warning names it.
import t from 'tap';
import { loadConfig } from '../../server/config.ts';
import { encodeRefstr } from '../../server/verification/refstr.ts';
import { startApp } from '../helpers/app.ts';

const KNOWN = '310001';

t.test('a real lending API without REFSTR_SECRET refuses to start unless told', async (t) => {
  const live = {
    LENDING_API_URL: 'https://lending.example/api/',
    // A real lending API beside the payment and SMS stand-ins: a staging set-up, named (decision 0090).
    SANDBOX_SIMULATE: 'payments,sms',
    OTP_SECRET: 'a test secret of at least thirty-two characters',
  };
  t.throws(() => loadConfig(live), /REFSTR_SECRET: required when LENDING_API_URL is set/);
  t.equal(loadConfig({ ...live, REFSTR_SECRET: 'k' }).refstrUnsignedAllowed, false);
  t.equal(loadConfig({ ...live, REFSTR_UNSIGNED: 'allow' }).refstrUnsignedAllowed, true);
  t.equal(loadConfig({}).refstrUnsignedAllowed, false, 'the sandbox needs no secret');
  t.throws(() => loadConfig({ ...live, REFSTR_UNSIGNED: 'yes' }), /REFSTR_UNSIGNED/);
});

t.test('REFSTR_UNSIGNED=allow is warned at start and shown on /readyz', async (t) => {
  const { app, logs } = await startApp(t, {
    // The sandbox's own lending stand-in, reached as if it were the real API.
    LENDING_API_URL: 'http://127.0.0.1:9/api/',
    SANDBOX_SIMULATE: 'payments,sms',
    OTP_SECRET: 'a test secret of at least thirty-two characters',
    REFSTR_UNSIGNED: 'allow',
    LENDING_API_TIMEOUT_MS: '200',
  });
  t.ok(
    logs.some((l) => /"level":"warn"/.test(l) && l.includes('REFSTR_UNSIGNED=allow')),
    'a warning at start',
  );
  const ready = (await app.inject({ url: '/readyz' })).json();
  t.match(ready.details.refstr, { signed: false, warning: /enumerated/ });
});

t.test('an address trying links that name no lead is slowed down, others are not', async (t) => {
  const { app, logs } = await startApp(t, { RATE_LIMIT_UNKNOWN_LEADS: '3' });
  const lead = (refstr: string, remoteAddress = '203.0.113.7') =>
    app.inject({ url: `/api/kyc/lead?refstr=${encodeURIComponent(refstr)}`, remoteAddress });

  t.equal((await lead('not-base64!')).statusCode, 400, 'unreadable: a miss');
  t.equal((await lead(encodeRefstr('999001'))).statusCode, 404, 'unknown lead: a miss');
  t.equal((await lead(encodeRefstr(KNOWN))).statusCode, 200, 'a real lead still answers');
  t.equal((await lead(encodeRefstr('999002'))).statusCode, 404, 'the third miss');

  const refused = await lead(encodeRefstr(KNOWN));
  t.equal(refused.statusCode, 429, 'past the limit even a real lead is refused');
  t.ok(Number(refused.headers['retry-after']) > 0, 'with Retry-After');
  const pan = await app.inject({
    method: 'POST',
    url: '/api/pan/verify',
    remoteAddress: '203.0.113.7',
    headers: { 'content-type': 'application/json' },
    payload: { refstr: encodeRefstr(KNOWN), pan: 'ABCPE1234F' },
  });
  t.equal(pan.statusCode, 429, 'PAN checks from that address too');
  const warning = logs.find((l) => l.includes('too many links naming no lead'));
  t.match(warning, /"level":"warn"/);
  t.match(warning, /203\.0\.113\.7/, 'the address is named');
  t.notMatch(warning, KNOWN, 'the lead id is not');

  t.equal((await lead(encodeRefstr(KNOWN), '198.51.100.9')).statusCode, 200, 'another address');
});

t.test('lead look-ups are limited per address (RATE_LIMIT_LEAD)', async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_LEAD: '2' });
  const lead = () =>
    app.inject({
      url: `/api/kyc/lead?refstr=${encodeRefstr(KNOWN)}`,
      remoteAddress: '203.0.113.8',
    });
  t.equal((await lead()).statusCode, 200);
  t.equal((await lead()).statusCode, 200);
  const third = await lead();
  t.equal(third.statusCode, 429);
  t.ok(third.headers['retry-after']);
});

t.test('with REFSTR_SECRET an unsigned or forged link is a miss, never a lead', async (t) => {
  const secret = 'lead-guard-secret-0123456789';
  const { app } = await startApp(t, { REFSTR_SECRET: secret, RATE_LIMIT_UNKNOWN_LEADS: '2' });
  const lead = (refstr: string) =>
    app.inject({
      url: `/api/kyc/lead?refstr=${encodeURIComponent(refstr)}`,
      remoteAddress: '203.0.113.9',
    });
  t.equal((await lead(encodeRefstr(KNOWN))).statusCode, 400, 'the unsigned form is refused');
  t.equal(
    (await lead(`${encodeRefstr(KNOWN, secret).split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA`)).statusCode,
    400,
  );
  t.equal((await lead(encodeRefstr(KNOWN, secret))).statusCode, 429, 'two misses: slowed down');
});
