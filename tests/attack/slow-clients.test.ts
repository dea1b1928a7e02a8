// Slow and greedy clients (issue 15 item 1): a body dripped byte by byte is cut at its bound (the route's own for
// uploads), headers too slow are cut, one address cannot hold more connections than its cap, and unknown paths are
// rate-limited like every route. Tiny bounds here; the assertions wait on events (the connection closing), never on
// the clock.
import t, { type Test } from 'tap';
import { startApp, type TestApp } from '../helpers/app.ts';
import { parseMetrics, sample } from '../helpers/prometheus.ts';
import { drip, open, rawRequest } from './raw-client.ts';
import { tooManyConnections } from '../../server/http/connection-cap.ts';

const portOf = (started: TestApp) => Number(new URL(started.url).port);
const metric = async (started: TestApp, name: string, labels: Record<string, string>) =>
  parseMetrics(await started.app.metrics.registry.metrics()).get(sample(name, labels)) ?? 0;

const postHead = (path: string, type = 'application/json', length = 30_000) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;

async function started(t: Test, env: Record<string, string>) {
  const s = await startApp(t, env, { listen: true });
  return s;
}

t.test(
  'a body that stops arriving is cut at the idle bound, on a route and on an unknown path',
  async (t) => {
    const s = await started(t, { BODY_IDLE_TIMEOUT_MS: '150', REQUEST_TIMEOUT_MS: '600000' });
    for (const path of ['/api/contact', '/no/such/path']) {
      const c = await open(portOf(s));
      c.socket.write(postHead(path) + '{"na');
      const answer = await c.closed; // the server closes it; the test does not wait on a clock
      t.equal(answer.status, 0, `${path}: cut, no answer to a request that never arrived`);
    }
    t.equal(await metric(s, 'http_requests_cut_total', { reason: 'idle' }), 2, 'counted');
    t.ok(
      s.logs.some(
        (l) => l.includes('request cut: the client was too slow') && l.includes('"idle"'),
      ),
      'a warn line says why',
    );
  },
);

t.test('a body dripped a byte at a time is cut at the whole-request bound', async (t) => {
  const s = await started(t, { BODY_IDLE_TIMEOUT_MS: '600000', REQUEST_TIMEOUT_MS: '400' });
  const c = await open(portOf(s));
  c.socket.write(postHead('/api/repayments/lookup'));
  drip(c, 20);
  await c.closed;
  t.equal(await metric(s, 'http_requests_cut_total', { reason: 'total' }), 1);
});

t.test("an upload route is bounded by its own bounds, not the forms' ones", async (t) => {
  // The default bounds would never cut it here; the careers upload's own idle bound does.
  const s = await started(t, {
    BODY_IDLE_TIMEOUT_MS: '600000',
    REQUEST_TIMEOUT_MS: '600000',
    RESUME_IDLE_TIMEOUT_MS: '150',
  });
  const c = await open(portOf(s));
  c.socket.write(
    postHead('/api/careers', 'multipart/form-data; boundary=x', 100_000) +
      '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAsha',
  );
  await c.closed;
  t.equal(await metric(s, 'http_requests_cut_total', { reason: 'idle' }), 1);
});

t.test('headers sent too slowly are cut with 408 and counted', async (t) => {
  const s = await started(t, { HEADERS_TIMEOUT_MS: '200' });
  const c = await open(portOf(s));
  c.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
  drip(c, 20);
  const answer = await c.closed;
  t.equal(answer.status, 408);
  t.equal(await metric(s, 'http_requests_cut_total', { reason: 'headers' }), 1);
});

