// What the lending-boundary tests share: the sandbox faults every endpoint must survive, and a wait
// for the sandbox to see every request it holds open end (answered or cut), so none is left hanging.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Sandbox } from '../../server/upstreams/sandbox/index.ts';

/** The fault kinds of issue 4: time-out, 500, 502, malformed JSON, an HTML error page, a slow body, a dropped connection. */
export const UPSTREAM_FAULTS = [
  'timeout',
  '500',
  '502',
  'malformed-json',
  'html-error',
  'slow-body',
  'drop',
] as const;

export type UpstreamFault = (typeof UPSTREAM_FAULTS)[number];

/** Polls `check` every 10 ms; answers whether it came true within `ms`. */
export async function eventually(check: () => boolean, ms = 1000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await sleep(10);
  }
  return true;
}

/** Whether every request the lending stand-in received has ended: answered, or its socket closed by our side. */
export const noRequestHeldOpen = (sandbox: Sandbox, ms = 1000) =>
  eventually(() => sandbox.openRequests('lending') === 0, ms);
