// The one backoff of every outbound retry (lending GETs, mail delivery, SMS): exponential, capped, equal jitter.
import { setTimeout as sleep } from 'node:timers/promises';

export interface BackoffPolicy {
  /** The first step; each later one doubles. */
  baseMs: number;
  /** No step is longer than this. */
  maxMs: number;
}

/**
 * The wait before retry number `attempt` (1, 2, ...). "Equal jitter": half the exponential step is fixed, half
 * random, so retries from several instances spread out while each still waits at least half the step.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random = Math.random): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** Waits `ms`, cut short (rejecting with an AbortError) by the caller's signal. */
export async function waitBeforeRetry(ms: number, signal?: AbortSignal): Promise<void> {
  await sleep(ms, undefined, signal ? { signal } : undefined);
}
