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
