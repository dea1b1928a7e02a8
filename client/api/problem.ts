// Reading our API's failures in the browser: the problem+json body (DESIGN section 3) as the page uses it.
import { messages, withWait } from '../../shared/messages.ts';

export interface ApiProblem {
  /** The HTTP status; 0 when no answer came at all (offline, dropped connection) or the call was aborted. */
  status: number;
  /** The server's user-facing message, when it sent one (a proxy's error page sends none). */
  detail?: string;
  /** Form field -> first message, on 422. */
  errors: Record<string, string>;
  /** The caller cancelled the call: nothing to show. */
  aborted?: true;
  /** Seconds the server asked us to wait (Retry-After on a 429), for the message to say in words. */
  retryAfter?: number;
}

/**
 * The problem in a failed answer's body; a body that is not ours gives only the status. `retryAfter` is the
 * answer's Retry-After header, as sent.
 */
export function readProblem(status: number, body: unknown, retryAfter?: string | null): ApiProblem {
  const b = (body && typeof body === 'object' ? body : {}) as {
    detail?: unknown;
    errors?: unknown;
  };
  const detail = typeof b.detail === 'string' && b.detail.trim() ? b.detail : undefined;
  const errors: Record<string, string> = {};
  if (b.errors && typeof b.errors === 'object') {
    for (const [key, value] of Object.entries(b.errors as Record<string, unknown>))
      if (typeof value === 'string') errors[key] = value;
  }
  const wait = Number(retryAfter);
  return Number.isFinite(wait) && wait > 0
    ? { status, detail, errors, retryAfter: wait }
    : { status, detail, errors };
}

/** What to tell the user of a failed call: the server's words (else `fallback`), with the wait a 429 asked for. */
export const problemMessage = (problem: ApiProblem, fallback: string = messages.somethingWrong) =>
  withWait(problem.detail ?? fallback, problem.retryAfter);

export const noAnswer = (aborted = false): ApiProblem =>
  aborted ? { status: 0, errors: {}, aborted: true } : { status: 0, errors: {} };

/** A failed call as an exception, for callers that work with promises (the address lists). */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  constructor(readonly problem: ApiProblem) {
    super(
      problem.detail ?? (problem.status ? `HTTP ${problem.status}` : 'No answer from the server'),
    );
  }
}
