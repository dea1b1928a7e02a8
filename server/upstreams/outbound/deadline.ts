// One deadline for a whole outbound call, its retries and their waits included: the caller's wait is bounded
// by it however the tries go (docs/decisions/0033).

export interface Deadline {
  /** Aborts when the deadline passes or the caller's own signal aborts. */
  readonly signal: AbortSignal;
  /** Milliseconds left (Infinity without a deadline). */
  left(): number;
  /** True once the deadline itself (not the caller) ended the call. */
  expired(): boolean;
  /** Stops the timer; call it when the call is over. */
  clear(): void;
}

/** A deadline `ms` from now (0 or less: none), joined with the caller's signal. */
export function startDeadline(ms: number, caller?: AbortSignal): Deadline {
  const started = performance.now();
  const own = new AbortController();
  // A timer we clear ourselves rather than AbortSignal.timeout, which would linger after a quick answer.
  const timer = ms > 0 ? setTimeout(() => own.abort(), ms) : undefined;
  const signal = caller ? AbortSignal.any([caller, own.signal]) : own.signal;
  return {
    signal,
    left: () => (ms > 0 ? ms - (performance.now() - started) : Number.POSITIVE_INFINITY),
    expired: () => own.signal.aborted && !caller?.aborted,
    clear: () => clearTimeout(timer),
  };
}
