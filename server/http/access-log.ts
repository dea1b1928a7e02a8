// One access log line per request with the route and the path only: the query string (a refstr, say) never lands in a log.
// It runs on every request, so it costs as little as it can (decisions 0114 and 0126): a synchronous hook (no promise
// per request), no array from splitting the URL, and the line is written as it is (logger.ts `accessLogWriter`), the
// same line pino would write, to the app's asynchronous destination.
import fp from 'fastify-plugin';
import type pino from 'pino';
import { accessLogWriter } from '../logger.ts';

export const accessLogPlugin = fp(async (app) => {
  const write = accessLogWriter(app.log as unknown as pino.Logger);
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    const q = url.indexOf('?');
    write({
      reqId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      path: q === -1 ? url : url.slice(0, q),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    });
    done();
  });
});
