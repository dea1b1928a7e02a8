// Images are cached for a year at their current content version (decision 0015), briefly otherwise, and every
// image URL a page writes carries that version.
import t from 'tap';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { startApp } from '../helpers/app.ts';
import { distDir } from '../../server/paths.ts';

const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '1000' });

const YEAR = 'public, max-age=31536000, immutable';

/** A URL without its scheme and host. */
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** Every image URL in a page: img src and srcset, Open Graph, icons, JSON-LD. */
function imageUrls(html: string): string[] {
  const urls = [
    ...[...html.matchAll(/<img [^>]*?src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/srcSet="([^"]+)"/gi)].flatMap((m) =>
      m[1]!.split(', ').map((c) => c.split(' ')[0]!),
    ),
    ...[...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map(
      (m) => m[1]!,
    ),
    ...[...html.matchAll(/"(?:image|logo)":"([^"]+)"/g)].map((m) => m[1]!),
  ];
  return urls.map((u) => u.replace(/&amp;/g, '&'));
}

async function gallery() {
  return (await app.inject({ url: '/gallery' })).body;
}

t.test('every image URL on a page carries the content version of its file', async (t) => {
  for (const page of ['/gallery', '/', '/blog/3', '/our-teame']) {
    const urls = imageUrls((await app.inject({ url: page })).body);
    t.ok(urls.length > 3, `${page}: ${urls.length} image URLs`);
    for (const url of urls) t.match(url, /\.(webp|svg|png)\?v=[\w-]{6}$/, `${page}: ${url}`);
  }
});

