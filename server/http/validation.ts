// Fastify's validation errors (fastify-type-provider-zod's zod issues) in the shape the one field-error helper
// (shared/schemas/fields.ts firstErrors) reads: the first message of each field, SPEC wording.
import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import { firstErrors } from '../../shared/schemas/fields.ts';
import { serverMessages } from '../../shared/server-messages.ts';

export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Each validation error as an issue with its field path ('/address/pin' -> ['address', 'pin']). */
export function issuesOf(validation: readonly FastifySchemaValidationError[]): Issue[] {
  return validation.map((v) => ({
    path: v.instancePath.split('/').slice(1).filter(Boolean),
    message: v.message ?? '',
  }));
}

/**
 * Parses a body Fastify could not validate before the handler (a form a browser without script posted to a
 * page, a multipart body read part by part): failures are the same 422 the schema-validated routes answer.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  status: 400 | 422 = 422,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors = firstErrors(result.error);
  // A form (422) gets a summary and its fields; a bad query or path (400) says what is wrong directly.
  const detail = status === 422 ? serverMessages.correctFields : Object.values(errors)[0];
  throw new AppError(status, detail ?? serverMessages.correctFields, errors);
}
