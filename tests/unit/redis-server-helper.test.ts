// The Redis tests' rule for a missing redis-server: skipped on a developer's machine, a failure under CI.
import t from 'tap';
import { whenRedisMissing } from '../helpers/redis-server.ts';

t.test('with redis-server installed the Redis tests run, in CI or not', async (t) => {
  t.equal(whenRedisMissing({}, '/usr/bin/redis-server'), undefined);
  t.equal(whenRedisMissing({ CI: 'true' }, '/usr/bin/redis-server'), undefined);
});

t.test('without redis-server a local run skips the Redis tests', async (t) => {
  t.match(whenRedisMissing({}, null), { skip: /redis-server is not installed/ });
  t.match(whenRedisMissing({ CI: 'false' }, null), { skip: /not installed/ });
});

t.test('without redis-server a CI run fails instead of counting a skip as passed', async (t) => {
  for (const CI of ['true', '1']) {
    const missing = whenRedisMissing({ CI }, null);
    t.match(missing, { fail: /redis-server is not installed.*CI must run the Redis tests/ }, CI);
    t.notOk(missing && 'skip' in missing, `CI=${CI} never skips`);
  }
});
