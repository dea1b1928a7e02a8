// Maps whatever a lending call threw (undici errors, aborts) to an UpstreamError with a reason.
import { UpstreamError } from '../../errors.ts';
import { codeOf } from '../outbound/error-code.ts';

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);

/** Messages name the call and the kind of failure only: never a URL, query or body, which may hold PII. */
export function toUpstreamError(err: unknown, call: string, signal?: AbortSignal): UpstreamError {
  if (err instanceof UpstreamError) return err;
  if (signal?.aborted)
    return new UpstreamError(call, 'aborted', `${call}: aborted`, undefined, { cause: err });
  const code = codeOf(err);
  if (code !== undefined && TIMEOUT_CODES.has(code)) {
    return new UpstreamError(call, 'timeout', `${call}: timed out (${code})`, undefined, {
      cause: err,
    });
  }
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
    return new UpstreamError(call, 'too-large', `${call}: answer too large`, undefined, {
      cause: err,
    });
  }
  if (code === 'UND_ERR_ABORTED' || (err instanceof Error && err.name === 'AbortError')) {
    return new UpstreamError(call, 'aborted', `${call}: aborted`, undefined, { cause: err });
  }
  return new UpstreamError(
    call,
    'connection',
    `${call}: connection failed (${code ?? 'unknown'})`,
    undefined,
    {
      cause: err,
    },
  );
}
