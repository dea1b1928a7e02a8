// Fastify's validation errors (fastify-type-provider-zod's zod issues) in the shape the one field-error helper
// (shared/schemas/fields.ts firstErrors) reads: the first message of each field, SPEC wording.
import type { FastifySchemaValidationError } from 'fastify';

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
