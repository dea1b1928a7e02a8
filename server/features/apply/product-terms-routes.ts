// GET /api/product-terms: the one set of product terms (shared/product-terms.ts) with the APR range that
// follows from them and the worked example, so that outside tools quote exactly what the pages show.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aprRange, productTerms } from '../../../shared/product-terms.ts';
import { quoteLoan } from '../../../shared/calculator.ts';
import { json } from '../../http/openapi/responses.ts';
import {
  productTermsResponseSchema,
  type ProductTermsResponse,
} from '../../../shared/schemas/product-terms.ts';

/** Terms change only with a release: a day in caches, an hour before a shared cache must revalidate. */
const cacheable = 'public, max-age=3600, stale-while-revalidate=86400';

export const productTermsBody = (): ProductTermsResponse =>
  productTermsResponseSchema.parse({
    ...productTerms,
    aprRange,
    example: { input: productTerms.example, quote: quoteLoan(productTerms.example) },
  });

export const productTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = productTermsBody();
  app.get(
    '/api/product-terms',
    {
      schema: {
        summary:
          'The product terms: amounts, tenure, rates, fee, GST, charges, cooling-off, APR range',
        tags: ['reference'],
        response: { 200: json('The terms', productTermsResponseSchema) },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheable).send(body),
  );
};
