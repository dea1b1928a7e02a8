// GET /api/lending-partners: the register of digital lending apps and lending service providers the deployment
// supplies (LENDING_PARTNERS_FILE, issue 45). The /lending-partners page carries it in the page it is served with;
// a visit that reaches the page through the browser's router reads it here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { json } from '../../http/openapi/responses.ts';
import {
  lendingPartnerRegisterSchema,
  type LendingPartnerRegister,
} from '../../../shared/schemas/lending-partners.ts';

/** The register changes only with a restart: five minutes in caches. */
const cacheable = 'public, max-age=300';

export const lendingPartnerRoutes: FastifyPluginAsyncZod<{
  register: LendingPartnerRegister;
}> = async (app, { register }) => {
  app.get(
    '/api/lending-partners',
    {
      schema: {
        summary: 'The digital lending apps and lending service providers we work with',
        tags: ['reference'],
        response: { 200: json('The register', lendingPartnerRegisterSchema) },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheable).send(register),
  );
};
