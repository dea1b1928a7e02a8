// Parses outside input with a shared zod schema; failures become 422 with one message per field (SPEC wording).
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { firstErrors } from '../shared/schemas/fields.ts';

export const invalidFormDetail = 'Please correct the highlighted fields.';

/** The first message of each field, keyed by the field's path: the one helper the browser uses too. */
export const fieldErrors = firstErrors;

export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  status = 422,
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    // A form (422) gets a summary and its fields; a bad query or path (400) says what is wrong directly.
    const detail =
      status === 422 ? invalidFormDetail : (Object.values(errors)[0] ?? invalidFormDetail);
    throw new AppError(status, detail, errors);
  }
  return result.data;
}
