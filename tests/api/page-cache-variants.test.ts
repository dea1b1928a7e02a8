// The page cache (issue 22): the few fixed variants of a page are rendered once and served from memory, a case
// variant never renders (it is one 301 to the cached page), and a page carrying personal data is never kept.
// `x-page-cache` says whether an answer came from memory (hit) or was rendered into it (miss).
import t from 'tap';
import { startApp } from '../helpers/app.ts';

const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '1000' });
const get = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
const text = (url: string) => app.inject({ url });

for (const url of [
  '/repay-loan?payment=failed',
  '/repay-loan?payment=pending',
  '/order-confirmation',
  '/no-such-page',
]) {
  t.test(`${url}: rendered once, then a cache hit`, async (t) => {
    const first = await get(url);
    t.equal(first.headers['x-page-cache'], 'miss', 'the first request renders it');
    const second = await get(url);
    t.equal(second.headers['x-page-cache'], 'hit', 'the second is served from memory');
    t.equal(second.statusCode, first.statusCode);
    t.equal(
      second.headers['cache-control'],
      'no-cache',
      'revalidated, never no-store: nothing personal',
    );
  });
}

t.test('each payment notice is its own page, not the plain repay page', async (t) => {
  const failed = await text('/repay-loan?payment=failed');
  const pending = await text('/repay-loan?payment=pending');
  const plain = await text('/repay-loan');
  t.match(failed.body, /payment-notice alert-error/);
  t.match(pending.body, /payment-notice alert-info/);
  t.notMatch(plain.body, /payment-notice/);
  // A marketing tag beside the notice is the same page: served from the variant's entry.
  const tagged = await get('/repay-loan?payment=failed&utm_source=sms');
  t.equal(tagged.headers['x-page-cache'], 'hit');
});

t.test('any other value of a per-request parameter renders per request', async (t) => {
  for (const url of [
    '/repay-loan?payment=FAILED',
    '/repay-loan?payment=failed&payment=pending',
    '/repay-loan?payment=nonsense',
  ]) {
    const res = await get(url);
    t.equal(res.statusCode, 200, url);
    t.equal(res.headers['x-page-cache'], undefined, `${url} is not a cache entry`);
  }
});

t.test('the 404 page is one entry for every unknown path, the same HTML for each', async (t) => {
  const a = await text('/wp-admin/setup.php');
  const b = await text('/no-such-thing');
  t.equal(a.statusCode, 404);
  t.equal(b.statusCode, 404);
  t.equal(b.headers['x-page-cache'], 'hit', 'a second unknown path is served the cached 404');
  // The one exception: the language switch links the address typed, in the other language (issue 41).
  const switchHref = (html: string) => /class="lang-switch" href="([^"]*)"/.exec(html)?.[1];
  t.equal(switchHref(a.body), '/hi/wp-admin/setup.php');
  t.equal(switchHref(b.body), '/hi/no-such-thing');
  const same = (html: string) =>
    html.replace(/nonce="[^"]*"/g, '').replace(/class="lang-switch" href="[^"]*"/, '');
  t.equal(same(a.body), same(b.body), 'nothing else of the requested path is in the page');
  t.notMatch(same(a.body), /wp-admin/);
  const hindi = await text('/hi/no-such-thing?x=1');
  t.equal(switchHref(hindi.body), '/no-such-thing?x=1', 'from Hindi to English, with the query');
  const doubled = await get('//evil.example/x?y=1');
  t.equal(doubled.statusCode, 301, 'a doubled slash is never rendered, so never linked');
  t.equal(doubled.headers.location, '/evil.example/x?y=1');
  t.equal((await get('/hi//evil.example/x')).headers.location, '/hi/evil.example/x');
  const hostile = await text('/"><script>alert(1)</script>');
  t.equal(hostile.statusCode, 404);
  t.match(switchHref(hostile.body), /^\/hi\/%22%3E%3Cscript%3E/, 'escaped');
  t.notMatch(hostile.body, '"><script>alert');
  t.notMatch(a.body, /og:url|rel="canonical"/, 'a 404 names no address of its own');
  // Under a page's own path the header marks that page's link current: rendered for the request.
  const under = await get('/about-us/no-such-thing');
  t.equal(under.statusCode, 404);
  t.equal(under.headers['x-page-cache'], undefined);
});

t.test('a page with personal data is never cached', async (t) => {
  for (const url of [
    '/order-confirmation?txnid=TXN123&sig=abc',
    '/order-confirmation?txnid=TXN123',
    '/repay-loan?payment=failed&refstr=ABCDEF',
    '/repay-loan?payment=failed&txnid=TXN123',
  ]) {
    for (let i = 0; i < 2; i++) {
      const res = await get(url);
      t.not(
        res.headers['x-page-cache'],
        'hit',
        `${url} (request ${i + 1}) is not served from memory`,
      );
      t.equal(res.headers['cache-control'], 'no-store', `${url} is no-store`);
    }
  }
});

t.test('a case variant never renders: one 301 to the path whose page is cached', async (t) => {
  await get('/about-us');
  const variant = await get('/ABOUT-US');
  t.equal(variant.statusCode, 301);
  t.equal(variant.headers.location, '/about-us');
  t.equal((await get(String(variant.headers.location))).headers['x-page-cache'], 'hit');
});
