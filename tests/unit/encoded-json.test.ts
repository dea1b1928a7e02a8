import t from 'tap';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EncodedJson, accepts, preferred } from '../../server/cache/encoded-json.ts';
import { TtlCache } from '../../server/cache/ttl-cache.ts';

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
