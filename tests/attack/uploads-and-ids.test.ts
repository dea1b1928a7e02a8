// The lows of the second outside attack (issue 40): slow uploads from many clients cannot take every file
// descriptor (a global cap answers 503, the contact form keeps working), an abandoned upload writes no error line,
// running out of descriptors is 503, never 500, and a client cannot choose our request id.
import t from 'tap';
import fc from 'fast-check';
import { setImmediate as tick } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { startApp } from '../helpers/app.ts';
import { open, rawRequest } from './raw-client.ts';
import { toProblem } from '../../server/http/errors.ts';

const b = 'slowuploadboundary';
/** The start of a careers upload whose body is 100 KB long, of which only the first part is sent. */
const slowUpload = (path = '/api/careers') =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${b}\r\n` +
  `Content-Length: 100000\r\n\r\n--${b}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAsha\r\n`;

/** Waits, a turn of the event loop at a time, until `ready` holds (bounded, so a bug fails instead of hanging). */
async function until(ready: () => boolean) {
  for (let i = 0; i < 20_000 && !ready(); i++) await tick();
  return ready();
}

t.test(
  'past the cap on uploads in flight: 503 with Retry-After, and the contact form still answers',
  async (t) => {
    const s = await startApp(
      t,
      { MAX_UPLOADS_IN_FLIGHT: '3', RATE_LIMIT_FORMS: '100000' },
      { listen: true },
    );
    const port = Number(new URL(s.url).port);
    // Slow uploads on three routes that take files, each from its own connection.
    const held = await Promise.all(
      ['/api/careers', '/career', '/hi/career'].map(async (path) => {
        const c = await open(port);
        c.socket.write(slowUpload(path));
        return c;
      }),
    );
    t.ok(await until(() => s.app.uploadsInFlight === 3), 'three uploads in flight');
    const refused = await rawRequest(port, slowUpload());
    t.equal(refused.status, 503);
    t.match(refused.headers['retry-after'], /^\d+$/);
    t.match(refused.body, /busy/);
    const contact = await fetch(`${s.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Asha',
        phone: '9811122233',
        email: 'asha@example.in',
        category: 'General question',
        subject: 'A question',
        message: 'Hello',
      }),
    });
    t.equal(contact.status, 202, 'the contact form is not held up by the uploads');
    for (const c of held) c.socket.destroy();
    t.ok(await until(() => s.app.uploadsInFlight === 0), 'each upload gave its place back');
    t.notOk(
      s.logs.some((l) => l.includes('"level":"error"')),
      'abandoned uploads wrote no error-level line',
    );
  },
);

t.test('running out of file descriptors answers 503, never 500', async (t) => {
  for (const code of ['EMFILE', 'ENFILE']) {
    const lines: string[] = [];
    const request = {
      raw: { destroyed: false, complete: true },
      routeOptions: { config: {} },
      log: {
        warn: () => lines.push('warn'),
        error: () => lines.push('error'),
        info: () => undefined,
      },
    } as unknown as FastifyRequest;
    const error = Object.assign(new Error(`${code}: too many open files`), { code });
    t.equal(toProblem(error, { request }).status, 503, code);
    t.same(lines, ['warn'], `${code}: a warn line, no error line`);
  }
});

t.test('a request id is ours unless one of our proxies sent it', async (t) => {
  const direct = await startApp(t);
  const proxied = await startApp(t, { TRUST_PROXY: '10.0.0.0/8' });
  const sane = fc.stringMatching(/^[A-Za-z0-9._:-]{1,64}$/);
  await fc.assert(
    fc.asyncProperty(sane, async (id) => {
      const fromClient = await direct.app.inject({
        url: '/healthz',
        headers: { 'x-request-id': id },
      });
      const fromProxy = await proxied.app.inject({
        url: '/healthz',
        headers: { 'x-request-id': id },
        remoteAddress: '10.1.2.3',
      });
      const notProxy = await proxied.app.inject({
        url: '/healthz',
        headers: { 'x-request-id': id },
        remoteAddress: '192.0.2.1',
      });
      return (
        fromClient.headers['x-request-id'] !== id &&
        /^[0-9a-f-]{36}$/.test(String(fromClient.headers['x-request-id'])) &&
        fromProxy.headers['x-request-id'] === id &&
        notProxy.headers['x-request-id'] !== id
      );
    }),
    { numRuns: 30 },
  );
  t.pass('checked');
});
