import t from 'tap';
import { gunzipSync } from 'node:zlib';
import { startApp } from '../helpers/app.ts';
import { pageMeta, pagePaths } from '../helpers/route-table.ts';

const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '1000' });

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Every page of the route table (tests/helpers/route-table.ts): a page added there is checked here at once.
for (const path of pagePaths) {
  t.test(`${path} answers 200 with a heading and its title from the route table`, async (t) => {
    const res = await app.inject({ url: path });
    t.equal(res.statusCode, pageMeta(path).status);
    t.match(res.headers['content-type'], /text\/html/);
    const h1 =
      /<h1[^>]*>(.*?)<\/h1>/s
        .exec(res.body)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim() ?? '';
    t.ok(h1.length > 0, `a non-empty h1 (${h1})`);
    t.equal(/<title>([^<]*)<\/title>/.exec(res.body)?.[1], escapeHtml(pageMeta(path).title));
    t.match(res.body, /<link rel="canonical" href="http:\/\/localhost:3000[^"]*">/);
    t.match(res.body, /<meta property="og:title"/);
  });
}

t.test('an unknown path answers 404 with the rendered 404 page', async (t) => {
  const res = await app.inject({ url: '/no-such-page' });
  t.equal(res.statusCode, 404);
  // Its heading, as tests/e2e/routes.spec.ts read it in the browser (0131); the layout sweep loads and hydrates it.
  t.same(
    [...res.body.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((m) => m[1]),
    ['404 - Page Not Found'],
  );
});

t.test('an unknown blog id answers 404 with Blog not found', async (t) => {
  const res = await app.inject({ url: '/blog/999' });
  t.equal(res.statusCode, 404);
  t.match(res.body, 'Blog not found');
});

t.test('/blogs and /our-team redirect to the pages they mean, keeping the query', async (t) => {
  const blogs = await app.inject({ url: '/blogs' });
  t.equal(blogs.statusCode, 301);
  t.equal(blogs.headers.location, '/blog');
  const team = await app.inject({ url: '/our-team?x=1' });
  t.equal(team.headers.location, '/our-teame?x=1');
  const slash = await app.inject({ url: '/about-us/' });
  t.equal(slash.headers.location, '/about-us');
});

t.test(
  'the CSP carries a fresh nonce and no unsafe-inline scripts; the page has no inline script to need it',
  async (t) => {
    const a = await app.inject({ url: '/' });
    const b = await app.inject({ url: '/' });
    const csp = String(a.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    t.ok(nonce, 'script-src has a nonce');
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    t.notMatch(scriptSrc, 'unsafe-inline');
    t.match(
      scriptSrc,
      "'self'",
      'the boot and entry scripts, same-origin files, are allowed as such',
    );
    t.match(a.body, /<script type="module" src="\/static\/boot-[\w-]+\.js"/);
    const inline = /<script(?![^>]*\bsrc=")(?![^>]*type="application\/(?:ld\+)?json")/;
    t.notMatch(a.body, inline, 'no inline script: only data blocks, which never run');
    t.not(csp, b.headers['content-security-policy'], 'each response has its own nonce');
    t.equal(a.body, b.body, 'a cached page: the same bytes for every request');
    t.match(csp, "frame-ancestors 'none'");
    t.match(csp, "object-src 'none'");
    t.match(csp, "base-uri 'none'");
    t.match(String(a.headers['strict-transport-security']), 'max-age=31536000');
    t.equal(a.headers['x-content-type-options'], 'nosniff');
    t.match(String(a.headers['permissions-policy']), 'camera=(self)');
    t.equal(a.headers['cache-control'], 'no-cache');
  },
);

t.test('a cached page served gzip inflates to the page served plain', async (t) => {
  const res = await app.inject({ url: '/about-us', headers: { 'accept-encoding': 'gzip, br' } });
  t.equal(res.headers['content-encoding'], 'gzip');
  const html = gunzipSync(res.rawPayload).toString();
  t.match(html, /^<!doctype html>/);
  t.match(html, /<\/html>$/);
  t.equal(html, (await app.inject({ url: '/about-us' })).body);
});

t.test('a page rendered per request carries no nonce either, and its own CSP nonce', async (t) => {
  const res = await app.inject({ url: '/key-fact-statement?amount=20000&days=30' });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['x-page-cache'], undefined, 'rendered for this request');
  t.match(String(res.headers['content-security-policy']), /script-src 'self' 'nonce-[^']+'/);
  t.match(res.body, /<script type="module" src="\/static\/boot-[\w-]+\.js"/);
  t.notMatch(res.body, 'nonce=');
});

t.test(
  "a page's JavaScript is asked for by the boot script alone, after the paint: nothing in the page fetches it before",
  async (t) => {
    for (const url of [
      '/',
      '/apply-now',
      '/hi/gallery',
      '/key-fact-statement?amount=20000&days=30',
    ]) {
      const { body } = await app.inject({ url });
      const scripts = [...body.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map((m) => m[0]);
      t.equal(scripts.length, 1, `${url}: one script element with a source`);
      const boot = scripts[0] ?? '';
      t.match(
        boot,
        /^<script type="module" src="\/static\/boot-[\w-]+\.js" fetchpriority="low" id="boot"/,
        url,
      );
      t.notMatch(body, 'modulepreload', `${url}: no chunk is preloaded before the paint`);
      const entry = /data-entry="([^"]*)"/.exec(boot)?.[1];
      const preload = /data-preload="([^"]*)"/.exec(boot)?.[1] ?? '';
      t.match(entry, /^\/static\/entry-client-[\w-]+\.js$/, `${url}: the entry it starts`);
      const chunks = preload.split(' ');
      t.ok(chunks.length > 1, `${url}: the chunks the entry imports, asked for with it`);
      for (const src of [entry!, ...chunks]) {
        const file = await app.inject({ url: src });
        t.equal(file.statusCode, 200, `${url}: ${src} is served`);
        t.match(String(file.headers['content-type']), 'javascript');
      }
    }
  },
);

