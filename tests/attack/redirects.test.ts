// No open redirect (issue 15 item 3) and one canonical path per page (issue 22): hostile spellings sent verbatim
// over a socket (an in-process inject would tidy them first) never answer a Location off our origin.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { rawRequest } from './raw-client.ts';
import { isOwnOriginPath } from '../../server/features/pages/canonical-path.ts';

const s = await startApp(t, { RATE_LIMIT_DEFAULT: '100000' }, { listen: true });
const port = Number(new URL(s.url).port);
const get = (path: string) =>
  rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

const hostile = [
  '//evil.example/',
  '//evil.example',
  '///evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/%2F%2Fevil.example/',
  '/%2f%2fevil.example',
  '/%5Cevil.example/',
  '/%5cevil.example',
  '/%09/evil.example/',
  '/\t/evil.example/',
  '/%0d%0a//evil.example/',
  '/%0A/evil.example',
  '//evil.example/about-us/',
  '/about-us/..//evil.example/',
  '/https:/evil.example/',
  '/.//evil.example',
];

for (const path of hostile) {
  t.test(`${JSON.stringify(path)} never leaves our origin`, async (t) => {
    const res = await get(path);
    if (res.headers.location !== undefined)
      t.ok(isOwnOriginPath(res.headers.location), `Location ${res.headers.location} is ours`);
    t.not(res.status, 500);
    t.ok(res.status === 400 || res.status === 404 || res.status === 301, `answered ${res.status}`);
  });
}

t.test('case and trailing-slash variants answer one 301 to the canonical path', async (t) => {
  for (const [from, to] of [
    ['/ABOUT-US', '/about-us'],
    ['/About-Us/', '/about-us'],
    ['/about-us/', '/about-us'],
    ['//about-us', '/about-us'],
    ['/BLOG', '/blog'],
    ['/BLOGS/', '/blog'],
    ['/ABOUT-US?utm_source=x', '/about-us?utm_source=x'],
  ] as const) {
    const res = await get(from);
    t.equal(res.status, 301, from);
    t.equal(res.headers.location, to, `${from} -> ${to}`);
  }
  const canonical = await get('/about-us');
  t.equal(canonical.status, 200, 'the canonical path is served');
});

t.test('unknown paths keep their 404, with or without a trailing slash', async (t) => {
  for (const path of ['/no-such-page', '/no-such-page/', '/NO-SUCH-PAGE/']) {
    const res = await get(path);
    t.equal(res.status, 404, path);
    t.equal(res.headers.location, undefined);
  }
});

t.test('isOwnOriginPath refuses every spelling a browser resolves elsewhere', async (t) => {
  for (const p of ['//x', '/\\x', '\\\\x', 'https://x', '/\t/x', ' //x', 'x', ''])
    t.notOk(isOwnOriginPath(p), JSON.stringify(p));
  for (const p of ['/', '/about-us', '/blog/1']) t.ok(isOwnOriginPath(p), p);
});
