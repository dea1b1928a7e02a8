// A shared phone or cyber café (issue 41): "Not you? / I'm done" ends this browser's sessions at once, with or
// without script, in the page's language; a verified payment ends the session that paid it.
import t from 'tap';
import { agePaidPayments } from '../helpers/database.ts';
import { startApp } from '../helpers/app.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { payAtGateway, postCallback, startPayment } from '../helpers/gateway.ts';
import { MemoryRecentPayments } from '../../server/features/repay/recent-payments.ts';

const { app } = await startApp(t, {
  RATE_LIMIT_LOOKUP: '1000',
  RATE_LIMIT_OTP_SEND: '1000',
  RATE_LIMIT_OTP_VERIFY: '1000',
});
t.beforeEach(() => {
  if (app.recentPayments instanceof MemoryRecentPayments) app.recentPayments.clear();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const endSession = (path: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: '',
    headers: { ...form, 'sec-fetch-site': 'same-origin', ...headers },
  });

/** The cookies an answer expires, by name. */
const expired = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .filter((c) => /;\s*Max-Age=0(;|$)/.test(c))
    .map((c) => c.split('=')[0]);

t.test(
  '"Not you? / I\'m done" expires every session cookie and says so on the repay page',
  async (t) => {
    const cookie = await verifiedSession(app, 'repay', '9810012345');
    for (const [path, repay, title] of [
      ['/end-session', '/repay-loan?session=ended', 'Session ended'],
      ['/hi/end-session', '/hi/repay-loan?session=ended', 'सत्र बंद हो गया'],
    ] as const) {
      const res = await endSession(path, { cookie });
      t.equal(res.statusCode, 303, path);
      t.equal(res.headers.location, repay, 'to the repay page in the same language');
      t.equal(res.headers['cache-control'], 'no-store');
      t.same(
        expired(res.headers['set-cookie']).sort(),
        ['rf_apply', 'rf_apply_open', 'rf_repay', 'rf_repay_open'],
        'the repay and apply sessions and their flags',
      );
      t.match(
        [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('rf_repay=')),
        'HttpOnly',
      );
      const page = await app.inject({ url: repay });
      t.equal(page.statusCode, 200);
      t.match(page.body, title);
      t.notMatch(page.body, 'Aarav', 'and nothing of the loan');
    }
  },
);

t.test('it works with no session, and a post from another site is refused', async (t) => {
  t.equal((await endSession('/end-session')).statusCode, 303, 'nothing to end is no error');
  const cross = await endSession('/end-session', {
    'sec-fetch-site': 'cross-site',
    origin: 'https://evil.example',
  });
  t.equal(cross.statusCode, 403);
  t.same(expired(cross.headers['set-cookie']), [], 'another site cannot log a borrower out');
  const json = await app.inject({
    method: 'POST',
    url: '/end-session',
    payload: {},
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  t.equal(json.statusCode, 415, 'the form only');
});

t.test('a verified payment ends the session that paid it, in either language', async (t) => {
  for (const prefix of ['', '/hi']) {
    // Earlier payments of this sample loan (this process's tests share one database) past the 72-hour guard.
    await agePaidPayments(app.database);
    const cookie = await verifiedSession(app, 'repay', '9847023456');
    const gateway = await startPayment(app, '9847023456', cookie);
    const callback = await postCallback(app, await payAtGateway(gateway, 'success'));
    const location = `${prefix}${String(callback.headers.location)}`;
    const page = await app.inject({ url: location, headers: { cookie } });
    t.equal(page.statusCode, 200);
    t.match(page.body, `<dd>${gateway.fields.txnid}</dd>`, 'the payment is shown');
    t.same(expired(page.headers['set-cookie']).sort(), [
      'rf_apply',
      'rf_apply_open',
      'rf_repay',
      'rf_repay_open',
    ]);
    t.match(page.body, `<form class="end-session" action="${prefix}/end-session" method="post">`);
    const stranger = await app.inject({ url: location });
    t.same(expired(stranger.headers['set-cookie']), [], 'no session, nothing to end');
  }
});
