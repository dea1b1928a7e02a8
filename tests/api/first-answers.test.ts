// An answer in memory is written from the first onRequest hook (http/first-answers.ts; decision 0117): the
// same answer the full path gives (security headers, caching, body), the same access-log line and metrics, no rate
// limit, and the full path again while the app shuts down.
import t from 'tap';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startApp } from '../helpers/app.ts';
import { parseMetrics, sample } from '../helpers/prometheus.ts';
import { sampleRegister } from '../../server/lending-partners/sample-register.ts';

const token = 'test-metrics-token-0123456789';
const gzip = { 'accept-encoding': 'gzip' };

/** Headers whose value is made per request; the rest of an answer's headers must match header for header. */
const perRequest = new Set(['x-request-id', 'date', 'content-security-policy']);
const rateLimitHeader = /^x-ratelimit-/;

const fixedHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !perRequest.has(name) && !rateLimitHeader.test(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

t.test('a cached page answers GET with what the full path answers', async (t) => {
  const { app } = await startApp(t, { METRICS_TOKEN: token });
  await app.warmPages();
  for (const path of ['/', '/about-us', '/hi/faqs', '/repay-loan?payment=failed']) {
    const first = await app.inject({ url: path, headers: gzip });
    // HEAD takes the full path (every hook, then the page plugin's own answer of the same cached page).
    const full = await app.inject({ method: 'HEAD', url: path, headers: gzip });
    t.equal(first.statusCode, 200, `${path}: 200`);
    t.equal(first.headers['x-page-cache'], 'hit', `${path}: from memory`);
    t.same(fixedHeaders(first.headers), fixedHeaders(full.headers), `${path}: the same headers`);
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    t.ok(nonce, `${path}: the CSP carries a nonce`);
    t.equal(
      String(first.headers['content-security-policy']).replace(nonce!, ''),
      String(full.headers['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce-'"),
      `${path}: the same CSP but for its nonce`,
    );
    const html = gunzipSync(first.rawPayload).toString();
    t.notMatch(
      html,
      /<script(?![^>]*\bsrc=")(?![^>]*type="application\/(?:ld\+)?json")/,
      `${path}: no inline script`,
    );
    t.notMatch(html, 'nonce=', `${path}: nothing in the page needs the nonce`);
    t.equal(
      Number(first.headers['content-length']),
      first.rawPayload.length,
      `${path}: its length`,
    );
    t.match(first.headers['x-request-id'], /^[0-9a-f-]{36}$/, `${path}: a request id`);
  }

  // The body is the page the full path sends: a shutting-down app takes the full path for GET too, so the two are
  // compared on the same page.
  const fast = await app.inject({ url: '/about-us' });
  t.equal(fast.headers['content-encoding'], undefined, 'plain when gzip is not asked for');
  app.beginShutdown();
  const slow = await app.inject({ url: '/about-us' });
  t.equal(slow.headers.connection, 'close', 'while shutting down, the full path answers');
  t.equal(fast.body, slow.body, 'the same page');
  t.not(fast.headers['x-request-id'], slow.headers['x-request-id'], 'each its own request id');
});

t.test('a page with data of its own is not warmed without it', async (t) => {
  // The lending-partner register is the page's data (issue 45). Warmed as a static page, every visitor got it
  // without its rows ("Loading the register", then a call to the API for them; issue 47).
  const { app } = await startApp(t);
  await app.warmPages();
  for (const path of ['/lending-partners', '/hi/lending-partners']) {
    const res = await app.inject({ url: path });
    t.equal(res.statusCode, 200, `${path}: 200`);
    t.equal(res.headers['x-page-cache'], undefined, `${path}: rendered for the request`);
    t.match(res.body, '<script type="application/json" id="page-data">', `${path}: with its data`);
    t.match(res.body, sampleRegister.partners[0]!.name, `${path}: its rows in the HTML`);
  }
  const faqs = await app.inject({ url: '/faqs' });
  t.equal(faqs.headers['x-page-cache'], 'hit', 'a page without data of its own is still warmed');
});

t.test('its answer is logged and counted like any other', async (t) => {
  const { app, logs } = await startApp(t, { METRICS_TOKEN: token });
  await app.warmPages();
  const res = await app.inject({ url: '/faqs?utm_source=sms', headers: gzip });
  t.equal(res.headers['x-page-cache'], 'hit');
  const line = logs
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((l) => l.msg === 'request completed' && l.path === '/faqs');
  t.ok(line, 'one access-log line');
  t.match(line, {
    method: 'GET',
    route: '/*',
    path: '/faqs',
    status: 200,
    reqId: res.headers['x-request-id'],
  });
  t.type(line!.ms, 'number', 'with its time');
  t.notOk(JSON.stringify(line).includes('utm_source'), 'never the query');

  const metrics = parseMetrics(
    (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body,
  );
  t.equal(
    metrics.get(sample('http_requests_total', { method: 'GET', route: '/*', status: '200' })),
    1,
    'counted under the pages route',
  );
});

t.test('a cached page is not rate-limited; a page rendered per request still is', async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '3' });
  await app.warmPages();
  for (let i = 0; i < 6; i++) {
    const res = await app.inject({ url: '/' });
    t.equal(res.statusCode, 200, `cached page, request ${i + 1}: 200`);
    t.equal(res.headers['x-ratelimit-remaining'], undefined, 'no budget spent');
  }
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await app.inject({ url: '/about-us/x' })).statusCode);
  t.same(statuses, [404, 404, 404, 429], 'a page rendered per request spends the budget');
});

