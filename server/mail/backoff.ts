// Exponential backoff with jitter: the wait before retry number `attempt` (1, 2, ...), capped.
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 2_000, maxMs: 10 * 60_000 };

/**
 * "Equal jitter": half the exponential step is fixed, half random, so retries from several instances spread out
 * while each still waits at least half the step.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random = Math.random): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
