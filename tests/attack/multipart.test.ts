// Hostile multipart bodies (issue 15 item 4): every malformed body answers a 4xx with a clear message, never 500,
// on both upload routes.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { encodeRefstr } from '../../server/verification/refstr.ts';

const s = await startApp(t, { RATE_LIMIT_FORMS: '100000', RATE_LIMIT_VIDEO: '100000' });

const b = 'hostileboundary';
const type = `multipart/form-data; boundary=${b}`;
const field = (name: string, value: string) =>
  `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const cases: Array<[string, string, string]> = [
  [
    'no closing boundary',
    type,
    field('fullName', 'Asha') +
      `--${b}\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc`,
  ],
  ['a body cut in the headers', type, `--${b}\r\nContent-Disposition: form-da`],
  ['bad part headers', type, `--${b}\r\nthis is not a header\r\n\r\nvalue\r\n--${b}--\r\n`],
  ['no boundary parameter', 'multipart/form-data', field('fullName', 'Asha') + `--${b}--\r\n`],
  [
    'a boundary that never appears',
    `multipart/form-data; boundary=other`,
    field('fullName', 'Asha') + `--${b}--\r\n`,
  ],
  [
    'huge part headers',
    type,
    `--${b}\r\nContent-Disposition: form-data; name="a"\r\n${'X-Pad: y\r\n'.repeat(300)}\r\nv\r\n--${b}--\r\n`,
  ],
  ['a prototype field name', type, field('__proto__', 'x') + `--${b}--\r\n`],
  ['an empty body', type, ''],
  ['wrong content type', 'text/plain', 'fullName=Asha'],
  ['multipart/mixed', `multipart/mixed; boundary=${b}`, field('a', 'b') + `--${b}--\r\n`],
];

for (const url of ['/api/careers', '/api/kyc/video']) {
  for (const [name, contentType, body] of cases) {
    t.test(`${url}: ${name}`, async (t) => {
      const payload =
        url === '/api/kyc/video'
          ? body.replace(field('fullName', 'Asha'), field('refstr', encodeRefstr('310001')))
          : body;
      const res = await s.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload,
      });
      t.ok(res.statusCode >= 400 && res.statusCode < 500, `answered ${res.statusCode}`);
      const detail = res.json().detail as string;
      t.ok(detail && detail.length > 10, `a clear message: ${detail}`);
    });
  }
}

t.test('nothing malformed was logged as our own error', async (t) => {
  t.notOk(s.logs.some((l) => l.includes('"level":"error"') || l.includes('"level":50')));
});
