// Issue 21: every page of the route table also answers under /hi from the Hindi build, with <html lang="hi-IN">,
// a canonical of its own and hreflang alternates both ways; the canonical-path rules, the page cache and the 404
// work per language; English stays where it was.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { pageMeta, pagePaths } from '../helpers/route-table.ts';

const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '5000' });
const base = 'http://localhost:3000';
const hi = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

for (const path of pagePaths) {
  t.test(`${hi(path)} is the Hindi page of ${path}, each naming the other`, async (t) => {
    const [en, hiRes] = await Promise.all([
      app.inject({ url: path }),
      app.inject({ url: hi(path) }),
    ]);
    t.equal(hiRes.statusCode, pageMeta(path).status);
    t.match(hiRes.body, /^<!doctype html><html lang="hi-IN">/);
    t.match(en.body, /^<!doctype html><html lang="en-IN">/);
    t.match(hiRes.body, `<link rel="canonical" href="${base}${hi(path)}">`);
    t.match(en.body, `<link rel="canonical" href="${base}${path}">`);
    const pair = { 'en-IN': base + path, 'hi-IN': base + hi(path), 'x-default': base + path };
    t.same(alternatesOf(hiRes.body), pair, 'the Hindi page lists both languages');
    t.same(alternatesOf(en.body), pair, 'the English page lists both languages');
    // The Hindi build's own frame: its navigation and its browser bundle (the Hindi manifest).
    t.match(hiRes.body, 'अभी आवेदन करें');
    t.notMatch(en.body, 'अभी आवेदन करें');
    // Titled in Hindi, except a document that says it stays English (a blog post, some policies): its own title.
    const title = /<title>([^<]*)<\/title>/.exec(hiRes.body)?.[1] ?? '';
    if (!hiRes.body.includes('केवल अंग्रेज़ी में'))
      t.match(title, /[\u0900-\u097f]/, `title in Hindi: ${title}`);
    t.notMatch(/<title>([^<]*)<\/title>/.exec(en.body)?.[1] ?? '', /[\u0900-\u097f]/);
  });
}

t.test('the Hindi home page is cached like the English one', async (t) => {
  await app.inject({ url: '/hi' });
  const again = await app.inject({ url: '/hi', headers: { 'accept-encoding': 'identity' } });
  t.equal(again.headers['x-page-cache'], 'hit');
  t.match(again.body, 'lang="hi-IN"');
  const en = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
  t.match(en.body, 'lang="en-IN"', 'one language never answers for the other from the cache');
});

t.test('other spellings of a Hindi path redirect once to the canonical one', async (t) => {
  const cases: [string, string][] = [
    ['/hi/', '/hi'],
    ['/HI', '/hi'],
    ['/hi//', '/hi'],
    ['/hi/FAQs', '/hi/faqs'],
    ['/HI/apply-now/', '/hi/apply-now'],
    ['/hi/apply-now/?refstr=abc', '/hi/apply-now?refstr=abc'],
  ];
  for (const [from, to] of cases) {
    const res = await app.inject({ url: from });
    t.equal(res.statusCode, 301, from);
    t.equal(res.headers.location, to, from);
  }
});

t.test('an unknown path under /hi is the Hindi 404 page', async (t) => {
  const res = await app.inject({ url: '/hi/no-such-page' });
  t.equal(res.statusCode, 404);
  t.match(res.body, 'lang="hi-IN"');
  t.notMatch(res.body, 'rel="canonical"');
  const other = await app.inject({ url: '/HI/no-such-page' });
  t.equal(
    other.statusCode,
    404,
    'an unknown path is never redirected (no target from the request)',
  );
  const en = await app.inject({ url: '/no-such-page' });
  t.match(en.body, 'lang="en-IN"');
});

t.test('a path that only starts with hi is English', async (t) => {
  const res = await app.inject({ url: '/hindi' });
  t.equal(res.statusCode, 404);
  t.match(res.body, 'lang="en-IN"');
});

t.test('the sitemap lists every page in both languages, each with its alternates', async (t) => {
  const res = await app.inject({ url: '/sitemap.xml' });
  const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const listed = pagePaths.filter((p) => locs.includes(base + p));
  t.ok(listed.length > 10, `English pages listed (${listed.length})`);
  for (const p of listed) {
    t.ok(locs.includes(base + hi(p)), `${hi(p)} listed beside ${p}`);
  }
  t.equal(locs.length, listed.length * 2, 'nothing else');
  t.match(
    res.body,
    `<url><loc>${base}/hi/faqs</loc><xhtml:link rel="alternate" hreflang="en-IN" href="${base}/faqs"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${base}/hi/faqs"/><xhtml:link rel="alternate" hreflang="x-default" href="${base}/faqs"/></url>`,
  );
});

