import t from 'tap';
import { startApp, waitForLog, type TestApp } from '../helpers/app.ts';
import { RedisServer, freePort, redisAvailable } from '../helpers/redis-server.ts';

if (redisAvailable(t, 'rate limits shared through a real Redis')) await run();

const count = (app: TestApp, text: string) => app.logs.filter((l) => l.includes(text)).length;

/** Sends requests from one client address, alternating between the instances; returns the statuses. */
async function hammer(instances: TestApp[], ip: string, n: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const { app } = instances[i % instances.length]!;
    codes.push((await app.inject({ url: '/robots.txt', remoteAddress: ip })).statusCode);
  }
  return codes;
}

async function run() {
  const redis = new RedisServer(await freePort());
  await redis.start();
  t.teardown(() => redis.stop());

  const env = { REDIS_URL: redis.url, RATE_LIMIT_DEFAULT: '4' };
  const a = await startApp(env);
  const b = await startApp(env);
  t.teardown(() => Promise.all([a.app.close(), b.app.close()]));
  await Promise.all([waitForLog(a, 'redis connected'), waitForLog(b, 'redis connected')]);

  t.test('two instances on one Redis share one budget per client', async (t) => {
    t.same(await hammer([a, b], '198.51.100.1', 7), [200, 200, 200, 200, 429, 429, 429]);
    const refused = await b.app.inject({ url: '/robots.txt', remoteAddress: '198.51.100.1' });
    t.ok(Number(refused.headers['retry-after']) > 0, 'the refusal says when to come back');
    t.same(
      await hammer([b, a], '198.51.100.2', 5),
      [200, 200, 200, 200, 429],
      'another client has its own budget',
    );
  });

  t.test(
    'when Redis stops, both instances keep serving with their own local limits, and say so once',
    async (t) => {
      await redis.stop();
      await Promise.all([waitForLog(a, 'redis unavailable'), waitForLog(b, 'redis unavailable')]);
      // A new client: each instance now counts alone, so each lets 4 through before refusing.
      t.same(
        await hammer([a], '198.51.100.3', 5),
        [200, 200, 200, 200, 429],
        'instance A limits locally',
      );
      t.same(
        await hammer([b], '198.51.100.3', 5),
        [200, 200, 200, 200, 429],
        'instance B limits locally',
      );
      // The client that spent its shared budget while Redis was up: each instance also counted what it saw, so the
      // outage does not hand it a fresh budget.
      t.same(
        await hammer([a, b], '198.51.100.1', 2),
        [429, 429],
        'no fresh budget because Redis went away',
      );
      t.equal((await a.app.inject({ url: '/healthz' })).statusCode, 200);
      t.equal(count(a, 'redis unavailable'), 1, 'one log line, not one per request');
      t.equal(count(b, 'redis unavailable'), 1);
    },
  );

  t.test(
    'when Redis is back the budgets are shared again, and the recovery is logged',
    async (t) => {
      await redis.start();
      await Promise.all([
        waitForLog(a, 'redis available again'),
        waitForLog(b, 'redis available again'),
      ]);
      t.same(await hammer([a, b], '198.51.100.5', 6), [200, 200, 200, 200, 429, 429]);
    },
  );
}

t.test(
  'an unreachable Redis at start-up: the site serves with local limits and logs it without the password',
  async (t) => {
    const port = await freePort(); // nothing listens there
    const app = await startApp(t, {
      REDIS_URL: `redis://:not-for-logs@127.0.0.1:${port}`,
      RATE_LIMIT_DEFAULT: '2',
    });
    await waitForLog(app, 'redis unavailable');
    t.same(await hammer([app], '198.51.100.9', 3), [200, 200, 429]);
    t.equal(count(app, 'redis unavailable'), 1);
    t.notOk(
      app.logs.some((l) => l.includes('not-for-logs')),
      'the password never reaches a log line',
    );
  },
);
