// One access log line per request with the route and the path only: the query string (a refstr, say) never lands in a log.
import fp from 'fastify-plugin';

export const accessLogPlugin = fp(async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
});
