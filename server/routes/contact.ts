// POST /api/contact: the Get in Touch form. 202 once the message is durably in the mail spool.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessage } from '../mail/compose.ts';
import {
  contactAccepted,
  contactAcceptedSchema,
  contactSchema,
} from '../../shared/schemas/contact.ts';
import { json, problem } from '../openapi/responses.ts';

export interface ContactOptions {
  rateLimit: number;
  mail: { from: string; to: string };
}

export const contactRoutes: FastifyPluginAsyncZod<ContactOptions> = async (app, opts) => {
  app.post(
    '/api/contact',
    {
      config: {
        accepts: ['application/json'],
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' },
      },
      schema: {
        summary:
          'Send a message from the Contact Us form; it is stored durably, then e-mailed to the office',
        tags: ['forms'],
        body: contactSchema,
        response: {
          202: json('Accepted: stored and queued for delivery', contactAcceptedSchema),
          403: problem('Sent from another site'),
          415: problem('Not JSON'),
          422: problem('Field errors in `errors`, one message per field'),
          429: problem('Too many submissions from this address; see Retry-After'),
        },
      },
    },
    async (request, reply) => {
      const contact = request.body;
      const receivedAt = new Date();
      const id = app.spool.newId(receivedAt);
      await app.spool.put(
        'contact',
        id,
        contactMessage(contact, { from: opts.mail.from, to: opts.mail.to, id, receivedAt }),
      );
      request.log.info({ submission: id }, 'contact message accepted');
      return reply.code(202).send(contactAccepted);
    },
  );
};
