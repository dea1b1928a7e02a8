// GET /api/states, /api/states/:stateId/cities, /api/cities/:cityId/pincodes: the application's address lists,
// cached in memory for an hour (SPEC calls 1-3).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LendingClient, Place, PincodeOption } from '../../upstreams/lending/client.ts';
import { TtlCache } from '../../http/cache/ttl-cache.ts';
import { EncodedJson } from '../../http/cache/encoded-json.ts';
import type { Answerer } from '../../http/first-answers.ts';
import { AppError } from '../../errors.ts';
import { json, problem } from '../../http/openapi/responses.ts';
import { messages } from '../../../shared/messages.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import { applyMessages } from '../../../shared/apply-messages.ts';
import {
  cityListSchema,
  idParam,
  pincodeListSchema,
  stateListSchema,
} from '../../../shared/schemas/reference.ts';

const HOUR = 60 * 60 * 1000;

// eslint-disable-next-line max-lines-per-function -- lists the reference routes with their schemas; each handler is a few lines
export const referenceRoutes: FastifyPluginAsyncZod<{ lending: LendingClient }> = async (
  app,
  { lending },
) => {
  // The answers themselves are cached, serialized and compressed once (server/http/cache/encoded-json.ts): a request
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
  const cacheable = new Map([['cache-control', 'public, max-age=3600']]);

  /**
   * Sends a list from the cache: at once when it is in memory, else when it has loaded. null is the lending API
   * saying it knows no such state or city: the browser's mistake (a stale list), not an outage, so a 404.
   */
  function answer(
    list: EncodedJson | null | Promise<EncodedJson | null>,
    request: FastifyRequest,
    reply: FastifyReply,
    unknown?: string,
  ): void | Promise<void> {
    if (list instanceof Promise) return list.then((l) => answer(l, request, reply, unknown));
    if (!list) throw new AppError(404, unknown ?? messages.somethingWrong);
    list.send(request, reply, cacheable);
  }

  // A list in memory is answered from the first hook (decision 0117). Only a loaded, known list: a key is
  // built from the path as sent, so only a spelling that was once validated and loaded can match one; an
  // unknown state (null), a list still loading or expired, and anything else go the full way.
  const fromMemory =
    (peek: (request: FastifyRequest) => { value: EncodedJson | null } | undefined): Answerer =>
    (request) => {
      const list = peek(request)?.value;
      return list ? list.answer(request, cacheable) : undefined;
    };
  /** The lists' cache keys, one spelling for the handler and the first answer (which sees the id unvalidated). */
  const citiesKey = (stateId: string | undefined) => `state:${stateId}`;
  const pincodesKey = (cityId: string | undefined) => `city:${cityId}`;
  const paramOf = (request: FastifyRequest, name: string) =>
    (request.params as Record<string, string | undefined>)[name];

  app.get(
    '/api/states',
    {
      config: {
        upstreamFailure: applyMessages.statesFailed,
        showUpstreamMessage: true,
        firstAnswer: fromMemory(() => stateList.peek('states')),
      },
      schema: {
        summary: 'States and union territories for the application address',
        tags: ['reference'],
        response: {
          200: json('The list', stateListSchema),
          502: problem(applyMessages.statesFailed),
        },
      },
    },
    (request, reply) =>
      answer(
        stateList.read('states', () =>
          lending
            .getStates({ requestId: request.id })
            .then((states) => new EncodedJson({ states })),
        ),
        request,
        reply,
      ),
  );

  app.get(
    '/api/states/:stateId/cities',
    {
      config: {
        firstAnswer: fromMemory((request) => places.peek(citiesKey(paramOf(request, 'stateId')))),
      },
      schema: {
        summary: "A state's cities",
        tags: ['reference'],
        params: stateParams,
        response: {
          200: json('The list', cityListSchema),
          400: problem('Not a state id'),
          404: problem(serverMessages.unknownState),
          502: problem('Upstream failure'),
        },
      },
    },
    (request, reply) => {
      const { stateId } = request.params;
      const cities = places.read(citiesKey(stateId), () =>
        lending
          .getCities(stateId, { requestId: request.id })
          .then(encode((list: Place[]) => ({ cities: list }))),
      );
      return answer(cities, request, reply, serverMessages.unknownState);
    },
  );

  app.get(
    '/api/cities/:cityId/pincodes',
    {
      config: {
        firstAnswer: fromMemory((request) =>
          pincodes.peek(pincodesKey(paramOf(request, 'cityId'))),
        ),
      },
      schema: {
        summary: "A city's pincodes",
        tags: ['reference'],
        params: cityParams,
        response: {
          200: json('The list', pincodeListSchema),
          400: problem('Not a city id'),
          404: problem(serverMessages.unknownCity),
          502: problem('Upstream failure'),
        },
      },
    },
    (request, reply) => {
      const { cityId } = request.params;
      const list = pincodes.read(pincodesKey(cityId), () =>
        lending
          .getPincodes(cityId, { requestId: request.id })
          .then(encode((found: PincodeOption[]) => ({ pincodes: found }))),
      );
      return answer(list, request, reply, serverMessages.unknownCity);
    },
  );
};
