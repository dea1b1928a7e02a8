// One access log line per request with the route and the path only: the query string (a refstr, say) never lands in a log.
// It runs on every request, so it costs as little as it can (decision 0046): a synchronous hook (no promise per
// request), no array from splitting the URL, and the line goes to the app's asynchronous destination.
import fp from 'fastify-plugin';

export const accessLogPlugin = fp(async (app) => {
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    const q = url.indexOf('?');
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        path: q === -1 ? url : url.slice(0, q),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
});
