// The shutdown sequence's in-app half (main.ts drives it on SIGTERM/SIGINT): readiness turns 503 first, clients are
// asked to close their connections, and connections that fall idle are closed, so app.close() ends as soon as the
// last in-flight request or upload has finished instead of waiting out keep-alive timers. A request still in flight
// `requestDeadlineMs` after the listener closed (a client dripping its body, say) has its connection cut, so the
// onClose hooks below always get their turn inside the shutdown's time-out and the process exits 0.
//
// Seam for background work (SMS retries, the mail worker): register an onClose hook in your plugin. Fastify runs
// onClose hooks after the HTTP server has closed and every in-flight request has finished, so work handed back
// there (unsent messages left in the spool, timers cleared) can no longer be joined by a new request.
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns /readyz to 503 and adds `connection: close` to responses; app.close() follows after the drain. */
    beginShutdown(): void;
    readonly shuttingDown: boolean;
  }
}

export interface ShutdownOptions {
  /** After the listener closes, how long requests in flight may still take before their connections are cut. */
  requestDeadlineMs?: number;
}

export const shutdownPlugin = fp<ShutdownOptions>(async (app, opts) => {
  let shuttingDown = false;
  let reaper: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;

  app.decorate('shuttingDown', { getter: () => shuttingDown });
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', async () => {
    shuttingDown = true;
    // A keep-alive connection whose request was already under way when the signal came turns idle only after its
    // response; Node closes idle connections once, at close(), so keep closing the ones that turn idle later.
    if (app.server.listening) {
      reaper = setInterval(() => app.server.closeIdleConnections(), 100);
      reaper.unref();
      if (opts.requestDeadlineMs !== undefined) {
        deadline = setTimeout(() => {
          app.log.warn(
            { deadlineMs: opts.requestDeadlineMs },
            'shutdown: cutting the connections of requests still in flight',
          );
          app.server.closeAllConnections();
        }, opts.requestDeadlineMs);
        deadline.unref();
      }
    }
  });

  app.addHook('onClose', async () => {
    clearInterval(reaper);
    clearTimeout(deadline);
  });
});
