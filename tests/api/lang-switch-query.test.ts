// Issue 21, decision 0053: the header's language switch keeps the query (a refstr link, the calculator's figures)
// without script, on cached pages too: the query is spliced into the cached HTML and its gzip form, escaped, and
// capped; the page still comes from the cache.
import t from 'tap';
import { gunzipSync } from 'node:zlib';
import { startApp } from '../helpers/app.ts';

const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '5000' });

const switchHref = (html: string) =>
  /<a class="lang-switch" href="([^"]*)" hrefLang="[^"]*" lang="[^"]*">/.exec(html)?.[1];

async function get(url: string, encoding: 'identity' | 'gzip') {
  const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
  const html = encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
  return { res, html };
}

for (const encoding of ['identity', 'gzip'] as const) {
  t.test(`${encoding}: a cached page's switch carries the request's query`, async (t) => {
    await get('/hi/video-kyc', encoding); // rendered into the cache
    const { res, html } = await get('/hi/video-kyc?refstr=MzEwMDAx', encoding);
    t.equal(res.headers['x-page-cache'], 'hit', 'from the cache, not rendered again');
    t.equal(res.headers['content-encoding'], encoding === 'gzip' ? 'gzip' : undefined);
    t.equal(switchHref(html), '/video-kyc?refstr=MzEwMDAx');

    await get('/', encoding);
    const home = await get('/?amount=12000&days=20', encoding);
    t.equal(home.res.headers['x-page-cache'], 'hit');
    t.equal(switchHref(home.html), '/hi?amount=12000&amp;days=20', 'the calculator figures');

    const plain = await get('/hi/faqs', encoding);
    t.equal(switchHref(plain.html), '/faqs', 'no query, no question mark');

    // The rest of the page is the cached page, byte for byte, around the link.
    const withQuery = await get('/faqs?utm_source=sms', encoding);
    const without = await get('/faqs', encoding);
    const strip = (html: string) =>
      html
        .replace(/nonce="[^"]*"/g, '')
        .replace('href="/hi/faqs?utm_source=sms"', 'href="/hi/faqs"');
    t.equal(strip(withQuery.html), strip(without.html));
  });

  t.test(`${encoding}: a hostile query cannot leave the attribute`, async (t) => {
    const { html } = await get("/contact-us?a=\"><script>alert(1)</script>&b='x' y", encoding);
    const href = switchHref(html);
    t.ok(href?.startsWith('/hi/contact-us?a='), String(href));
    t.notMatch(html, '"><script>alert', 'no markup from the query');
    t.notMatch(href ?? '', /[<>"' ]/, 'nothing that ends the attribute or starts markup');
    t.match(href ?? '', '&amp;b=', 'ampersands written as in HTML');
  });

  t.test(`${encoding}: a query over 2,048 characters is left off`, async (t) => {
    const long = `refstr=${'A'.repeat(2050)}`;
    const { res, html } = await get(`/hi/getpanverify?${long}`, encoding);
    t.equal(res.statusCode, 200);
    t.equal(switchHref(html), '/getpanverify', 'the link leads to the page, without the query');
    const edge = `x=${'B'.repeat(2046)}`; // exactly 2,048
    t.equal(
      switchHref((await get(`/hi/getpanverify?${edge}`, encoding)).html),
      `/getpanverify?${edge}`,
    );
  });
}

t.test("a fixed query variant's own query is replaced by the request's, not doubled", async (t) => {
  await get('/repay-loan?payment=failed', 'gzip');
  const { res, html } = await get('/repay-loan?payment=failed&utm_source=sms', 'gzip');
  t.equal(res.headers['x-page-cache'], 'hit');
  t.equal(switchHref(html), '/hi/repay-loan?payment=failed&amp;utm_source=sms');
  const same = await get('/repay-loan?payment=failed', 'identity');
  t.equal(switchHref(same.html), '/hi/repay-loan?payment=failed');
});
