import t from 'tap';
import { retryDelay, waitBeforeRetry } from '../../server/lending/backoff.ts';

t.test(
  'the GET retry schedule is 100 ms then 300 ms, each with up to half again as jitter',
  async (t) => {
    const schedule = [100, 300];
    t.equal(
      retryDelay(schedule, 1, () => 0),
      100,
    );
    t.equal(
      retryDelay(schedule, 1, () => 0.999),
      150,
    );
    t.equal(
      retryDelay(schedule, 2, () => 0),
      300,
    );
    t.equal(
      retryDelay(schedule, 2, () => 0.999),
      450,
    );
    t.equal(
      retryDelay(schedule, 5, () => 0),
      300,
      'past the schedule the last step repeats',
    );
  },
);

t.test("waiting before a retry ends early when the caller's signal aborts", async (t) => {
  const controller = new AbortController();
  const waiting = waitBeforeRetry(60_000, controller.signal);
  controller.abort();
  // A wait that ignored the signal would resolve a minute later instead of rejecting now.
  await t.rejects(waiting, { name: 'AbortError' });
});
