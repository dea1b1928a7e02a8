// GET /api/states, /api/states/:stateId/cities, /api/cities/:cityId/pincodes: the application's address lists,
// cached in memory for an hour (SPEC calls 1-3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LendingClient, Place, PincodeOption } from '../lending/client.ts';
import { TtlCache } from '../cache/ttl-cache.ts';
import { EncodedJson } from '../cache/encoded-json.ts';
import { AppError } from '../errors.ts';
import { json, problem } from '../openapi/responses.ts';
import { messages } from '../../shared/messages.ts';
import {
  cityListSchema,
  idParam,
  pincodeListSchema,
  stateListSchema,
} from '../../shared/schemas/reference.ts';

const HOUR = 60 * 60 * 1000;

export const referenceRoutes: FastifyPluginAsyncZod<{ lending: LendingClient }> = async (
  app,
  { lending },
) => {
  // The answers themselves are cached, serialized and compressed once (server/cache/encoded-json.ts): a request
  // whose list is loaded is answered without waiting on anything.
  const stateList = new TtlCache<EncodedJson>(HOUR);
  const places = new TtlCache<EncodedJson | null>(HOUR);
  const pincodes = new TtlCache<EncodedJson | null>(HOUR);
  const encode =
    <T>(wrap: (list: T) => object) =>
    (list: T | null) =>
      list === null ? null : new EncodedJson(wrap(list));
  const stateParams = z.object({ stateId: idParam });
  const cityParams = z.object({ cityId: idParam });
  const cacheable = 'public, max-age=3600';

  app.get(
    '/api/states',
    {
      config: {
        upstreamFailure: messages.statesFailed,
        showUpstreamMessage: true,
      },
      schema: {
        summary: 'States and union territories for the application address',
        tags: ['reference'],
        response: {
          200: json('The list', stateListSchema),
          502: problem(messages.statesFailed),
        },
      },
    },
    (request, reply) => {
      reply.header('cache-control', cacheable);
      const hit = stateList.peek('states');
      if (hit) return hit.value.send(request, reply);
      return stateList
        .get('states', () =>
          lending
            .getStates({ requestId: request.id })
            .then((states) => new EncodedJson({ states })),
        )
        .then((answer) => answer.send(request, reply));
    },
  );

  app.get(
    '/api/states/:stateId/cities',
    {
      schema: {
        summary: "A state's cities",
        tags: ['reference'],
        params: stateParams,
        response: {
          200: json('The list', cityListSchema),
          400: problem('Not a state id'),
          404: problem(messages.unknownState),
          502: problem('Upstream failure'),
        },
      },
    },
    async (request, reply) => {
      const { stateId } = request.params;
      const key = `state:${stateId}`;
      const cities =
        places.peek(key)?.value ??
        (await places.get(key, () =>
          lending
            .getCities(stateId, { requestId: request.id })
            .then(encode((list: Place[]) => ({ cities: list }))),
        ));
      // The lending API knows no such state: the browser's mistake (a stale list), not an outage.
      if (!cities) throw new AppError(404, messages.unknownState);
      cities.send(request, reply.header('cache-control', cacheable));
    },
  );

  app.get(
    '/api/cities/:cityId/pincodes',
    {
      schema: {
        summary: "A city's pincodes",
        tags: ['reference'],
        params: cityParams,
        response: {
          200: json('The list', pincodeListSchema),
          400: problem('Not a city id'),
          404: problem(messages.unknownCity),
          502: problem('Upstream failure'),
        },
      },
    },
    async (request, reply) => {
      const { cityId } = request.params;
      const key = `city:${cityId}`;
      const list =
        pincodes.peek(key)?.value ??
        (await pincodes.get(key, () =>
          lending
            .getPincodes(cityId, { requestId: request.id })
            .then(encode((found: PincodeOption[]) => ({ pincodes: found }))),
        ));
      if (!list) throw new AppError(404, messages.unknownCity);
      list.send(request, reply.header('cache-control', cacheable));
    },
  );
};