const switchOf = (html: string) =>
  /<a class="lang-switch" href="([^"]*)" hrefLang="([^"]*)" lang="[^"]*">([^<]*)<\/a>/.exec(html);

t.test('the header links to the same page in the other language, query kept', async (t) => {
  // A page rendered for its query (the KFS of a chosen loan) links with that query; a cached page gets the query
  // spliced into its link (tests/api/lang-switch-query.test.ts).
  const url = '/key-fact-statement?amount=10000&days=30';
  const toHindi = switchOf((await app.inject({ url })).body);
  t.equal(toHindi?.[1], '/hi/key-fact-statement?amount=10000&amp;days=30');
  t.equal(toHindi?.[2], 'hi-IN');
  t.equal(toHindi?.[3], 'हिन्दी');
  const toEnglish = switchOf((await app.inject({ url: `/hi${url}` })).body);
  t.equal(toEnglish?.[1], '/key-fact-statement?amount=10000&amp;days=30');
  t.equal(toEnglish?.[3], 'English');
  t.equal(switchOf((await app.inject({ url: '/hi' })).body)?.[1], '/', 'home to home');
  t.equal(switchOf((await app.inject({ url: '/' })).body)?.[1], '/hi');
  t.equal(switchOf((await app.inject({ url: '/hi/faqs' })).body)?.[1], '/faqs');
});

t.test('the language of the page read is remembered in a cookie', async (t) => {
  const first = await app.inject({ url: '/hi/faqs' });
  t.match(first.headers['set-cookie'], /^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  const again = await app.inject({ url: '/hi/faqs', headers: { cookie: 'lang=hi' } });
  t.equal(again.headers['set-cookie'], undefined, 'set once');
  const back = await app.inject({
    url: '/faqs',
    headers: { cookie: 'x=1; lang=hi', 'sec-fetch-site': 'same-origin' },
  });
  t.match(back.headers['set-cookie'], /^lang=en;/, 'back to English from our page is a choice too');
  for (const site of ['none', 'cross-site', undefined]) {
    const sms = await app.inject({
      url: '/faqs',
      headers: { cookie: 'lang=hi', ...(site ? { 'sec-fetch-site': site } : {}) },
    });
    t.equal(
      sms.headers['set-cookie'],
      undefined,
      `an English link opened from ${site ?? 'anywhere'} keeps Hindi`,
    );
    t.match(
      /<aside class="lang-offer"[^>]*>.*?<\/aside>/.exec(sms.body)?.[0],
      '<a href="/hi/faqs" hreflang="hi-IN">हिन्दी में पढ़ें</a>',
      'and offers the Hindi page again',
    );
    t.match(sms.headers.vary, /sec-fetch-site/);
  }
  const never = await app.inject({ url: '/faqs' });
  t.equal(never.headers['set-cookie'], undefined, 'a reader who never chose gets no cookie');
});

const offerOf = (html: string) => /<aside class="lang-offer"[^>]*>.*?<\/aside>/.exec(html)?.[0];

t.test(
  'a first visit whose browser ranks Hindi first is offered Hindi, not redirected',
  async (t) => {
    const headers = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8', 'accept-encoding': 'identity' };
    const res = await app.inject({ url: '/repay-loan?utm_source=x', headers });
    t.equal(res.statusCode, 200, 'no redirect');
    t.equal(res.headers['x-page-cache'], 'hit', 'the cached page, with the offer after it');
    t.match(res.headers.vary, /accept-language/);
    t.match(
      offerOf(res.body),
      '<a href="/hi/repay-loan?utm_source=x" hreflang="hi-IN">हिन्दी में पढ़ें</a>',
    );
    t.match(res.body, /<\/div><aside class="lang-offer"/, 'outside the root React hydrates');

    const gz = await app.inject({
      url: '/repay-loan',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    const { gunzipSync } = await import('node:zlib');
    t.ok(offerOf(gunzipSync(gz.rawPayload).toString()), 'in the compressed page too');

    for (const [label, h] of [
      ['English first', { 'accept-language': 'en-IN,hi;q=0.9' }],
      ['chose English', { ...headers, cookie: 'lang=en' }],
      [
        'chose Hindi, then English on our page',
        { ...headers, cookie: 'lang=hi', 'sec-fetch-site': 'same-origin' },
      ],
      ['no header', {}],
    ] as const) {
      const other = await app.inject({ url: '/repay-loan', headers: h });
      t.equal(offerOf(other.body), undefined, label);
    }
    const hindiPage = await app.inject({ url: '/hi/repay-loan', headers });
    t.equal(offerOf(hindiPage.body), undefined, 'not on a Hindi page');
    const hostile = await app.inject({ url: '/repay-loan?a="><script>x</script>', headers });
    t.notMatch(hostile.body, '"><script>x', 'the query cannot break out of the link');
  },
);
