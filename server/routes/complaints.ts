// GET /api/complaints/:reference?mobile=: a complaint's status for the person who filed it. An unknown reference
// and a wrong mobile get the same 404, so the lookup cannot be used to learn which references exist.
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../errors.ts';
import { parseWith } from '../validation.ts';
import { IdentifierLimiter } from '../identifier-limit.ts';
import type { RedisConnection } from '../redis-connection.ts';
import {
  complaintLookupSchema,
  complaintNotFound,
  complaintParamsSchema,
  complaintQuerySchema,
  complaintStatusSchema,
  complaintView,
} from '../../shared/schemas/complaint.ts';
import { problemSchema as problem } from '../openapi/problem.ts';

export const complaintRoutes: FastifyPluginAsync<{
  rateLimit: number;
  redis?: RedisConnection;
}> = async (app, opts) => {
  // Many addresses cannot walk one reference through every mobile number.
  const perReference = new IdentifierLimiter('complaint-lookup', opts.rateLimit, {
    redis: opts.redis,
  });

  app.get(
    '/api/complaints/:reference',
    {
      config: {
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' },
        doc: {
          summary: 'The status of a complaint, for the mobile number it was filed with',
          tags: ['forms'],
          params: complaintParamsSchema,
          query: complaintQuerySchema,
          responses: {
            200: {
              description: 'Status and the 14-day and 30-day clocks',
              schema: complaintStatusSchema,
            },
            400: { description: 'Not a reference number or mobile number', schema: problem },
            404: { description: complaintNotFound, schema: problem },
            429: { description: 'Too many lookups; see Retry-After', schema: problem },
          },
        },
      },
    },
    async (request, reply) => {
      const { reference } = parseWith(complaintParamsSchema, request.params, 400);
      const { mobile } = parseWith(complaintQuerySchema, request.query, 400);
      const lookup = parseWith(complaintLookupSchema, { reference, mobile }, 400);
      await perReference.take(lookup.reference);
      const record = await app.complaints.find(lookup.reference, lookup.mobile);
      if (!record) throw new AppError(404, complaintNotFound);
      return reply.header('cache-control', 'no-store').send(complaintView(record));
    },
  );
};
