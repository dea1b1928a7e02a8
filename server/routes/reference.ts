// GET /api/states, /api/states/:stateId/cities, /api/cities/:cityId/pincodes: the application's address lists,
// cached in memory for an hour (SPEC calls 1-3).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { LendingClient, Place, PincodeOption } from '../lending/client.ts';
import { TtlCache } from '../cache/ttl-cache.ts';
import { AppError } from '../errors.ts';
import { parseWith } from '../validation.ts';
import { messages } from '../../shared/messages.ts';
import {
  cityListSchema,
  idParam,
  pincodeListSchema,
  stateListSchema,
} from '../../shared/schemas/reference.ts';

const HOUR = 60 * 60 * 1000;

export const referenceRoutes: FastifyPluginAsync<{ lending: LendingClient }> = async (
  app,
  { lending },
) => {
  const places = new TtlCache<Place[] | null>(HOUR);
  const pincodes = new TtlCache<PincodeOption[] | null>(HOUR);
  const stateParams = z.object({ stateId: idParam });
  const cityParams = z.object({ cityId: idParam });
  const cacheable = 'public, max-age=3600';

  app.get(
    '/api/states',
    {
      config: {
        upstreamFailure: messages.statesFailed,
        showUpstreamMessage: true,
        doc: {
          summary: 'States and union territories for the application address',
          tags: ['reference'],
          responses: {
            200: { description: 'The list', schema: stateListSchema },
            502: { description: messages.statesFailed },
          },
        },
      },
    },
    async (request, reply) => {
      const states = await places.get('states', () => lending.getStates({ requestId: request.id }));
      return reply.header('cache-control', cacheable).send({ states });
    },
  );

  app.get(
    '/api/states/:stateId/cities',
    {
      config: {
        doc: {
          summary: "A state's cities",
          tags: ['reference'],
          params: stateParams,
          responses: {
            200: { description: 'The list', schema: cityListSchema },
            400: { description: 'Not a state id' },
            404: { description: messages.unknownState },
            502: { description: 'Upstream failure' },
          },
        },
      },
    },
    async (request, reply) => {
      const { stateId } = parseWith(stateParams, request.params, 400);
      const cities = await places.get(`state:${stateId}`, () =>
        lending.getCities(stateId, { requestId: request.id }),
      );
      // The lending API knows no such state: the browser's mistake (a stale list), not an outage.
      if (!cities) throw new AppError(404, messages.unknownState);
      return reply.header('cache-control', cacheable).send({ cities });
    },
  );

  app.get(
    '/api/cities/:cityId/pincodes',
    {
      config: {
        doc: {
          summary: "A city's pincodes",
          tags: ['reference'],
          params: cityParams,
          responses: {
            200: { description: 'The list', schema: pincodeListSchema },
            400: { description: 'Not a city id' },
            404: { description: messages.unknownCity },
            502: { description: 'Upstream failure' },
          },
        },
      },
    },
    async (request, reply) => {
      const { cityId } = parseWith(cityParams, request.params, 400);
      const list = await pincodes.get(`city:${cityId}`, () =>
        lending.getPincodes(cityId, { requestId: request.id }),
      );
      if (!list) throw new AppError(404, messages.unknownCity);
      return reply.header('cache-control', cacheable).send({ pincodes: list });
    },
  );
};
