// One-time codes under attack (issue 40, decisions 0091 and 0092): strangers on 20 addresses cannot stop a
// borrower getting a code and verifying it from their own address; each limit answers 429 (or 503 for the site's
// SMS budget) one past its bound; and a customer's answer is a stranger's answer, each costing one outbox commit.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { lastCodeSentTo } from '../helpers/otp-session.ts';

const json = { 'content-type': 'application/json' };
const ask = (
  app: Awaited<ReturnType<typeof startApp>>['app'],
  identifier: string,
  remoteAddress: string,
  purpose: 'repay' | 'apply' = 'repay',
) =>
  app.inject({
    method: 'POST',
    url: '/api/otp',
    payload: { purpose, identifier },
    headers: json,
    remoteAddress,
  });
const check = (
  app: Awaited<ReturnType<typeof startApp>>['app'],
  identifier: string,
  code: string,
  remoteAddress: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/otp/verify',
    payload: { purpose: 'repay', identifier, code },
    headers: json,
    remoteAddress,
  });

t.test('20 addresses hammering a mobile cannot stop its owner verifying', async (t) => {
  const { app } = await startApp(t);
  const mobile = '9915034567';
  const owner = '203.0.113.50';
  const attackers = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
  let refused = 0;
  for (let round = 0; round < 3; round++)
    for (const address of attackers) {
      await ask(app, mobile, address);
      for (let i = 0; i < 7; i++) {
        const res = await check(app, mobile, '000000', address);
        if (res.statusCode === 429) refused++;
      }
    }
  t.ok(refused > 0, `strangers past their tries are refused (${refused} times)`);
  const res = await ask(app, mobile, owner);
  t.equal(res.statusCode, 202, 'the owner is answered');
  const code = await lastCodeSentTo(app, mobile);
  const verified = await check(app, mobile, code, owner);
  t.equal(verified.statusCode, 200, 'and verifies with the code on the phone');
});

t.test('every limit answers one past its bound', async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_OTP_SEND: '12', RATE_LIMIT_SMS_PER_HOUR: '1000' });
  // Per address: 12 sends a minute for different numbers, the 13th refused.
  const statuses = [];
  for (let i = 0; i < 13; i++)
    statuses.push(
      (await ask(app, `90000000${String(i).padStart(2, '0')}`, '192.0.2.1')).statusCode,
    );
  t.same(statuses.slice(0, 12), Array(12).fill(202));
  t.equal(statuses[12], 429);
  // Per caller and identifier: a second request within 30 s.
  t.equal((await ask(app, '9810012345', '192.0.2.2')).statusCode, 202);
  t.equal((await ask(app, '9810012345', '192.0.2.2')).statusCode, 429);
  // Per code and caller: the sixth wrong try is refused.
  const tries = [];
  for (let i = 0; i < 6; i++)
    tries.push((await check(app, '9810012345', '000000', '192.0.2.2')).statusCode);
  t.same(tries, [401, 401, 401, 401, 429, 429]);
});

t.test("the site's SMS budget: 503 with Retry-After past it, customer or not", async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_SMS_PER_HOUR: '3' });
  const answers = [];
  for (const identifier of ['9810012345', '9000000001', 'BQKPM4821K', '9847023456', '9000000002'])
    answers.push(await ask(app, identifier, '192.0.2.9'));
  t.same(
    answers.map((a) => a.statusCode),
    [202, 202, 202, 503, 503],
  );
  t.match(answers[3]!.headers['retry-after'], /^\d+$/);
  t.equal(answers[3]!.body, answers[4]!.body, 'a customer and a stranger read the same refusal');
});

t.test(
  'a customer and a stranger get the same answer, and each request costs one outbox commit before it',
  async (t) => {
    const { app } = await startApp(t, { RATE_LIMIT_OTP_SEND: '100000' });
    const sms = app.services.sms;
    const send = sms.send.bind(sms);
    const balance = sms.balance.bind(sms);
    const writes: string[] = [];
    // The code's SMS is committed before the 202; a request with nobody to send to writes and removes a row instead
    // (decision 0147), so both answers wait for one commit.
    sms.send = async (mobile, text, id, options) => {
      writes.push('sms');
      return send(mobile, text, id, options);
    };
    sms.balance = async (id) => {
      writes.push('balance');
      return balance(id);
    };
    const customers = ['9810012345', 'DHWPS6619H', '9558123456', '9884045678', 'GPAPK8841Q'];
    for (const [n, customer] of customers.entries()) {
      const address = `192.0.2.${n + 1}`;
      const before = writes.length;
      const known = await ask(app, customer, address);
      // A stranger of the same kind: a mobile shows its own masked tail, a PAN none (decision 0098).
      const strangerId = /^\d{10}$/.test(customer)
        ? `900000000${n}`
        : `ZZZPZ${String(n).padStart(4, '0')}Z`;
      const stranger = await ask(app, strangerId, address);
      t.same(writes.slice(before), ['sms', 'balance'], 'one commit each, before each answer');
      t.equal(known.statusCode, 202);
      t.equal(stranger.statusCode, 202);
      t.same(Object.keys(known.json()), Object.keys(stranger.json()));
      t.equal(known.headers['content-length'], stranger.headers['content-length']);
      t.equal(known.headers['cache-control'], stranger.headers['cache-control']);
    }
    await sms.drain();
  },
);
