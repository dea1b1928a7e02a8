// `npm run dev`: the app built in development mode renders pages through Vite's dev server (no build needed).
import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { startApp } from '../helpers/app.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** Handles that would keep the process alive after the app closed: Vite's file watchers and servers, sockets. */
const lingering = () =>
  process
    .getActiveResourcesInfo()
    .filter((r) =>
      ['FSEventWrap', 'StatWatcher', 'TCPServerWrap', 'TCPSocketWrap', 'TCPWrap'].includes(r),
    );
const before = lingering();

// Without hot reload (no WebSocket server on Vite's fixed port, which a running `npm run dev` may hold), and with
// Vite's dependency cache of its own, so the test does not rewrite the one a developer's dev server uses.
const viteCache = tempDir('rupeeflow-vite-', t);
const { app, logs } = await startApp(
  { NODE_ENV: 'development' },
  {
    build: {
      mode: 'development',
      development: { hmr: false, cacheDir: viteCache },
    },
  },
);
let closed = false;
t.teardown(() => (closed ? undefined : app.close()));

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';

t.test('/ renders through Vite with its heading and the dev client scripts', async (t) => {
  const res = await app.inject({ url: '/' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/html/);
  t.match(heading(res.body), /Salary Advances Judged on Your Salary/);
  t.match(res.body, /<title>Rupeeflow: /);
  t.match(res.body, /<script type="module" src="\/@vite\/client"/);
  // The one inline script, React refresh's preamble, carries this response's nonce.
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
  t.ok(nonce);
  t.match(res.body, `<script type="module" nonce="${nonce}">`);
  t.match(res.body, /src="\/client\/entry-client\.tsx"/);
});

t.test('another page renders too, fresh on every request', async (t) => {
  const res = await app.inject({ url: '/about-us' });
  t.equal(res.statusCode, 200);
  t.match(heading(res.body), /About Us/);
  t.equal((await app.inject({ url: '/no-such-page' })).statusCode, 404);
});

t.test("Vite serves the browser's modules from source", async (t) => {
  const res = await app.inject({ url: '/client/entry-client.tsx' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /javascript/);
  t.match(res.body, /hydrateRoot/);
});

t.test('no error was logged', async (t) => {
  t.same(
    logs.filter((l) => /"level":(50|60)/.test(l)),
    [],
  );
});

t.test(
  'closing the app stops Vite: no watcher or server is left to keep the process alive',
  async (t) => {
    t.ok(lingering().length > before.length, 'while running, Vite watches the source files');
    await app.close();
    closed = true;
    // A closed server's handle goes on libuv's next turn, a moment after close() resolved: allow it a little while.
    const until = Date.now() + 2000;
    while (lingering().length > before.length && Date.now() < until) await sleep(10);
    t.same(lingering(), before);
  },
);
