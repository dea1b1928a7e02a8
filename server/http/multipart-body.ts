// The one way a multipart route takes its body (POST /api/careers, POST /career, POST /api/kyc/video): the body's
// zod schema (the text fields from shared/, each file part a filePart) is the route's `schema.body`, so Fastify
// validates with it and /openapi.json documents it, like every JSON route; `read` turns the parts into the object
// that schema checks, in preValidation (after the same-origin and content-type checks, before validation).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export const MULTIPART = 'multipart/form-data';

export function multipartBody<S extends z.ZodType>(
  body: S,
  read: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  return {
    schema: { consumes: [MULTIPART], body },
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      request.body = await read(request, reply);
    },
  };
}
