import t from 'tap';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EncodedJson, accepts, preferred } from '../../server/http/cache/encoded-json.ts';
import { TtlCache } from '../../server/http/cache/ttl-cache.ts';

t.test('the encoding a browser prefers, as the compress plugin picks it', async (t) => {
  t.equal(preferred('gzip, deflate, br'), 'br', 'equal weights: br first');
  t.equal(preferred('gzip'), 'gzip');
  t.equal(preferred('br;q=0.5, gzip;q=0.9'), 'gzip', 'the higher weight wins');
  t.equal(preferred('br;q=0, gzip;q=0'), undefined, 'q=0 refuses an encoding');
  t.equal(preferred('*'), 'br');
  t.equal(preferred('identity'), undefined);
  t.equal(preferred(undefined), undefined);
  t.equal(preferred('br;q=junk'), undefined, 'an unreadable weight counts as a refusal');
});

t.test('whether a coding is allowed at all, read the same way', async (t) => {
  t.equal(accepts('gzip, br', 'gzip'), true);
  t.equal(accepts('gzip;q=0, br', 'gzip'), false, 'q=0 refuses it');
  t.equal(accepts('*', 'gzip'), true);
  t.equal(accepts('br', 'gzip'), false);
  t.equal(accepts(undefined, 'gzip'), false);
});

t.test(
  'a cached answer decodes to the same JSON in every encoding, small ones uncompressed',
  async (t) => {
    const big = new EncodedJson({
      states: Array.from({ length: 60 }, (_, i) => ({ id: String(i), name: `State number ${i}` })),
    });
    const small = new EncodedJson({ cities: [{ id: '1', name: 'Pune' }] });
    const app = Fastify();
    app.get('/big', (request, reply) => big.send(request, reply));
    app.get('/small', (request, reply) => small.send(request, reply));
    t.teardown(() => app.close());
    const expected = big.body.toString();
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['identity', (b: Buffer) => b],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ url: '/big', headers: { 'accept-encoding': accept } });
        t.equal(res.statusCode, 200);
        t.match(res.headers['content-type'], /^application\/json/);
        t.equal(res.headers.vary, 'accept-encoding');
        t.equal(res.headers['content-encoding'], accept === 'identity' ? undefined : accept);
        t.equal(decode(res.rawPayload).toString(), expected, `${accept}, request ${i + 1}`);
      }
    }
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    t.equal(res.headers['content-encoding'], undefined);
    t.same(res.json(), { cities: [{ id: '1', name: 'Pune' }] });
  },
);

t.test(
  'each request gets its own encoding and its route its own headers, in any order',
  async (t) => {
    const list = new EncodedJson({
      pincodes: Array.from({ length: 80 }, (_, i) => ({ id: String(i), code: String(110001 + i) })),
    });
    const hourly = new Map([['cache-control', 'public, max-age=3600']]);
    const none = new Map([['cache-control', 'no-store']]);
    const app = Fastify();
    app.get('/hourly', (request, reply) => list.send(request, reply, hourly));
    app.get('/none', (request, reply) => list.send(request, reply, none));
    t.teardown(() => app.close());
    for (const [url, accept, cacheControl, encoding] of [
      ['/hourly', 'br', 'public, max-age=3600', 'br'],
      ['/hourly', 'gzip', 'public, max-age=3600', 'gzip'],
      ['/none', 'gzip', 'no-store', 'gzip'],
      ['/hourly', 'gzip', 'public, max-age=3600', 'gzip'],
      ['/hourly', 'identity', 'public, max-age=3600', undefined],
      ['/none', 'br;q=0.2, gzip;q=0.1', 'no-store', 'br'],
      ['/hourly', 'br', 'public, max-age=3600', 'br'],
    ] as const) {
      const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
      t.equal(res.headers['cache-control'], cacheControl, `${url} ${accept}`);
      t.equal(res.headers['content-encoding'], encoding, `${url} ${accept}`);
    }
  },
);

t.test(
  'a header read from memory is read the same as a new one, past the number kept',
  async (t) => {
    for (let i = 0; i < 200; i++) t.equal(preferred(`gzip;q=0.${(i % 9) + 1}, x-${i}`), 'gzip');
    t.equal(preferred('br;q=0, gzip;q=0'), undefined);
    t.equal(preferred('gzip, deflate, br'), 'br');
  },
);

t.test('read answers a loaded, unexpired value as it is, and otherwise loads', async (t) => {
  let now = 1000;
  const realNow = Date.now;
  Date.now = () => now;
  t.teardown(() => {
    Date.now = realNow;
  });
  const cache = new TtlCache<string>(100);
  let loads = 0;
  let finish!: (v: string) => void;
  const load = () => {
    loads++;
    return new Promise<string>((r) => (finish = r));
  };
  const first = cache.read('k', load);
  t.ok(first instanceof Promise, 'nothing loaded: the loader runs');
  t.equal(cache.read('k', load), first, 'still loading: the same promise, no second load');
  finish('v');
  await first;
  t.equal(cache.read('k', load), 'v', 'loaded: the value itself, not a promise');
  now += 100;
  const again = cache.read('k', load);
  t.ok(again instanceof Promise, 'expired: loads again');
  t.equal(loads, 2);
  await t.rejects(cache.get('f', () => Promise.reject(new Error('down'))));
  t.ok(cache.read('f', () => Promise.resolve('up')) instanceof Promise, 'a failure is never kept');
});
