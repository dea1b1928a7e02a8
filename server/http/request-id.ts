// Request ids: accept a sane incoming x-request-id, else make one; echo it on the response.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const saneId = /^[A-Za-z0-9._:-]{1,64}$/;

export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && saneId.test(incoming) ? incoming : randomUUID();
}

export const requestIdPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
});
