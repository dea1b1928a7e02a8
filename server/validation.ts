// Field errors as the API answers them and the forms show them: the first message of each field (SPEC wording).
import type { FastifySchemaValidationError } from 'fastify';
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message of each field, keyed by the field's path ('state', 'address.pin'; '_' for the whole input). */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Fastify's validation errors (fastify-type-provider-zod's zod issues) as issues with their field paths. */
export function issuesOf(validation: readonly FastifySchemaValidationError[]): Issue[] {
  return validation.map((v) => ({
    path: v.instancePath.split('/').slice(1).filter(Boolean),
    message: v.message ?? '',
  }));
}
