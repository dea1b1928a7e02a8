// Request ids: accept a sane incoming x-request-id, else make one; echo it on the response.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { rawHeader } from '../raw-header.ts';

const saneId = /^[A-Za-z0-9._:-]{1,64}$/;

export function genReqId(req: IncomingMessage): string {
  const incoming = rawHeader(req, 'x-request-id');
  return incoming !== undefined && saneId.test(incoming) ? incoming : randomUUID();
}

export const requestIdPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
});
