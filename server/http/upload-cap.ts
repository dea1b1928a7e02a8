// A bound on uploads in flight for the whole instance (issue 40): 20 addresses with slow careers uploads held every
// file descriptor, and every contact POST answered 500. A route that takes a file says so (`config.upload`); past
// `max` uploads at once a new one is answered 503 with Retry-After before its body is read, and its connection
// closed. Each upload gives its place back when its response closes, however it ended.
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { serverMessages } from '../../shared/server-messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a file upload: it counts against the instance's uploads in flight. */
    upload?: boolean;
  }
  interface FastifyInstance {
    /** Uploads in flight now (tests and /readyz read it). */
    readonly uploadsInFlight: number;
  }
}

export interface UploadCapOptions {
  max: number;
  /** Called for each upload refused (the metrics count them). */
  onRefused?: () => void;
}

export const uploadCapPlugin = fp<UploadCapOptions>(async (app, opts) => {
  let inFlight = 0;
  app.decorate('uploadsInFlight', { getter: () => inFlight });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.upload) return done();
    if (inFlight >= opts.max) {
      opts.onRefused?.();
      request.log.warn({ inFlight }, 'upload refused: too many uploads in flight');
      reply.header('connection', 'close');
      const error = new AppError(503, serverMessages.serverBusy);
      error.retryAfter = 30;
      return done(error);
    }
    inFlight++;
    reply.raw.once('close', () => inFlight--);
    done();
  });
});
