// Waits before a retry: a fixed schedule plus jitter, cut short (with an abort) by the caller's signal.
import { setTimeout as sleep } from 'node:timers/promises';

/** Delay before retry number `retry` (1-based): the scheduled step plus up to half of it again as jitter. */
export function retryDelay(
  schedule: readonly number[],
  retry: number,
  random: () => number = Math.random,
): number {
  const step = schedule[Math.min(retry, schedule.length) - 1] ?? 0;
  return Math.round(step + step * 0.5 * random());
}

export async function waitBeforeRetry(ms: number, signal?: AbortSignal): Promise<void> {
  await sleep(ms, undefined, signal ? { signal } : undefined);
}
