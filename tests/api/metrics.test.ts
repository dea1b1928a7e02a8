import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { delta, parseMetrics, sample } from '../helpers/prometheus.ts';
import { applicationBody, noidaAddress } from '../helpers/fixtures.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';
import { verifiedSession } from '../helpers/otp-session.ts';

const token = 'test-metrics-token-0123456789';
// Scrapes come from another address than the scripted traffic, so they never share its rate-limit bucket.
const scraper = '10.9.9.9';

t.test(
  'after a scripted set of requests the HTTP counters move by exactly the expected amounts',
  async (t) => {
    const { app } = await startApp(t, { METRICS_TOKEN: token, RATE_LIMIT_DEFAULT: '1000' });
    const scrape = async () =>
      parseMetrics(
        (
          await app.inject({
            url: '/metrics',
            remoteAddress: scraper,
            headers: { authorization: `Bearer ${token}` },
          })
        ).body,
      );

    const before = await scrape();
    for (let i = 0; i < 3; i++) await app.inject({ url: '/healthz' });
    for (let i = 0; i < 2; i++) await app.inject({ url: '/robots.txt' });
    await app.inject({ url: '/readyz' });
    await app.inject({ method: 'POST', url: '/api/no-such-endpoint', payload: {} });
    const after = await scrape();

    const count = (method: string, route: string, status: string) =>
      delta(before, after, sample('http_requests_total', { method, route, status }));
    const timed = (method: string, route: string, status: string) =>
      delta(
        before,
        after,
        sample('http_request_duration_seconds_count', { method, route, status }),
      );

    t.equal(count('GET', '/healthz', '200'), 3);
    t.equal(count('GET', '/robots.txt', '200'), 2);
    t.equal(count('GET', '/readyz', '200'), 1);
    t.equal(
      count('POST', 'unmatched', '404'),
      1,
      'a request no route matches is labelled unmatched',
    );
    t.equal(count('GET', '/metrics', '200'), 1, 'the first scrape itself');
    t.equal(timed('GET', '/healthz', '200'), 3, 'every request is also in the latency histogram');
    t.equal(timed('GET', '/robots.txt', '200'), 2);
    t.ok(
      (after.get(
        sample('http_request_duration_seconds_bucket', {
          le: '+Inf',
          method: 'GET',
          route: '/healthz',
          status: '200',
        }),
      ) ?? 0) >= 3,
      'histogram buckets are exported',
    );
  },
);

t.test('routes are labelled by their pattern, never by the URL a client sent', async (t) => {
  const { app } = await startApp(t, { METRICS_TOKEN: token, RATE_LIMIT_DEFAULT: '1000' });
  await app.inject({ url: '/robots.txt?refstr=secret-query-value' });
  await app.inject({ url: '/blog/some-unknown-post-98765' });
  const text = (
    await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })
  ).body;
  t.notMatch(text, /secret-query-value/);
  t.notMatch(text, /98765/);
  t.match(text, /http_requests_total\{method="GET",route="\/\*",status="404"\} 1/);
});

t.test('a per-identifier refusal is logged and counted like a per-address one', async (t) => {
  const { app, logs } = await startApp(t, {
    METRICS_TOKEN: token,
    RATE_LIMIT_LOOKUP: '2',
    TRUST_PROXY: '127.0.0.1',
  });
  // A lookup needs a verified repay session (issue 16); the limit on the number applies within it.
  const cookie = await verifiedSession(app, 'repay', '9822067890');
  const codes = [];
  for (let i = 0; i < 4; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/repayments/lookup',
      payload: { query: '9822067890' },
      // A new address each time: only the limit on the looked-up number can refuse.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${i}`,
        cookie,
      },
    });
    codes.push(res.statusCode);
  }
  t.same(codes, [200, 200, 429, 429]);
  const refused = 2;
  const m = parseMetrics(
    (
      await app.inject({
        url: '/metrics',
        remoteAddress: scraper,
        headers: { authorization: `Bearer ${token}` },
      })
    ).body,
  );
  t.equal(m.get(sample('http_rate_limited_total', { route: '/api/repayments/lookup' })), refused);
  t.equal(logs.filter((l) => l.includes('rate limit exceeded')).length, refused);
});