t.test('a cached page is not sent gzip to a client that refuses it with q=0', async (t) => {
  const res = await app.inject({ url: '/about-us', headers: { 'accept-encoding': 'gzip;q=0' } });
  t.equal(res.headers['content-encoding'], undefined);
  t.match(res.body, /^<!doctype html>/);
});

t.test('a request id is ours and echoed; a client cannot choose it', async (t) => {
  // Only one of our proxies (TRUST_PROXY) may pass its id on (tests/attack/uploads-and-ids.test.ts).
  const own = await app.inject({ url: '/robots.txt', headers: { 'x-request-id': 'abc-123' } });
  t.match(String(own.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  const bad = await app.inject({
    url: '/robots.txt',
    headers: { 'x-request-id': 'bad id<script>' },
  });
  t.match(String(bad.headers['x-request-id']), /^[0-9a-f-]{36}$/);
});

t.test(
  'the sitemap lists the public pages and every blog post; robots.txt points to it',
  async (t) => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    t.equal(sitemap.statusCode, 200);
    t.match(sitemap.body, '<loc>http://localhost:3000/about-us</loc>');
    t.match(sitemap.body, '<loc>http://localhost:3000/blog/1</loc>');
    t.match(sitemap.body, '<loc>http://localhost:3000/blog/6</loc>');
    t.notMatch(sitemap.body, '/video-kyc');
    const robots = await app.inject({ url: '/robots.txt' });
    t.match(robots.body, 'Sitemap: http://localhost:3000/sitemap.xml');
  },
);

t.test('hashed assets are immutable for a year and precompressed', async (t) => {
  const page = await app.inject({ url: '/' });
  const css = /href="(\/static\/[^"]+\.css)"/.exec(page.body)?.[1];
  t.ok(css);
  const res = await app.inject({ url: css!, headers: { 'accept-encoding': 'br' } });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal(res.headers['content-encoding'], 'br');
});

t.test('an unknown API path answers problem+json 404, not a page', async (t) => {
  const res = await app.inject({ url: '/api/nothing' });
  t.equal(res.statusCode, 404);
  t.match(res.headers['content-type'], 'application/problem+json');
  t.equal(res.json().status, 404);
});

t.test('health answers while the app runs', async (t) => {
  const res = await app.inject({ url: '/healthz' });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ok' });
});

t.test(
  'our HTTP API answers with the data set of security headers: DESIGN’s list, nothing that concerns documents only',
  async (t) => {
    const documentOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const page = await app.inject({ url: '/about-us' });
    for (const name of documentOnly) t.ok(page.headers[name], `a page keeps ${name}`);
    const answers = [
      await app.inject({ url: '/api/states' }), // from memory once loaded (http/first-answers.ts)
      await app.inject({ url: '/api/states' }),
      await app.inject({ url: '/api/no-such-endpoint' }),
      await app.inject({ method: 'POST', url: '/api/otp', payload: {} }),
    ];
    const nonces = new Set<string>();
    for (const res of answers) {
      const where = `${res.statusCode} ${res.headers['content-type']}`;
      t.match(res.headers['content-type'], /json/, where);
      for (const name of documentOnly) t.notOk(res.headers[name], `${where}: no ${name}`);
      t.match(res.headers['strict-transport-security'], 'max-age=31536000', where);
      t.equal(res.headers['x-content-type-options'], 'nosniff', where);
      t.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', where);
      t.equal(res.headers['cross-origin-resource-policy'], 'same-origin', where);
      t.match(res.headers['permissions-policy'], 'camera=(self), microphone=(self)', where);
      const csp = String(res.headers['content-security-policy']);
      const nonce =
        /^default-src 'none'; script-src 'nonce-([^']+)'; form-action 'self' \S+; frame-ancestors 'none'; object-src 'none'; base-uri 'none'$/.exec(
          csp,
        )?.[1];
      t.ok(nonce, `${where}: nothing may load in it, and it has its own nonce (${csp})`);
      nonces.add(nonce!);
    }
    t.equal(nonces.size, answers.length, 'a fresh nonce for every answer');
  },
);
