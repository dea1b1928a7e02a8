// "429 counted on every limited route" (issue 14): every route the app registers (collected as it registers them,
// so a new route is walked without a line here) that the rate-limit plugin guards answers its first request over
// the limit with 429, counts it in http_rate_limited_total under its route pattern and logs one warning line.
import t from 'tap';
import type { RouteOptions } from 'fastify';
import { startApp } from '../helpers/app.ts';
import { parseMetrics, sample } from '../helpers/prometheus.ts';

const token = 'test-metrics-token-0123456789';
const limits = [
  'APPLICATIONS',
  'LOOKUP',
  'LOOKUP_ADDRESS',
  'PAN',
  'PAN_ADDRESS',
  'VIDEO',
  'FORMS',
  'DEFAULT',
  'LEAD',
  'UNKNOWN_LEADS',
  'APPLICATIONS_PER_MOBILE',
  'OTP_SEND',
  'OTP_VERIFY',
];

/** Files and probes the plugin lets through (http/rate-limit/plugin.ts): not limited, so not walked. */
const exempt = /^\/(static|assets)\/|^\/(healthz|readyz|favicon\.svg|apple-touch-icon\.png)$/;

t.test('every limited route counts and logs its 429s', async (t) => {
  const routes: Array<{ method: string; url: string; fromMemory: boolean }> = [];
  const onRoute = (route: RouteOptions) => {
    const config = route.config as { rateLimit?: unknown; firstAnswer?: unknown } | undefined;
    if (config?.rateLimit === false || exempt.test(route.url)) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, fromMemory: config?.firstAnswer !== undefined });
  };
  // Every limit at one a minute: the second request from an address is over it, whatever the route.
  const env = Object.fromEntries(limits.map((name) => [`RATE_LIMIT_${name}`, '1']));
  const { app, logs } = await startApp(
    t,
    { ...env, METRICS_TOKEN: token, NODE_ENV: 'test' },
    { build: { onRoute } },
  );
  t.ok(routes.length > 20, `${routes.length} limited routes registered`);
  let scrapes = 0;
  const scrape = async () =>
    parseMetrics(
      (
        await app.inject({
          url: '/metrics',
          // Its own address, so the scrapes use no walked route's budget (and /metrics' own is one a minute).
          remoteAddress: `10.200.${Math.floor(++scrapes / 250)}.${scrapes % 250}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).body,
    );

  let n = 0;
  for (const { method, url, fromMemory } of routes) {
    if (url === '/metrics') continue; // scraped below from fresh addresses; walked by the default-limit test
    n++;
    const path = url.replace(/:\w+/g, 'x').replace(/\*$/, `walk-${n}`);
    const remoteAddress = `10.100.${Math.floor(n / 250)}.${n % 250}`;
    const before = await scrape();
    const logged = logs.filter((l) => l.includes('rate limit exceeded')).length;
    let status = 0;
    // The first request uses the budget of one (whatever it answers); the next is over it.
    for (let i = 0; i < 2; i++)
      status = (
        await app.inject({
          method: method as 'GET',
          url: path,
          remoteAddress,
          headers: { 'sec-fetch-site': 'same-origin' },
        })
      ).statusCode;
    const label = `${method} ${url}`;
    const key = sample('http_rate_limited_total', { route: url });
    // A fixed URL answered from memory once loaded (GET /api/states, decision 0117): its first request loaded it,
    // the second is answered ahead of the limit, which it costs nothing to spend.
    if (method === 'GET' && fromMemory && !/[:*]/.test(url)) {
      t.equal(status, 200, `${label}: once in memory, answered without spending the budget`);
      const after = await scrape();
      t.equal((after.get(key) ?? 0) - (before.get(key) ?? 0), 0, `${label}: nothing counted`);
      continue;
    }
    t.equal(status, 429, `${label}: the request over the limit is refused`);
    const after = await scrape();
    t.equal((after.get(key) ?? 0) - (before.get(key) ?? 0), 1, `${label}: counted once`);
    const lines = logs
      .filter((l) => l.includes('rate limit exceeded'))
      .slice(logged)
      .map((l) => JSON.parse(l) as { route?: string; level: string });
    t.same(
      lines.map((l) => ({ route: l.route, level: l.level })),
      [{ route: url, level: 'warn' }],
      `${label}: one warning naming the route`,
    );
  }
});