t.test('rate-limit rejections are counted by route', async (t) => {
  const { app } = await startApp(t, { METRICS_TOKEN: token, RATE_LIMIT_DEFAULT: '2' });
  const codes = [];
  for (let i = 0; i < 5; i++) codes.push((await app.inject({ url: '/robots.txt' })).statusCode);
  t.same(codes, [200, 200, 429, 429, 429]);
  const after = parseMetrics(
    (
      await app.inject({
        url: '/metrics',
        remoteAddress: scraper,
        headers: { authorization: `Bearer ${token}` },
      })
    ).body,
  );
  t.equal(after.get(sample('http_rate_limited_total', { route: '/robots.txt' })), 3);
  t.equal(
    after.get(
      sample('http_requests_total', { method: 'GET', route: '/robots.txt', status: '429' }),
    ),
    3,
  );
});

t.test('lending calls and outbox outcomes move through the seams other modules call', async (t) => {
  const { app } = await startApp(t, { METRICS_TOKEN: token });
  app.metrics.recordLendingCall('getState', 'ok', 0.12);
  app.metrics.recordLendingCall('getState', 'ok', 0.08);
  app.metrics.recordLendingCall('saveLendingPage', 'timeout', 5);
  app.metrics.outboxOutcome.inc({ channel: 'sms', kind: 'code', outcome: 'sent' });
  app.metrics.outboxOutcome.inc({ channel: 'sms', kind: 'code', outcome: 'expired' });
  app.metrics.outboxOutcome.inc({ channel: 'mail', kind: 'careers', outcome: 'retried' });

  const scrape = async () =>
    parseMetrics(
      (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body,
    );
  const m = await scrape();
  t.equal(m.get(sample('lending_api_calls_total', { call: 'getState', outcome: 'ok' })), 2);
  t.equal(
    m.get(sample('lending_api_calls_total', { call: 'saveLendingPage', outcome: 'timeout' })),
    1,
  );
  t.equal(
    m.get(sample('lending_api_call_duration_seconds_count', { call: 'getState', outcome: 'ok' })),
    2,
  );
  t.equal(
    m.get(sample('lending_api_call_duration_seconds_sum', { call: 'getState', outcome: 'ok' })),
    0.2,
  );
  t.equal(
    m.get(
      sample('lending_api_call_duration_seconds_bucket', {
        le: '5',
        call: 'saveLendingPage',
        outcome: 'timeout',
      }),
    ),
    1,
  );
  const outbox = (channel: string, kind: string, outcome: string) =>
    m.get(sample('outbox_deliveries_total', { channel, kind, outcome }));
  t.equal(outbox('sms', 'code', 'sent'), 1);
  t.equal(outbox('sms', 'code', 'expired'), 1);
  t.equal(outbox('mail', 'careers', 'retried'), 1);
});

t.test('process metrics include event-loop lag, and the build is identified', async (t) => {
  const { app } = await startApp(t, { METRICS_TOKEN: token });
  const m = parseMetrics(
    (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body,
  );
  t.ok(m.has('nodejs_eventloop_lag_seconds'));
  t.ok(m.has('nodejs_eventloop_lag_p99_seconds'));
  t.ok(m.has('process_resident_memory_bytes'));
  t.equal(m.get(sample('app_info', { version: '0.1.0', mode: 'sandbox' })), 1);
});

t.test('/metrics on the main port needs the bearer token', async (t) => {
  const { app } = await startApp(t, { METRICS_TOKEN: token });
  const missing = await app.inject({ url: '/metrics' });
  t.equal(missing.statusCode, 401);
  t.equal(missing.headers['www-authenticate'], 'Bearer');
  t.match(missing.headers['content-type'], 'application/problem+json');
  const wrong = await app.inject({
    url: '/metrics',
    headers: { authorization: 'Bearer not-the-token' },
  });
  t.equal(wrong.statusCode, 401);
  t.notMatch(wrong.body, /http_requests_total/);
  const right = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  t.equal(right.statusCode, 200);
  t.match(right.headers['content-type'], /^text\/plain; version=0\.0\.4/);
  t.equal(right.headers['cache-control'], 'no-store');
});

t.test('without a token or a port there is no /metrics at all', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
  t.equal(res.statusCode, 404);
  t.notMatch(res.body, /http_requests_total/);
});

t.test('with METRICS_PORT the metrics are served on that port only', async (t) => {
  const { app } = await startApp(t, { METRICS_PORT: '0', METRICS_TOKEN: token }, { listen: true });
  const port = await app.metrics.listen(0, '127.0.0.1');
  t.equal(
    (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } }))
      .statusCode,
    404,
    'not on the main port',
  );
  await app.inject({ url: '/healthz' });

  const base = `http://127.0.0.1:${port}`;
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  t.equal(res.status, 200);
  t.match(await res.text(), /http_requests_total\{method="GET",route="\/healthz",status="200"\} 1/);
  t.equal((await fetch(`${base}/metrics`)).status, 401, 'a configured token is required there too');
  t.equal((await fetch(`${base}/`)).status, 404, 'nothing else is served there');
});

