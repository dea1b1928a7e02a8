// The problem+json body every error answer of our API carries (RFC 9457): the server sends it, the browser reads
// it, and the OpenAPI document names it Problem.
import { z } from 'zod';

export const problemSchema = z
  .object({
    type: z.string().describe("Always 'about:blank': the status says what kind of problem it is"),
    title: z.string().describe('The HTTP status text'),
    status: z.number().int(),
    detail: z
      .string()
      .describe('The message shown to the user (SPEC section 8 wording where one exists)'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('Form field -> message (SPEC section 5 wording), on 422'),
  })
  .meta({ id: 'Problem' });

export type Problem = z.output<typeof problemSchema>;
