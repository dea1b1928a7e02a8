// POST /api/contact: the Get in Touch form. 202 once the message is committed in the outbox (contact-service.ts).
// JSON from the page's script; form-urlencoded from a browser without script (POST /contact-us, no-script-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_CONTENT_TYPE, registerFormParser } from '../../http/form-body.ts';
import { contactAcceptedSchema, contactSchema } from '../../../shared/schemas/contact.ts';
import { json } from '../../http/openapi/responses.ts';
import {
  acceptContact,
  CONTACT_BUDGET,
  contactPageDoc,
  type ContactOptions,
} from './contact-service.ts';

const schema = {
  summary: contactPageDoc.summary,
  tags: ['forms'],
  consumes: ['application/json', FORM_CONTENT_TYPE],
  body: contactSchema,
  response: {
    202: json('Accepted: stored and queued for delivery', contactAcceptedSchema),
    ...contactPageDoc.responses,
  },
};

export const contactRoutes: FastifyPluginAsyncZod<ContactOptions> = async (app, opts) => {
  registerFormParser(app, 32 * 1024);
  app.post(
    '/api/contact',
    {
      config: {
        accepts: ['application/json', FORM_CONTENT_TYPE],
        // One budget with the page the form posts to without script (no-script-routes.ts).
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute', groupId: CONTACT_BUDGET },
      },
      schema,
    },
    async (request, reply) =>
      reply.code(202).send(await acceptContact(app, request.body, opts, request.log, request.id)),
  );
};
