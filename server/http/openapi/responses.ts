// How a route's `schema.response` names what it answers, per status, with a description for the document.
// The schemas are the ones the answers are serialized (and so checked) with; errors are the shared Problem.
import { z } from 'zod';
import { problemSchema } from '../../../shared/schemas/problem.ts';

/** A JSON answer. */
export const json = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A problem+json answer (http/errors.ts). */
export const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemSchema } },
});

/** A page: the answer to a form a person posted. */
export const page = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** A text answer in another format (Prometheus' exposition, say). */
export const text = (description: string, contentType: string) => ({
  description,
  content: { [contentType]: { schema: z.string() } },
});

/** No body: a redirect. */
export const noBody = (description: string) => z.undefined().describe(description);
