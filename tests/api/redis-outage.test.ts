// Redis away and back, as two instances see it (issue 44): readiness stays ready but says it is degraded, the
// dependency gauge reads 0, and a one-time code sent while Redis was away verifies afterwards on the other instance.
import t from 'tap';
import { startApp, waitForLog } from '../helpers/app.ts';
import { RedisServer, freePort, redisAvailable } from '../helpers/redis-server.ts';
import { lastCodeSentTo, requestCode, verifyCode } from '../helpers/otp-session.ts';

if (redisAvailable(t, 'Redis outages seen by readiness, metrics and one-time codes')) await run();

async function run() {
  const redis = new RedisServer(await freePort());
  await redis.start();
  t.teardown(() => redis.stop());

  const env = {
    REDIS_URL: redis.url,
    OTP_SECRET: 'a-secret-both-instances-share-0123456789',
    METRICS_TOKEN: 'metrics-token',
  };
  const a = await startApp(t, env);
  const b = await startApp(t, env);
  await Promise.all([waitForLog(a, 'redis connected'), waitForLog(b, 'redis connected')]);

  const readyz = async () => {
    const res = await a.app.inject({ url: '/readyz' });
    return { status: res.statusCode, body: res.json() };
  };
  const redisGauge = async () => {
    const res = await a.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token' },
    });
    return /^dependency_up\{dependency="redis"\} (\d)$/m.exec(res.body)?.[1];
  };

  t.test('with Redis up, readiness shows it up and the gauge reads 1', async (t) => {
    const { status, body } = await readyz();
    t.equal(status, 200);
    t.same(body.details.redis, { state: 'up' });
    t.equal(await redisGauge(), '1');
  });

  const mobile = '9876501234';
  t.test('with Redis down: still ready, degraded and saying why; the gauge reads 0', async (t) => {
    await redis.stop();
    await waitForLog(a, 'redis unavailable');
    const { status, body } = await readyz();
    t.equal(status, 200, 'an instance without Redis still serves');
    t.equal(body.details.redis.state, 'down');
    t.match(body.details.redis.degraded, /per instance/);
    t.equal(await redisGauge(), '0');
    t.equal((await requestCode(a.app, 'apply', mobile)).statusCode, 202, 'a code is sent anyway');
  });

  t.test('Redis back: the code sent meanwhile verifies on the other instance', async (t) => {
    await redis.start();
    await Promise.all([
      waitForLog(a, 'redis available again'),
      waitForLog(b, 'redis available again'),
    ]);
    const code = await lastCodeSentTo(a.app, mobile);
    // The first instance wrote its codes to Redis before saying Redis is available again.
    const res = await verifyCode(b.app, 'apply', mobile, code);
    t.equal(res.statusCode, 200, res.body);
    t.equal(
      (await verifyCode(a.app, 'apply', mobile, code)).statusCode !== 200,
      true,
      'used once: the first instance no longer takes it',
    );
    t.equal(await redisGauge(), '1');
  });
}
