// Reading our API's answers in the browser: the problem+json body of a failure (DESIGN section 3).
import { messages } from '../../shared/messages.ts';

export interface ApiProblem {
  status: number;
  /** The user-facing message. */
  detail: string;
  /** Form field -> message, on 422. */
  errors?: Record<string, string>;
}

/** The problem in a failed response's body, or a generic one when the body is not ours (a proxy's page, say). */
export function toProblem(status: number, body: unknown): ApiProblem {
  const b = (body ?? {}) as { detail?: unknown; errors?: unknown };
  const detail = typeof b.detail === 'string' && b.detail ? b.detail : messages.somethingWrong;
  const errors =
    b.errors && typeof b.errors === 'object' ? (b.errors as Record<string, string>) : undefined;
  return { status, detail, errors };
}
