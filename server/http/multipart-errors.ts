// A multipart body the parser could not read is the sender's mistake: 400 (or 413 past a limit) in our words, never
// a 500 with an error-level log line. Recognised by the parser's own codes and messages only, so a fault of ours
// (a full disk while a resume is written, say) still answers 500.
import { AppError } from '../errors.ts';
import { serverMessages } from '../../shared/server-messages.ts';

export const { multipartUnreadable, multipartTooLarge } = serverMessages;

/** busboy's (and dicer's) messages for a body that is not well-formed multipart. */
const malformed =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form|file)|Malformed part header|.* terminated early due to unexpected end of multipart data)/;

export function multipartError(error: unknown): AppError | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: string }).code ?? '';
  if (/^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code)) return new AppError(413, multipartTooLarge);
  if (
    code === 'FST_PROTO_VIOLATION' ||
    code === 'FST_MP_PREMATURE_CLOSE' ||
    code === 'FST_INVALID_JSON_FIELD_ERROR' ||
    malformed.test(error.message)
  )
    return new AppError(400, multipartUnreadable, undefined, { cause: error });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, serverMessages.contentTypeRefused);
  return undefined;
}
