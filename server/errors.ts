// Errors as values: a status, a user-facing detail and optional field errors, mapped to problem+json in one place.

export class AppError extends Error {
  /** Seconds the client should wait, for 429 answers (sent as Retry-After). */
  retryAfter?: number;

  constructor(
    readonly status: number,
    /** The user-facing message (SPEC section 8 wording where one exists). */
    readonly detail: string,
    readonly errors?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
    this.name = 'AppError';
  }
}

/** The lending API (or another upstream) failed or answered something we cannot use. */
export class UpstreamError extends Error {
  constructor(
    readonly call: string,
    readonly reason:
      'timeout' | 'connection' | 'status' | 'malformed' | 'too-large' | 'rejected' | 'aborted',
    message: string,
    /** The upstream's own Message with tags stripped, when it sent one. */
    readonly upstreamMessage?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

export { problemTitles } from '../shared/server-messages.ts';
