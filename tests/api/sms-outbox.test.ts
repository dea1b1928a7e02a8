// Issue 15 item 10 through the whole app: an application's SMS waits out a provider outage in the outbox under
// DATA_DIR, a new app on the same DATA_DIR delivers it, and one past its retry time is dropped with an error
// line and a metric. Depth in /metrics and on /readyz. The outbox's clock is faked; nothing waits on real time.
import t from 'tap';
import { startApp, type TestApp } from '../helpers/app.ts';
import { applicationBody, noidaAddress } from '../helpers/fixtures.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { parseMetrics, sample } from '../helpers/prometheus.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const token = 'sms-outbox-metrics-token';

/** A session that verified the mobile (issue 16); its code goes out by SMS, so call it before the provider fails. */
function applySession(test: TestApp, mobile: string) {
  return verifiedSession(test.app, 'apply', mobile);
}

/** Applies from the session that verified the mobile, and answers the status. */
async function apply(test: TestApp, mobile: string, cookie: string) {
  const res = await test.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { 'content-type': 'application/json', cookie },
    payload: applicationBody(await noidaAddress(test.app), { mobile }),
  });
  return res.statusCode;
}

async function metrics(test: TestApp) {
  const res = await test.app.inject({
    url: '/metrics',
    remoteAddress: '10.9.9.9',
    headers: { authorization: `Bearer ${token}` },
  });
  return parseMetrics(res.body);
}

t.test('the provider down, then a restart: the next app delivers the waiting SMS', async (t) => {
  const dataDir = tempDir('rupeeflow-sms-restart-', t);
  const env = { DATA_DIR: dataDir, METRICS_TOKEN: token };
  const first = await startApp(env);
  const cookie = await applySession(first, '9876500001');
  // The code's SMS went out before the outage; only the application's SMS waits.
  t.equal((await metrics(first)).get(sample('sms_deliveries_total', { outcome: 'sent' })), 1);
  first.app.services.sandbox!.faults.set('sms', '503');
  t.equal(await apply(first, '9876500001', cookie), 201);
  await first.app.services.sms.drain();
  t.equal((await metrics(first)).get(sample('sms_outbox_depth')), 1, 'depth in /metrics');
  t.equal((await metrics(first)).get(sample('sms_deliveries_total', { outcome: 'retried' })), 1);
  t.same((await first.app.inject({ url: '/readyz' })).json().details.smsOutbox, { waiting: 1 });
  await first.app.close();

  const second = await startApp(t, env);
  await second.app.services.sms.drain();
  const delivered = second.app.services.sandbox!.records.sms;
  t.equal(delivered.length, 1, 'the new app sent it');
  t.equal(delivered[0]?.mobile, '9876500001');
  t.notMatch(delivered[0]?.message ?? '', /^\d{6} is your /, 'the application SMS, not the code');
  t.equal((await metrics(second)).get(sample('sms_outbox_depth')), 0);
  t.equal((await metrics(second)).get(sample('sms_deliveries_total', { outcome: 'sent' })), 1);
});

t.test(
  'an SMS still unsent after SMS_RETRY_FOR_MS is dropped with an error and a metric',
  async (t) => {
    const clock = { now: Date.now() };
    const test = await startApp(
      t,
      { METRICS_TOKEN: token, SMS_RETRY_FOR_MS: String(10 * 60_000) },
      { build: { outboxNow: () => clock.now } },
    );
    const cookie = await applySession(test, '9876500002');
    test.app.services.sandbox!.faults.set('sms', '500');
    t.equal(await apply(test, '9876500002', cookie), 201);
    await test.app.services.sms.drain();
    clock.now += 10 * 60_000;
    await test.app.services.sms.drain();
    const m = await metrics(test);
    t.equal(m.get(sample('sms_deliveries_total', { outcome: 'dropped' })), 1);
    t.equal(m.get(sample('sms_outbox_depth')), 0);
    const dropped = test.logs.find((l) =>
      l.includes('SMS dropped: not sent within its retry time'),
    );
    t.match(dropped, /"level":"error"/);
    t.notMatch(test.logs.join('\n'), '9876500002', 'the mobile is in no log line');
  },
);