t.test('one address holds at most MAX_CONNECTIONS_PER_ADDRESS connections', async (t) => {
  const s = await started(t, { MAX_CONNECTIONS_PER_ADDRESS: '3' });
  const port = portOf(s);
  const held = await Promise.all([open(port), open(port), open(port)]);
  const refused = await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  t.equal(refused.status, 503, 'the next connection is refused');
  t.equal(refused.headers['retry-after'], '5');
  t.equal(JSON.parse(refused.body).detail, tooManyConnections, 'with a message that says why');
  t.equal(await metric(s, 'http_connections_refused_total', { kind: 'connection' }), 1);
  t.ok(
    s.logs.some((l) => l.includes('connection refused: too many open from one address')),
    'and a warn line',
  );

  // The held ones still work, and once one closes a new connection is served again.
  held[0]!.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  t.equal((await held[0]!.closed).status, 200, 'a held connection is served');
  let status = 0;
  for (let i = 0; i < 50 && status !== 200; i++) {
    status = (
      await rawRequest(
        port,
        'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      )
    ).status;
  }
  t.equal(status, 200, 'a freed slot takes a new connection');
  for (const c of held) c.socket.destroy();
});

t.test(
  'behind a trusted proxy, one forwarded address holds at most MAX_CONNECTIONS_PER_ADDRESS requests in flight',
  async (t) => {
    // The test is the proxy (127.0.0.1): every connection comes from it, each carrying one client's request.
    const s = await started(t, {
      MAX_CONNECTIONS_PER_ADDRESS: '3',
      TRUST_PROXY: '127.0.0.1',
      BODY_IDLE_TIMEOUT_MS: '600000',
      REQUEST_TIMEOUT_MS: '600000',
    });
    const port = portOf(s);
    const forwarded = (ip: string, head: string) =>
      head.replace('\r\n\r\n', `\r\nX-Forwarded-For: ${ip}\r\n\r\n`);
    const healthz = (ip: string) =>
      rawRequest(
        port,
        forwarded(ip, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );

    // Three requests from 203.0.113.7 in flight: their bodies (30,000 bytes announced) never finish.
    const held = await Promise.all([open(port), open(port), open(port)]);
    for (const c of held)
      c.socket.write(forwarded('203.0.113.7', postHead('/api/contact')) + '{"na');

    // The held requests reach the server on their own connections, in no set order with this one: ask until the
    // cap is seen (each answered probe gives its slot back at once).
    let refused = await healthz('203.0.113.7');
    for (let i = 0; i < 100 && refused.status === 200; i++) refused = await healthz('203.0.113.7');
    t.equal(
      refused.status,
      503,
      'the fourth request in flight from one forwarded address is refused',
    );
    t.equal(refused.headers['retry-after'], '5', 'with Retry-After');
    t.match(refused.headers['content-type'], /^application\/problem\+json/);
    t.equal(JSON.parse(refused.body).detail, tooManyConnections, 'and a message that says why');
    t.equal(await metric(s, 'http_connections_refused_total', { kind: 'request' }), 1, 'counted');
    t.equal(
      await metric(s, 'http_connections_refused_total', { kind: 'connection' }),
      0,
      'the proxy itself is never refused a connection, though it holds more than 3',
    );
    t.ok(
      s.logs.some(
        (l) =>
          l.includes('request refused: too many in flight from one address') &&
          l.includes('203.0.113.7'),
      ),
      'a warn line names the address',
    );

    t.equal((await healthz('198.51.100.20')).status, 200, 'another forwarded address is served');
    t.equal((await healthz('198.51.100.21')).status, 200, 'and another');

    // One held request ends (its client goes away): the address has a free slot again.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) status = (await healthz('203.0.113.7')).status;
    t.equal(status, 200, 'a freed slot takes a new request from that address');
    for (const c of held) c.socket.destroy();
  },
);

t.test('unknown paths are rate-limited like every route, with the wait in words', async (t) => {
  const s = await startApp(t, { RATE_LIMIT_DEFAULT: '3' });
  const codes: number[] = [];
  let detail = '';
  for (let i = 0; i < 5; i++) {
    const res = await s.app.inject({
      method: 'POST',
      url: `/no/such/path/${i}`,
      payload: { a: 1 },
    });
    codes.push(res.statusCode);
    if (res.statusCode === 429) detail = res.json().detail;
  }
  t.same(codes, [404, 404, 404, 429, 429]);
  t.match(detail, /^Too many attempts\. Please try again in \d+ (seconds?|minute)\.$/);
});
