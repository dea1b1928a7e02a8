// The readiness probe of the lending API: reachable means it answered at all. A time-out or a refused or dropped
// connection fails it; an answer we could not use (a 5xx, a rejection, malformed JSON) still proves it reachable,
// and is the error handler's business on the request that meets it.
import { UpstreamError } from '../../errors.ts';
import type { LendingClient } from './client.ts';

const unreachable = new Set<UpstreamError['reason']>(['timeout', 'connection', 'aborted']);

export async function lendingReachable(lending: LendingClient): Promise<boolean> {
  try {
    await lending.getStates({ requestId: 'readiness-probe' });
    return true;
  } catch (err) {
    if (err instanceof UpstreamError && !unreachable.has(err.reason)) return true;
    return false;
  }
}
