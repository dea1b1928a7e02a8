// POST /api/careers: a job application with its resume (multipart), read, checked and put in the outbox by careers-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careersAcceptedSchema } from '../../../shared/schemas/careers.ts';
import { MULTIPART } from '../../http/multipart-body.ts';
import { json } from '../../http/openapi/responses.ts';
import { multipartPlugin } from '../../http/multipart.ts';
import {
  acceptCareers,
  CAREERS_BUDGET,
  careersBody,
  careersPageDoc,
  type CareersOptions,
} from './careers-service.ts';

export const careersRoutes: FastifyPluginAsyncZod<CareersOptions> = async (app, opts) => {
  await app.register(multipartPlugin, { fileSize: opts.resumeBytes });
  const { schema: body, ...read } = careersBody(app, opts.resumeBytes);
  app.post(
    '/api/careers',
    {
      config: {
        accepts: [MULTIPART],
        upload: true,
        // One budget with the page the form posts to without script (no-script-routes.ts).
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute', groupId: CAREERS_BUDGET },
        bodyBounds: opts.bodyBounds,
      },
      schema: {
        summary: careersPageDoc.summary,
        tags: ['forms'],
        ...body,
        response: {
          202: json('Accepted: stored and queued for delivery', careersAcceptedSchema),
          ...careersPageDoc.responses,
        },
      },
      ...read,
    },
    async (request, reply) =>
      reply.code(202).send(await acceptCareers(app, request, request.body, opts)),
  );
};
