// The payment routes answer their errors through the one mapping (http/errors.ts) rendered as a page:
// refusals are logged and counted like everywhere else, and a 5xx keeps its cause in the log, never on the page.
import t from 'tap';
import Fastify from 'fastify';
import pino from 'pino';
import { Writable } from 'node:stream';
import { startApp } from '../helpers/app.ts';
import { initiate } from '../helpers/gateway.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { parseMetrics, sample } from '../helpers/prometheus.ts';
import { errorsPlugin } from '../../server/http/errors.ts';
import { AppError } from '../../server/errors.ts';

const token = 'test-metrics-token-0123456789';

t.test(
  'a per-identifier 429 on POST /payments/initiate is a page, logged and counted',
  async (t) => {
    const { app, logs } = await startApp(t, {
      METRICS_TOKEN: token,
      RATE_LIMIT_LOOKUP: '2',
      TRUST_PROXY: '127.0.0.1',
    });
    // Pay Now needs a verified repay session (issue 16); the limit on the number applies within it.
    const cookie = await verifiedSession(app, 'repay', '9810012345');
    const answers = [];
    for (let i = 0; i < 4; i++) {
      // A new address each time: only the limit on the looked-up number can refuse.
      answers.push(
        await initiate(
          app,
          { query: '9810012345' },
          { 'x-forwarded-for': `198.51.100.${i}`, cookie },
        ),
      );
    }
    // A started payment is a 303 to the checkout page (Post-Redirect-Get).
    t.same(
      answers.map((a) => a.statusCode),
      [303, 303, 429, 429],
    );
    const refused = answers[3]!;
    t.match(refused.headers['content-type'], 'text/html');
    // The per-identifier 429 says when to try again in words (issue 19, messages.ts tooManyAttempts).
    t.match(refused.body, /Too many attempts\. Please try again in \d+ (seconds?|minutes?)\./);
    t.match(refused.body, 'href="/repay-loan"', 'with a way back');
    t.ok(Number(refused.headers['retry-after']) > 0, 'says when to try again');

    const metrics = await app.inject({
      url: '/metrics',
      remoteAddress: '10.9.9.9',
      headers: { authorization: `Bearer ${token}` },
    });
    const m = parseMetrics(metrics.body);
    t.equal(m.get(sample('http_rate_limited_total', { route: '/payments/initiate' })), 2);
    const lines = logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'rate limit exceeded');
    t.same(
      lines.map((l) => l.route),
      ['/payments/initiate', '/payments/initiate'],
    );
    t.notMatch(JSON.stringify(lines), '9810012345', 'the mobile never reaches the log');
  },
);

t.test('on a page route a 5xx is logged with its cause and answered as a page', async (t) => {
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const counted: string[] = [];
  const app = Fastify({ loggerInstance: pino(stream) });
  await app.register(errorsPlugin, {
    onRateLimited: (request) => counted.push(request.routeOptions.url ?? ''),
  });
  const config = {
    problemPage: (p: { status: number; detail: string }) => `<p>${p.status}: ${p.detail}</p>`,
  };
  app.post('/pay/unavailable', { config }, async () => {
    throw new AppError(503, 'Payments are paused.', undefined, {
      cause: new Error('gateway key missing'),
    });
  });
  app.post('/pay/broken', { config }, async () => {
    throw new Error('secret internals');
  });
  app.post('/pay/limited', { config }, async () => {
    throw Object.assign(new AppError(429, 'Slow down.'), { retryAfter: 30 });
  });
  t.teardown(() => app.close());

  const unavailable = await app.inject({ method: 'POST', url: '/pay/unavailable' });
  t.equal(unavailable.statusCode, 503);
  t.match(unavailable.headers['content-type'], 'text/html');
  t.equal(unavailable.body, '<p>503: Payments are paused.</p>');
  const cause = logs.find((l) => l.msg === 'Payments are paused.');
  t.match(cause, { level: 50, err: { message: 'gateway key missing' } }, 'the cause is logged');

  const broken = await app.inject({ method: 'POST', url: '/pay/broken' });
  t.equal(broken.statusCode, 500);
  t.equal(broken.body, '<p>500: Something went wrong. Please try again later.</p>');
  t.match(
    logs.find((l) => l.msg === 'unhandled error'),
    { level: 50, err: { message: 'secret internals' } },
  );

  const limited = await app.inject({ method: 'POST', url: '/pay/limited' });
  t.equal(limited.statusCode, 429);
  t.equal(limited.headers['retry-after'], '30');
  t.same(counted, ['/pay/limited'], 'counted once');
  t.ok(logs.some((l) => l.msg === 'rate limit exceeded' && l.route === '/pay/limited'));
});
