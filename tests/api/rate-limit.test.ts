import t from 'tap';
import { startApp } from '../helpers/app.ts';

t.test(
  'the request over the default limit gets 429 with Retry-After, as problem+json',
  async (t) => {
    const { app, logs } = await startApp(t, { RATE_LIMIT_DEFAULT: '3' });
    for (let i = 0; i < 3; i++) t.equal((await app.inject({ url: '/robots.txt' })).statusCode, 200);
    const res = await app.inject({ url: '/robots.txt' });
    t.equal(res.statusCode, 429);
    t.ok(Number(res.headers['retry-after']) > 0);
    t.match(res.headers['content-type'], 'application/problem+json');
    t.ok(
      logs.some((l) => l.includes('rate limit exceeded')),
      'the rejection is logged',
    );
  },
);

t.test(
  'X-Forwarded-For from a client that is not a trusted proxy does not change its bucket',
  async (t) => {
    const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '2' });
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        url: '/robots.txt',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      codes.push(res.statusCode);
    }
    t.same(codes, [200, 200, 429, 429]);
  },
);

t.test(
  'files under /static/ and /assets/ are free, but a missing one is a rendered 404 that counts',
  async (t) => {
    const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '3' });
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await app.inject({ url: '/assets/img/logo.svg' })).statusCode);
    t.same(codes, [200, 200, 200, 200, 200], 'an existing image never uses the budget');
    const misses = [];
    for (let i = 0; i < 5; i++)
      misses.push((await app.inject({ url: `/static/nope-${i}.js` })).statusCode);
    t.same(misses, [404, 404, 404, 429, 429]);
  },
);
