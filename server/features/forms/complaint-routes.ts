// GET /api/complaints/:reference?mobile=: a complaint's status for the person who filed it. An unknown reference
// and a wrong mobile get the same 404, so the lookup cannot be used to learn which references exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { parseWith } from '../../http/validation.ts';
import { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import {
  complaintLookupSchema,
  complaintNotFound,
  complaintParamsSchema,
  complaintQuerySchema,
  complaintStatusSchema,
  complaintView,
} from '../../../shared/schemas/complaint.ts';
import { json, problem } from '../../http/openapi/responses.ts';

export const complaintRoutes: FastifyPluginAsyncZod<{
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
      },
      schema: {
        summary: 'The status of a complaint, for the mobile number it was filed with',
        tags: ['forms'],
        params: complaintParamsSchema,
        querystring: complaintQuerySchema,
        response: {
          200: json('Status and the 14-day and 30-day clocks', complaintStatusSchema),
          400: problem('Not a reference number or mobile number'),
          404: problem(complaintNotFound),
          429: problem('Too many lookups; see Retry-After'),
          503: problem('Our records are unavailable just now; see Retry-After'),
        },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const { mobile } = request.query;
      const lookup = parseWith(complaintLookupSchema, { reference, mobile }, 400);
      await perReference.take(lookup.reference);
      const record = await app.complaints.find(lookup.reference, lookup.mobile);
      if (!record) throw new AppError(404, complaintNotFound);
      return reply.header('cache-control', 'no-store').send(complaintView(record));
    },
  );
};