t.test('no page, in the sitemap or not, names a file of public/ without its version', async (t) => {
  const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => path(m[1]!));
  t.ok(pages.length > 20, `${pages.length} pages`);
  for (const page of [...pages, '/video-kyc', '/getpanverify', '/thank-you', '/no-such-page']) {
    const html = (await app.inject({ url: page })).body;
    const files = [
      ...html.matchAll(/\/(?:assets\/[^"'\s,?]+|favicon\.svg|apple-touch-icon\.png)(\?v=)?/g),
    ];
    const bare = files.filter((m) => !m[1]).map((m) => m[0]);
    t.same(bare, [], `${page}: ${files.length} files, all versioned`);
  }
});

t.test('an image at the version the page names is cached for a year', async (t) => {
  const urls = imageUrls(await gallery());
  const photo = urls.find((u) => u.includes('/img/gallery/'))!;
  const favicon = urls.find((u) => u.startsWith('/favicon.svg'))!;
  const ogImage = path(urls.find((u) => u.includes('og-default'))!);
  for (const url of [photo, favicon, ogImage]) {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    t.equal(res.statusCode, 200, url);
    t.equal(res.headers['cache-control'], YEAR, url);
    t.match(res.headers['content-type'], /^image\//, url);
  }
});

t.test(
  'the same image unversioned is cached a day, and at another version not at all unchecked',
  async (t) => {
    const photo = imageUrls(await gallery()).find((u) => u.includes('/img/gallery/'))!;
    const bare = photo.replace(/\?.*$/, '');
    const unversioned = await app.inject({ url: bare });
    t.equal(unversioned.statusCode, 200);
    t.equal(unversioned.headers['cache-control'], 'public, max-age=86400');
    for (const v of ['000000', 'older1', '']) {
      const other = await app.inject({ url: `${bare}?v=${v}` });
      t.equal(other.statusCode, 200, `?v=${v} still gets the file`);
      t.equal(other.headers['cache-control'], 'no-cache', `?v=${v}`);
    }
    const svg = await app.inject({
      url: '/assets/img/logo.svg?v=nope00',
      headers: { 'accept-encoding': 'br' },
    });
    t.equal(svg.headers['content-encoding'], 'br');
    t.equal(svg.headers['cache-control'], 'no-cache', 'a precompressed twin follows its original');
  },
);

t.test(
  'a precompressed twin is chosen by Accept-Encoding, never asked for by its own name',
  async (t) => {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const plain = await app.inject({
        url: '/assets/img/logo.svg',
        headers: { 'accept-encoding': encoding },
      });
      t.equal(plain.statusCode, 200, encoding);
      t.equal(plain.headers['content-encoding'], encoding);
      t.match(plain.headers['content-type'], /^image\/svg\+xml/);
      // The twin exists on disk (preCompressed serves it) but is no route: a path nothing links to is a 404 page.
      const twin = await app.inject({ url: `/assets/img/logo.svg${suffix}` });
      t.equal(twin.statusCode, 404, suffix);
      t.match(twin.headers['content-type'], /^text\/html/);
    }
  },
);

t.test('a cached image revalidates by ETag and Last-Modified, versioned or not', async (t) => {
  const photo = imageUrls(await gallery()).find((u) => u.includes('/img/gallery/'))!;
  for (const url of [photo, photo.replace(/\?.*$/, '')]) {
    const first = await app.inject({ url });
    t.ok(first.headers.etag, `${url} has an ETag`);
    t.ok(first.headers['last-modified'], `${url} has a Last-Modified`);
    const again = await app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    t.equal(again.statusCode, 304, url);
    const since = await app.inject({
      url,
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    t.equal(since.statusCode, 304, url);
  }
});

t.test('with a CDN as the asset base, images load from it with the same versions', async (t) => {
  const cdn = await startApp(t, { ASSET_BASE_URL: 'https://cdn.example.in/assets/' });
  const ours = imageUrls(await gallery()).filter((u) => u.includes('/assets/'));
  const html = (await cdn.app.inject({ url: '/gallery' })).body;
  const theirs = imageUrls(html).filter((u) => u.includes('/assets/'));
  t.ok(theirs.length > 3);
  for (const url of theirs)
    t.match(url, /^https:\/\/cdn\.example\.in\/assets\/img\/.+\?v=[\w-]{6}$/);
  t.same(theirs.map(path), ours.map(path), 'the same files at the same versions');
  t.match(html, '<link rel="icon" href="/favicon.svg?v=', 'the favicon stays on this server');
});

t.test('the payment pages show the logo at its version', async (t) => {
  const res = await app.inject({
    method: 'POST',
    url: '/payments/initiate',
    payload: { query: '9810012345' },
    headers: { 'content-type': 'application/json' },
  });
  t.equal(res.statusCode, 415);
  t.match(res.body, /<img class="logo" src="\/assets\/img\/logo\.svg\?v=[\w-]{6}"/);
});

t.test(
  'every built file answers at its path, and only the built files do (decision 0167)',
  async (t) => {
    const root = join(distDir, 'client');
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
      .map((e) => `/${relative(root, join(e.parentPath, e.name)).split(sep).join('/')}`)
      .filter((path) => !path.startsWith('/.'));
    t.ok(files.length > 300, `${files.length} files`);
    const failed = [];
    for (const url of files) {
      const res = await app.inject({ url });
      if (res.statusCode !== 200 || res.rawPayload.length !== statSync(join(root, url)).size)
        failed.push(`${url}: ${res.statusCode}`);
    }
    t.same(failed, [], 'each with its own bytes');
    for (const url of ['/.vite/manifest.json', '/static/', '/assets', '/assets/img/nope.webp']) {
      const res = await app.inject({ url });
      t.equal(res.statusCode, 404, url);
      t.match(res.headers['content-type'], /^text\/html/, `${url}: the page renderer's 404`);
    }
  },
);

t.test(
  'a file spelled with doubled slashes or escapes is the same file; HEAD has no body',
  async (t) => {
    const chunk = readdirSync(join(distDir, 'client', 'static')).find((n) => n.endsWith('.js'))!;
    const plain = await app.inject({ url: `/static/${chunk}` });
    t.equal(plain.headers['cache-control'], YEAR);
    for (const url of [
      `//static/${chunk}`,
      `/static//${chunk}`,
      `/static/%${chunk.charCodeAt(0).toString(16)}${chunk.slice(1)}`,
    ]) {
      const res = await app.inject({ url });
      t.equal(res.statusCode, 200, url);
      t.equal(res.body, plain.body, url);
    }
    const head = await app.inject({ method: 'HEAD', url: `/static/${chunk}` });
    t.equal(head.statusCode, 200);
    t.equal(head.body, '');
    t.equal(head.headers['content-length'], plain.headers['content-length']);
    t.equal(head.headers.etag, plain.headers.etag);
    // An escaped separator is not a separator: no file is named that.
    const slash = await app.inject({ url: `/static%2F${chunk}` });
    t.equal(slash.statusCode, 404);
  },
);
