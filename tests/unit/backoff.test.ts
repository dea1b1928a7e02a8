import t from 'tap';
import { backoffDelay, waitBeforeRetry } from '../../server/upstreams/outbound/backoff.ts';

const policy = { baseMs: 1000, maxMs: 60_000 };

t.test('each retry waits between half and all of a doubling step, capped', async (t) => {
  const steps = [1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000];
  steps.forEach((step, i) => {
    t.equal(
      backoffDelay(i + 1, policy, () => 0),
      step / 2,
      `attempt ${i + 1} at least half`,
    );
    t.equal(
      backoffDelay(i + 1, policy, () => 1),
      step,
      `attempt ${i + 1} at most the step`,
    );
  });
  t.equal(
    backoffDelay(1000, policy, () => 1),
    60_000,
    'no overflow on a long outage',
  );
});

t.test("waiting before a retry ends early when the caller's signal aborts", async (t) => {
  const controller = new AbortController();
  const waiting = waitBeforeRetry(60_000, controller.signal);
  controller.abort();
  await t.rejects(waiting, { name: 'AbortError' });
});
