import t from 'tap';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../helpers/app.ts';

t.test('/healthz answers 200 while the process is up', async (t) => {
  const { app } = await startApp();
  t.teardown(() => app.close());
  const res = await app.inject({ url: '/healthz' });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ok' });
  t.equal(res.headers['cache-control'], 'no-store');
});

t.test('/readyz is ready when every registered check passes, and names each check', async (t) => {
  const { app } = await startApp();
  t.teardown(() => app.close());
  app.addReadinessCheck('lending', async () => true);
  const res = await app.inject({ url: '/readyz' });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ready', checks: { dataDir: 'ok', lending: 'ok' } });
});

t.test('a failing, throwing or hanging check makes /readyz 503 and is logged once', async (t) => {
  const { app, logs } = await startApp();
  t.teardown(() => app.close());
  app.addReadinessCheck('lending', async () => false);
  app.addReadinessCheck('broken', async () => {
    throw new Error('probe exploded');
  });
  app.addReadinessCheck('hanging', () => new Promise<boolean>(() => undefined), { timeoutMs: 50 });
  const res = await app.inject({ url: '/readyz' });
  t.equal(res.statusCode, 503);
  t.same(res.json(), {
    status: 'not-ready',
    checks: { dataDir: 'ok', lending: 'failing', broken: 'failing', hanging: 'failing' },
  });
  await app.inject({ url: '/readyz' });
  t.equal(
    logs.filter((l) => l.includes('"check":"lending"') && l.includes('readiness check failing'))
      .length,
    1,
  );
});

t.test(
  'a probe result is reused for its cache period, so /readyz polling does not hammer the upstream',
  async (t) => {
    const { app } = await startApp();
    t.teardown(() => app.close());
    let calls = 0;
    let healthy = true;
    app.addReadinessCheck(
      'lending',
      async () => {
        calls++;
        return healthy;
      },
      { cacheMs: 150 },
    );
    await Promise.all(Array.from({ length: 10 }, () => app.inject({ url: '/readyz' })));
    for (let i = 0; i < 10; i++) await app.inject({ url: '/readyz' });
    t.equal(calls, 1, 'twenty requests, one probe');
    healthy = false;
    t.equal((await app.inject({ url: '/readyz' })).statusCode, 200, 'still the cached answer');
    await new Promise((r) => setTimeout(r, 200));
    t.equal(
      (await app.inject({ url: '/readyz' })).statusCode,
      503,
      'a fresh probe once the cache expires',
    );
    t.equal(calls, 2);
  },
);

t.test('a data directory that cannot be written makes the instance not ready', async (t) => {
  // A path under a regular file: no one, root included, can create it.
  const file = join(mkdtempSync(join(tmpdir(), 'rupeeflow-test-')), 'a-file');
  writeFileSync(file, '');
  const { app } = await startApp({ DATA_DIR: join(file, 'data') });
  t.teardown(() => app.close());
  const res = await app.inject({ url: '/readyz' });
  t.equal(res.statusCode, 503);
  t.same(res.json().checks, { dataDir: 'failing' });
});

t.test(
  'once shutdown begins /readyz is 503 while /healthz stays 200, and responses ask to close the connection',
  async (t) => {
    const { app } = await startApp();
    t.teardown(() => app.close());
    app.beginShutdown();
    const ready = await app.inject({ url: '/readyz' });
    t.equal(ready.statusCode, 503);
    t.equal(ready.json().status, 'shutting-down');
    const live = await app.inject({ url: '/healthz' });
    t.equal(live.statusCode, 200);
    t.equal(live.headers.connection, 'close');
  },
);
