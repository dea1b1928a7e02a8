import { join } from 'node:path';
import t, { type Test } from 'tap';
import { rmSync, writeFileSync } from 'node:fs';
import { mock } from 'node:test';
import { startApp, type TestApp } from '../helpers/app.ts';

t.test('/healthz answers 200 while the process is up', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ url: '/healthz' });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ok' });
  t.equal(res.headers['cache-control'], 'no-store');
});

t.test('/readyz is ready when every registered check passes, and names each check', async (t) => {
  const { app } = await startApp(t);
  app.addReadinessCheck('extra', async () => true);
  // Each check has a 2 s time-out, a timer; with the timers held still, the first probe of the uploads folder and of
  // the lending API counts as ok however long a loaded machine takes to answer it (the time-out has its own test).
  // One lending call first, so the HTTP client's own clock (a timer it keeps re-arming) is a real one.
  await app.inject({ url: '/api/states' });
  mock.timers.enable({ apis: ['setTimeout'] });
  let res;
  try {
    res = await app.inject({ url: '/readyz' });
  } finally {
    mock.timers.reset();
  }
  t.equal(res.statusCode, 200);
  t.same(res.json(), {
    status: 'ready',
    checks: { database: 'ok', lending: 'ok', uploads: 'ok', extra: 'ok' },
    // Facts beside the checks: the database, what waits to be sent and the dead letters (issues 42, 43).
    details: {
      database: { where: 'embedded', reachable: true },
      outbox: {
        delivery: { sms: 'provider', mail: 'sandbox' },
        waiting: {},
        oldestSeconds: 0,
        dead: {},
      },
    },
  });
});

t.test('a failing, throwing or hanging check makes /readyz 503 and is logged once', async (t) => {
  const { app, logs } = await startApp(t);
  app.addReadinessCheck('extra', async () => false);
  app.addReadinessCheck('broken', async () => {
    throw new Error('probe exploded');
  });
  app.addReadinessCheck('hanging', () => new Promise<boolean>(() => undefined), { timeoutMs: 50 });
  const res = await app.inject({ url: '/readyz' });
  t.equal(res.statusCode, 503);
  t.same(res.json(), {
    status: 'not-ready',
    checks: {
      database: 'ok',
      lending: 'ok',
      uploads: 'ok',
      extra: 'failing',
      broken: 'failing',
      hanging: 'failing',
    },
    details: {
      database: { where: 'embedded', reachable: true },
      outbox: {
        delivery: { sms: 'provider', mail: 'sandbox' },
        waiting: {},
        oldestSeconds: 0,
        dead: {},
      },
    },
  });
  await app.inject({ url: '/readyz' });
  t.equal(
    logs.filter((l) => l.includes('"check":"extra"') && l.includes('readiness check failing'))
      .length,
    1,
  );
});

t.test('twenty /readyz requests make one lending-API probe: the result is cached', async (t) => {
  const { app } = await startApp(t);
  const { calls } = app.services.sandbox!;
  const before = calls.count('getState');
  await Promise.all(Array.from({ length: 10 }, () => app.inject({ url: '/readyz' })));
  for (let i = 0; i < 10; i++) await app.inject({ url: '/readyz' });
  t.equal(calls.count('getState') - before, 1);
  t.equal(calls.lastRequestId('getState'), 'readiness-probe', 'the probe says what it is');
});

t.test('a cached probe result is refreshed once its period is over', async (t) => {
  const { app } = await startApp(t);
  let calls = 0;
  let healthy = true;
  const check = async () => {
    calls++;
    return healthy;
  };
  // The clock moves only when the test says so: a busy machine cannot stretch the period under the test.
  const realNow = Date.now;
  let now = realNow();
  Date.now = () => now;
  t.teardown(() => {
    Date.now = realNow;
  });
  app.addReadinessCheck('upstream', check, { cacheMs: 150 });
  t.equal((await app.inject({ url: '/readyz' })).statusCode, 200);
  healthy = false;
  now += 149;
  t.equal((await app.inject({ url: '/readyz' })).statusCode, 200, 'still the cached answer');
  now += 2;
  t.equal((await app.inject({ url: '/readyz' })).statusCode, 503, 'a fresh probe once it expires');
  t.equal(calls, 2);
});

/** /readyz of a new app after `breakIt` has done its damage. */
async function readinessAfter(t: Test, breakIt: (started: TestApp) => void) {
  const started = await startApp(t);
  breakIt(started);
  const res = await started.app.inject({ url: '/readyz' });
  return { status: res.statusCode, checks: res.json().checks as Record<string, string> };
}

for (const [fault, status, lending, what] of [
  ['drop', 503, 'failing', 'that cannot be reached makes the instance not ready'],
  ['500', 200, 'ok', 'that answers, even with an error, is reachable'],
] as const)
  t.test(`a lending API ${what}`, async (t) => {
    const ready = await readinessAfter(t, ({ app }) =>
      app.services.sandbox!.faults.set('getState', fault),
    );
    t.equal(ready.status, status);
    t.equal(ready.checks.lending, lending);
  });

t.test(
  'an uploads folder that cannot take writes any more makes the instance not ready',
  async (t) => {
    const ready = await readinessAfter(t, ({ config }) => {
      // The work folder replaced by a plain file: no one, root included, can write into it.
      const uploads = join(config.dataDir, 'uploads');
      rmSync(uploads, { recursive: true, force: true });
      writeFileSync(uploads, '');
    });
    t.equal(ready.status, 503);
    t.equal(ready.checks.uploads, 'failing');
  },
);

t.test(
  'once shutdown begins /readyz is 503 while /healthz stays 200, and responses ask to close the connection',
  async (t) => {
    const { app } = await startApp(t);
    app.beginShutdown();
    const ready = await app.inject({ url: '/readyz' });
    t.equal(ready.statusCode, 503);
    t.equal(ready.json().status, 'shutting-down');
    const live = await app.inject({ url: '/healthz' });
    t.equal(live.statusCode, 200);
    t.equal(live.headers.connection, 'close');
  },
);
