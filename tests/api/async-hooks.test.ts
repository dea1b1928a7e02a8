// The built server serves its pages without Node's async hooks on (decision 0123): a page from the cache and a page
// rendered per request, after the warm-up has rendered every cacheable page, leave them off. Turned on once, they
// tax every later request of the process.
import t from 'tap';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { serverEntry, startServer } from '../helpers/server-process.ts';
import { asyncHooksOn } from '../helpers/async-hooks-probe.mjs';

if (!existsSync(serverEntry)) t.fail(`${serverEntry} is missing: run npm run build first`);

t.test(
  'the probe sees hooks that are on: tap runs each test in an async-hook domain',
  async (t) => {
    t.equal(await asyncHooksOn(), true);
  },
);

t.test('pages cached and rendered per request leave the async hooks off', async (t) => {
  const probe = pathToFileURL(resolve('tests/helpers/async-hooks-probe.mjs')).href;
  const server = await startServer({ NODE_OPTIONS: `--import=${probe}`, ASYNC_HOOKS_PROBE: '1' });
  t.teardown(() => server.child.kill('SIGKILL'));
  await server.waitForLog((line) => line.msg === 'page cache warm', 60_000);

  for (const [path, cached] of [
    ['/', 'hit'],
    ['/hi/faqs', 'hit'],
    ['/blog?page=2', null],
    ['/key-fact-statement?amount=20000&days=30', null],
    ['/no-such-page', 'hit'],
  ] as const) {
    const res = await fetch(`${server.url}${path}`);
    t.equal(res.status, path === '/no-such-page' ? 404 : 200, path);
    t.equal(
      res.headers.get('x-page-cache'),
      cached,
      `${path}: ${cached ?? 'rendered per request'}`,
    );
    await res.arrayBuffer();
  }

  server.child.kill('SIGWINCH');
  let answer: string | undefined;
  for (let i = 0; i < 200 && !answer; i++) {
    answer = /async-hooks:(on|off)/.exec(server.output())?.[1];
    if (!answer) await sleep(50);
  }
  t.equal(answer, 'off', 'no AsyncLocalStorage ran: the streaming renderer was not used');
});