t.test('with METRICS_PORT and no token the metrics port answers without one', async (t) => {
  const { app } = await startApp(t, { METRICS_PORT: '0' });
  const port = await app.metrics.listen(0, '127.0.0.1');
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  t.equal(res.status, 200);
  t.match(await res.text(), /nodejs_eventloop_lag_seconds/);
});

t.test(
  'calls through the real lending client and SMS sender are counted by call and outcome',
  async (t) => {
    const { app } = await startApp(t, { METRICS_TOKEN: token, RATE_LIMIT_DEFAULT: '1000' });
    const sandbox = app.services.sandbox!;
    const scrape = async () =>
      parseMetrics(
        (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body,
      );

    const address = await noidaAddress(app); // getState, getCity, getPincodeByCityId: one each, all ok
    // Applying needs a verified apply session for the mobile; its code SMS is sent before the first scrape.
    const cookie = await verifiedSession(app, 'apply', applicationBody(address).mobile);
    const before = await scrape();
    sandbox.faults.set('getCity', '500', { times: 3 }); // the first try and both retries
    const failed = await app.inject({ url: `/api/states/${address.state}0/cities` });
    t.equal(failed.statusCode, 502);
    sandbox.faults.clear();
    const applied = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { 'content-type': 'application/json', cookie },
      payload: applicationBody(address),
    });
    t.equal(applied.statusCode, 201);
    await app.services.sms.drain();
    const after = await scrape();

    const calls = (call: string, outcome: string) =>
      delta(before, after, sample('lending_api_calls_total', { call, outcome }));
    t.equal(
      calls('getCity', 'status'),
      1,
      'a failed call counts once, with its reason, retries and all',
    );
    t.equal(calls('saveLendingPage', 'ok'), 1);
    t.equal(
      delta(
        before,
        after,
        sample('lending_api_call_duration_seconds_count', {
          call: 'saveLendingPage',
          outcome: 'ok',
        }),
      ),
      1,
    );
    t.equal(
      delta(
        before,
        after,
        sample('outbox_deliveries_total', { channel: 'sms', kind: 'notice', outcome: 'sent' }),
      ),
      1,
    );
  },
);

t.test(
  'what waits in the outbox, the age of the oldest and the deliveries come from the real outbox',
  async (t) => {
    const contact = {
      name: 'Asha Verma',
      phone: '9811122233',
      email: 'asha@example.in',
      subject: 'A question',
      message: 'Please call me back.',
    };
    // A mail server that is not there yet, at a port it will come back on.
    const gone = await startSmtpSink();
    await gone.close();
    const clock = { now: Date.now() };
    const { app } = await startApp(
      t,
      { METRICS_TOKEN: token, RATE_LIMIT_FORMS: '100', SMTP_URL: gone.url },
      { build: { outboxNow: () => clock.now } },
    );
    const scrape = async () =>
      parseMetrics(
        (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body,
      );
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: contact,
      });
    for (let i = 0; i < 2; i++) t.equal((await post()).statusCode, 202);
    await app.outbox.drain();
    clock.now += 90_000;
    let m = await scrape();
    const sent = (outcome: string) =>
      m.get(sample('outbox_deliveries_total', { channel: 'mail', kind: 'contact', outcome }));
    t.equal(m.get(sample('outbox_waiting', { kind: 'contact' })), 2, 'both wait');
    t.equal(sent('retried'), 2, 'each was tried once and waits its own retry time');
    t.ok(
      m.get(sample('outbox_oldest_seconds', { kind: 'contact' }))! >= 90,
      'the oldest is as old as the clock says',
    );

    const sink = await startSmtpSink({ port: gone.port });
    t.teardown(() => sink.close());
    clock.now += 10 * 60_000;
    await app.outbox.drain();
    await sink.waitFor(2);
    m = await scrape();
    t.equal(sent('sent'), 2);
    t.notOk(m.get(sample('outbox_waiting', { kind: 'contact' })), 'nothing waits any more');
  },
);
