// Several instances behind a balancer, sharing one database (the payment ledger, issue 42) and one Redis (REDIS_URL,
// for the limits and codes): a payment started on one is settled on
// any other, or after a restart; per-identifier limits count across them all.
import t from 'tap';
import { startApp, waitForLog, type TestApp } from '../helpers/app.ts';
import { agePaidPayments } from '../helpers/database.ts';
import {
  initiate,
  payAtGateway,
  postCallback,
  startPayment,
  type HtmlForm,
} from '../helpers/gateway.ts';
import {
  codeSentSince,
  requestCode,
  sessionCookie,
  verifiedSession,
  verifyCode,
} from '../helpers/otp-session.ts';
import { RedisServer, freePort, redisAvailable } from '../helpers/redis-server.ts';

const events = (apps: TestApp[], event: string, txnid: string) =>
  apps
    .flatMap((a) => a.logs)
    .map((l) => JSON.parse(l))
    .filter((l) => l.event === event && l.txnid === txnid);

if (redisAvailable(t, 'payments shared through a real Redis')) await run();

async function run() {
  const redis = new RedisServer(await freePort());
  await redis.start();
  t.teardown(() => redis.stop());

  const common = {
    REDIS_URL: redis.url,
    RATE_LIMIT_LOOKUP: '1000',
    RATE_LIMIT_OTP_SEND: '1000',
    RATE_LIMIT_OTP_VERIFY: '1000',
    OTP_SECRET: 'a shared secret of at least thirty-two characters',
    PUBLIC_BASE_URL: 'https://www.rupeeflow.test',
  };
  // Instance A runs the sandbox; the others use A's gateway and lending API, as instances share the real ones.
  const a = await startApp(common);
  const sandbox = a.app.services.sandbox!;
  const gateway = a.app.services.payu;
  const startAnother = async () => {
    const app = await startApp({
      ...common,
      PAYU_URL: gateway.url,
      PAYU_VERIFY_URL: gateway.verifyUrl,
      PAYU_KEY: gateway.key,
      PAYU_SALT: gateway.salt,
      LENDING_API_URL: sandbox.lendingUrl,
      SANDBOX_SIMULATE: 'sms',
      REFSTR_UNSIGNED: 'allow',
    });
    await waitForLog(app, 'redis connected');
    return app;
  };
  let b = await startAnother();
  t.teardown(() => Promise.all([a.app.close(), b.app.close()]));
  await waitForLog(a, 'redis connected');

  // The ledger is the process's shared database: a sample loan another file paid is not paid here.
  t.beforeEach(() => agePaidPayments(a.app.database));
  const paid = async (on: TestApp, query: string): Promise<HtmlForm> =>
    payAtGateway(await startPayment(on.app, query), 'success');

  t.test(
    'a payment started on one instance is confirmed by the callback reaching another',
    async (t) => {
      const callback = await paid(a, '9810012345');
      const txnid = callback.fields.txnid!;
      const res = await postCallback(b.app, callback);
      t.equal(res.statusCode, 303);
      t.match(res.headers.location, `/order-confirmation?txnid=${txnid}&sig=`);
      t.equal(events([b], 'payment.succeeded', txnid).length, 1, 'B recorded it');
      const receipt = await a.app.inject({ url: String(res.headers.location) });
      t.match(receipt.body, `<dd>${txnid}</dd>`, "A's confirmation page shows what B verified");
      t.match(receipt.body, '<dd>₹5,150.00</dd>');

      const repeat = await postCallback(a.app, callback);
      t.equal(repeat.headers.location, res.headers.location, 'A knows it is settled');
      t.equal(events([a], 'payment.duplicate', txnid).length, 1);
    },
  );

  t.test('a failure callback on another instance sends the borrower back to repay', async (t) => {
    const callback = await payAtGateway(await startPayment(b.app, '9847023456'), 'failure');
    const res = await postCallback(a.app, callback);
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/repay-loan?payment=failed');
  });

  t.test(
    'one callback posted to two instances at once: one settlement, the same redirect for both',
    async (t) => {
      const callback = await paid(a, '9915034567');
      const txnid = callback.fields.txnid!;
      const verifiesBefore = sandbox.calls.count('verify_payment');
      const [x, y] = await Promise.all([
        postCallback(a.app, callback),
        postCallback(b.app, callback),
      ]);
      t.equal(x.statusCode, 303);
      t.equal(y.statusCode, 303);
      t.equal(x.headers.location, y.headers.location);
      t.match(x.headers.location, '/order-confirmation?');
      t.equal(events([a, b], 'payment.succeeded', txnid).length, 1, 'paid once');
      t.equal(
        events([a, b], 'payment.duplicate', txnid).length,
        1,
        'the other copy is a duplicate',
      );
      t.equal(sandbox.calls.count('verify_payment') - verifiesBefore, 1, 'verified once');
    },
  );

  t.test('a callback arriving after the instance restarted is still accepted', async (t) => {
    const callback = await paid(b, '9884045678');
    await b.app.close();
    b = await startAnother();
    const res = await postCallback(b.app, callback);
    t.equal(res.statusCode, 303);
    t.match(res.headers.location, `/order-confirmation?txnid=${callback.fields.txnid}`);
  });

  t.test(
    'a transaction the ledger does not hold is refused by an instance that never saw it',
    async (t) => {
      const callback = await paid(a, '8013056789');
      await a.app.database.query('DELETE FROM payments WHERE txnid = $1', [callback.fields.txnid]);
      const res = await postCallback(b.app, callback);
      t.equal(res.statusCode, 400);
      t.equal(events([b], 'payment.rejected', callback.fields.txnid!)[0].reason, 'unknown txnid');
    },
  );

  t.test(
    'a code sent by one instance is checked by another, whose session every instance reads',
    async (t) => {
      await a.app.services.sms.drain();
      const from = sandbox.records.sms.length;
      const sent = await requestCode(a.app, 'repay', 'EJXPI7284M');
      t.equal(sent.statusCode, 202);
      const code = await codeSentSince(a.app, from);
      const tooSoon = await requestCode(b.app, 'repay', 'EJXPI7284M');
      t.equal(tooSoon.statusCode, 429, 'the resend wait holds on the other instance too');
      const wrong = await verifyCode(
        b.app,
        'repay',
        'EJXPI7284M',
        code === '000000' ? '111111' : '000000',
      );
      t.match(wrong.json().detail, '4 tries left');
      const wrongAgain = await verifyCode(
        a.app,
        'repay',
        'EJXPI7284M',
        code === '000000' ? '111111' : '000000',
      );
      t.match(wrongAgain.json().detail, '3 tries left', 'tries are counted across instances');
      const res = await verifyCode(b.app, 'repay', 'EJXPI7284M', code);
      t.equal(res.statusCode, 200);
      const cookie = sessionCookie(res.headers['set-cookie']);
      const found = await a.app.inject({
        method: 'POST',
        url: '/api/repayments/lookup',
        payload: {},
        headers: { 'content-type': 'application/json', cookie },
      });
      t.equal(found.statusCode, 200);
      t.equal(found.json().customer.name, 'Ananya');
      const replay = await verifyCode(a.app, 'repay', 'EJXPI7284M', code);
      t.equal(replay.statusCode, 401, 'a code used on one instance is dead on the other');
    },
  );

  t.test('a verified payment on one instance stops a second gateway page on another', async (t) => {
    const callback = await paid(a, '9830101234');
    t.equal((await postCallback(a.app, callback)).statusCode, 303);
    const cookie = await verifiedSession(b.app, 'repay', '9830101234');
    const again = await initiate(b.app, { query: '9830101234' }, { cookie });
    t.equal(again.statusCode, 409);
    t.match(again.body, callback.fields.txnid!);
  });

  t.test('one identifier is limited across instances together', async (t) => {
    const env = {
      REDIS_URL: redis.url,
      RATE_LIMIT_LOOKUP: '3',
      TRUST_PROXY: '127.0.0.1',
      OTP_SECRET: common.OTP_SECRET,
    };
    const c = await startApp(env);
    const d = await startApp(env);
    t.teardown(() => Promise.all([c.app.close(), d.app.close()]));
    await Promise.all([waitForLog(c, 'redis connected'), waitForLog(d, 'redis connected')]);
    const cookie = await verifiedSession(c.app, 'repay', '9822067890');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await [c, d][i % 2]!.app.inject({
        method: 'POST',
        url: '/api/repayments/lookup',
        payload: { query: '9822067890' },
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i}`,
          cookie,
        },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) t.ok(Number(res.headers['retry-after']) > 0);
    }
    t.same(codes, [200, 200, 200, 429, 429], 'each address asked once; the PAN ran out');
  });

  t.test(
    'with Redis down, a payment started on one instance is called back on the other',
    async (t) => {
      await redis.stop();
      await waitForLog(a, 'redis unavailable');
      const first = await paid(a, '9948078901');
      const res = await postCallback(b.app, first);
      t.equal(res.statusCode, 303, 'the ledger is in the database, not Redis');
      t.match(res.headers.location, `/order-confirmation?txnid=${first.fields.txnid}`);
      const again = await b.app.database.query('SELECT outcome FROM payments WHERE txnid = $1', [
        first.fields.txnid,
      ]);
      t.same(again.rows, [{ outcome: 'paid' }]);
      t.notMatch(a.logs.join('\n'), '9948078901', 'no mobile number in the logs');
    },
  );
}
