// POST /api/contact: the Get in Touch form. 202 once the message is durably in the mail spool.
import type { FastifyPluginAsync } from 'fastify';
import { parseWith } from '../validation.ts';
import { contactMessage } from '../mail/compose.ts';
import {
  contactAccepted,
  contactAcceptedSchema,
  contactSchema,
} from '../../shared/schemas/contact.ts';
import type { RouteDoc } from '../openapi/route-doc.ts';
import { problemSchema as problem } from '../openapi/problem.ts';

export interface ContactOptions {
  rateLimit: number;
  mail: { from: string; to: string };
}

const doc: RouteDoc = {
  summary:
    'Send a message from the Contact Us form; it is stored durably, then e-mailed to the office',
  tags: ['forms'],
  body: contactSchema,
  bodyContentType: 'application/json',
  responses: {
    202: { description: 'Accepted: stored and queued for delivery', schema: contactAcceptedSchema },
    403: { description: 'Sent from another site', schema: problem },
    415: { description: 'Not JSON', schema: problem },
    422: { description: 'Field errors in `errors`, one message per field', schema: problem },
    429: {
      description: 'Too many submissions from this address; see Retry-After',
      schema: problem,
    },
  },
};

export const contactRoutes: FastifyPluginAsync<ContactOptions> = async (app, opts) => {
  app.post(
    '/api/contact',
    {
      config: {
        accepts: ['application/json'],
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' },
        doc,
      },
    },
    async (request, reply) => {
      const contact = parseWith(contactSchema, request.body);
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
