// POST /api/complaints/lookup and GET /api/complaints/:reference?mobile=: a complaint's status for the person who
// filed it. An unknown reference and a wrong mobile get the same 404, so the lookup cannot be used to learn which
// references exist. The page posts (decision 0096): a mobile and a reference stay out of every URL.
import type { FastifyInstance } from 'fastify';
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
  type ComplaintLookup,
  type ComplaintStatusView,
} from '../../../shared/schemas/complaint.ts';
import { json, problem } from '../../http/openapi/responses.ts';

export interface ComplaintLookupOptions {
  rateLimit: number;
  redis?: RedisConnection;
}

/**
 * A complaint's status for the mobile it was filed with, or a 404 (the same for an unknown reference and a wrong
 * mobile). Many addresses cannot walk one reference through every mobile number: a budget per reference.
 */
export function complaintLookup(app: FastifyInstance, opts: ComplaintLookupOptions) {
  const perReference = new IdentifierLimiter('complaint-lookup', opts.rateLimit, {
    redis: opts.redis,
  });
  return async (lookup: ComplaintLookup): Promise<ComplaintStatusView> => {
    await perReference.take(lookup.reference);
    const record = await app.complaints.find(lookup.reference, lookup.mobile);
    if (!record) throw new AppError(404, complaintNotFound);
    return complaintView(record);
  };
}

export type FindComplaint = ReturnType<typeof complaintLookup>;

export interface ComplaintRouteOptions {
  rateLimit: number;
  /** One lookup (one budget per reference) for these routes and the page posted without script. */
  find: FindComplaint;
}

export const complaintRoutes: FastifyPluginAsyncZod<ComplaintRouteOptions> = async (app, opts) => {
  const { find } = opts;
  const responses = {
    200: json('Status and the 14-day and 30-day clocks', complaintStatusSchema),
    404: problem(complaintNotFound),
    429: problem('Too many lookups; see Retry-After'),
  };

  // The reference and mobile in the body, never in a URL (issue 41): what the page sends.
  app.post(
    '/api/complaints/lookup',
    {
      config: {
        accepts: ['application/json'],
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' },
      },
      schema: {
        summary: 'The status of a complaint, for the mobile number it was filed with',
        tags: ['forms'],
        body: complaintLookupSchema,
        response: { ...responses, 422: problem('Not a reference number or mobile number') },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await find(request.body)),
  );

  app.get(
    '/api/complaints/:reference',
    {
      config: {
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' },
      },
      schema: {
        summary:
          'The status of a complaint, for the mobile number it was filed with (kept for callers of the first contract; the page posts to /api/complaints/lookup)',
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
      return reply.header('cache-control', 'no-store').send(await find(lookup));
    },
  );
};