t.test(
  'a loaded reference list answers from the first hook; the rest go the full way',
  async (t) => {
    const { app, logs } = await startApp(t, { RATE_LIMIT_DEFAULT: '4' });
    const br = { 'accept-encoding': 'br' };
    // Not loaded yet: the full path asks the lending API and spends the budget.
    const loading = await app.inject({ url: '/api/states', headers: br });
    t.equal(loading.statusCode, 200);
    t.equal(loading.headers['x-ratelimit-remaining'], '3', 'the first request went the full way');
    const stateId = (JSON.parse(decompressed(loading.rawPayload)) as { states: { id: string }[] })
      .states[0]!.id;

    const first = await app.inject({ url: '/api/states', headers: br });
    const full = await app.inject({ method: 'HEAD', url: '/api/states', headers: br });
    t.equal(first.statusCode, 200, 'loaded: 200');
    t.equal(first.headers['x-ratelimit-remaining'], undefined, 'from memory, no budget spent');
    t.same(
      fixedHeaders(first.headers),
      fixedHeaders(full.headers),
      'the same headers as the full path',
    );
    t.equal(first.headers['content-encoding'], 'br');
    t.equal(first.headers['cache-control'], 'public, max-age=3600');
    t.same(first.rawPayload, loading.rawPayload, 'the same bytes');
    t.ok(
      logs.some((l) => l.includes('"route":"/api/states"') && l.includes('"status":200')),
      'logged under its route',
    );

    // A city list: the first request loads it, the next ones come from memory, even past the budget.
    const cities = `/api/states/${stateId}/cities`;
    t.equal((await app.inject({ url: cities })).statusCode, 200);
    for (let i = 0; i < 5; i++) t.equal((await app.inject({ url: cities })).statusCode, 200);
    // A spelling never validated never matches a loaded list: the full path refuses it, and counts it.
    const bad = `/api/states/0${stateId}x/cities`;
    t.equal((await app.inject({ url: bad })).statusCode, 400, 'refused by the validation');
    t.equal((await app.inject({ url: bad })).statusCode, 429, 'and the budget is spent');
  },
);

function decompressed(body: Buffer) {
  return brotliDecompressSync(body).toString();
}
