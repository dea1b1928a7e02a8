// Requests refused before routing (issue 40): a bad percent-escape, a malformed header, headers past the size
// limit, a request line the parser cannot read. Each kind is answered like a 404: the default rate limit (and 429
// past it), the security headers, a request id, an access-log line. A flood of thousands leaves nothing behind:
// in-flight tracking returns to zero and the heap after a GC stays flat (generous bounds; no timing).
import t from 'tap';
import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Pool } from 'undici';
import { startApp } from '../helpers/app.ts';
import { rawRequest } from './raw-client.ts';
import { isUnreadableUrl } from '../../server/http/unreadable-url.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const budget = 1500;
const s = await startApp(t, { RATE_LIMIT_DEFAULT: String(budget) }, { listen: true });
const port = Number(new URL(s.url).port);

/** `n` requests of one early-error kind over fresh connections, `width` at a time; the statuses answered. */
async function flood(n: number, request: () => string, width = 32): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        next++;
        statuses.push((await rawRequest(port, request())).status);
      }
    }),
  );
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((x) => x === status).length;

const kinds: Array<[string, () => string, number]> = [
  ['a malformed header', () => 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n', 400],
  [
    'headers past the size limit',
    () => `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    431,
  ],
  ['a request line the parser cannot read', () => 'NOT HTTP AT ALL\r\n\r\n', 400],
];

t.test(
  'every early answer carries the security headers, a request id and a log line',
  async (t) => {
    for (const [name, request, status] of kinds) {
      const answer = await rawRequest(port, request());
      t.equal(answer.status, status, `${name}: ${status}`);
      t.match(answer.headers['content-security-policy'], /frame-ancestors 'none'/, name);
      t.equal(answer.headers['x-content-type-options'], 'nosniff', name);
      t.match(answer.headers['x-request-id'], /^[0-9a-f-]{36}$/, name);
      t.match(answer.headers['content-type'], /^application\/problem\+json/, name);
      t.ok(
        s.logs.some(
          (l) => l.includes(answer.headers['x-request-id']!) && l.includes(`"status":${status}`),
        ),
        `${name}: an access-log line with its id`,
      );
    }
    const pool = new Pool(s.url);
    t.teardown(() => pool.close());
    for (const path of ['/%ff%fe', '/api/%zz', '/%', '/repay-loan/%E0%A4']) {
      const res = await pool.request({ path, method: 'GET' });
      const body = await res.body.text();
      t.equal(res.statusCode, 400, `${path}: 400`);
      t.match(res.headers['content-security-policy'], /frame-ancestors 'none'/);
      t.match(body, /could not be read/);
      const id = String(res.headers['x-request-id']);
      const line = s.logs.find((l) => l.includes(id) && l.includes('request completed'));
      t.ok(line, `${path}: an access-log line`);
      t.notOk(line?.includes('%'), 'the line names our route, not the garbage');
    }
  },
);

t.test('unreadable paths are exactly those decodeURI refuses', async (t) => {
  // Percent signs among hex digits and others: valid escapes, bad ones, and escapes of invalid UTF-8.
  const unit = fc.constantFrom(
    '%',
    '%',
    'e',
    'f',
    'F',
    '0',
    '8',
    'a',
    'A',
    'c',
    '2',
    'z',
    '/',
    '.',
  );
  fc.assert(
    fc.property(fc.string({ unit, maxLength: 30 }), (tail) => {
      const path = `/${tail}`;
      let refused = false;
      try {
        decodeURI(path);
      } catch {
        refused = true;
      }
      return isUnreadableUrl(path) === refused && !isUnreadableUrl(`/ok?q=${path}`);
    }),
  );
  t.pass('checked');
});

t.test('thousands of early errors leave nothing behind, and the budget holds', async (t) => {
  const pool = new Pool(s.url, { connections: 16 });
  t.teardown(() => pool.close());
  const badUrls = async (n: number) => {
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const res = await pool.request({ path: i % 2 ? '/%ff%fe' : '/api/%zz', method: 'GET' });
        await res.body.dump();
        statuses.push(res.statusCode);
      }),
    );
    return statuses;
  };
  // Warm up every path once, so what is measured is what stays, not what is made once.
  await badUrls(200);
  for (const [, request] of kinds) await flood(100, request);
  // The test keeps every log line in memory: let those go, so only the server's own memory is compared.
  s.logs.length = 0;
  const before = heapAfterGc();

  const url = await badUrls(3000);
  const parsed = [];
  for (const [name, request] of kinds) {
    const statuses = await flood(2000, request);
    parsed.push(statuses);
    t.equal(statuses.length, 2000, `${name}: every request answered`);
  }
  const all = [url, ...parsed].flat();
  // 200 + 300 warm-up and 9,000 here from one address against a budget of 1,500 a minute: past it, 429s.
  t.ok(count(all, 429) > 0, `the budget was spent: ${count(all, 429)} answered 429`);
  t.ok(count(all, 400) + count(all, 431) > 0);
  t.equal(all.filter((x) => ![400, 431, 429].includes(x)).length, 0, 'no other answer');

  await new Promise((resolve) => setImmediate(resolve));
  t.equal(s.app.requestsInFlight, 0, 'in-flight tracking returned to zero');
  s.logs.length = 0;
  const growth = heapAfterGc() - before;
  t.ok(growth < 8 * 1024 * 1024, `heap after GC grew ${(growth / 1048576).toFixed(1)} MB`);
});

t.test('a 429 for an early error says when to come back', async (t) => {
  const answer = await rawRequest(port, kinds[0]![1]());
  t.equal(answer.status, 429);
  t.match(answer.headers['retry-after'], /^\d+$/);
  t.match(answer.headers['x-request-id'], /^[0-9a-f-]{36}$/);
});
