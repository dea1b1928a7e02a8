// The shutdown sequence's in-app half (main.ts drives it on SIGTERM/SIGINT): readiness turns 503 first, clients are
// asked to close their connections, and connections that fall idle are closed, so app.close() ends as soon as the
// last in-flight request or upload has finished instead of waiting out keep-alive timers. A request still in flight
// `requestDeadlineMs` after the listener closed (a client dripping its body, say) has its connection cut, so the
// onClose hooks below always get their turn inside the shutdown's time-out and the process exits 0.
//
// Requests in flight are tracked from onRequest to the end of their onResponse hooks (the access-log line is written
// by then: this plugin registers after the access log), so main.ts can wait exactly until the last one is logged
// after app.close(): an upload answered early finishes its hooks only after its socket's lingering close, which can
// be after the server itself reports closed.
//
// Seam for background work (SMS retries, the mail worker): register an onClose hook in your plugin. Fastify runs
// onClose hooks after the HTTP server has closed and every in-flight request has finished, so work handed back
// there (the outbox's tries in flight ended, timers cleared) can no longer be joined by a new request.
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns /readyz to 503 and adds `connection: close` to responses; app.close() follows after the drain. */
    beginShutdown(): void;
    readonly shuttingDown: boolean;
    /**
     * Resolves once every request that reached the server has finished its onResponse hooks (or lost its
     * connection with no response to log), or at the request deadline, whichever is first.
     */
    responsesLogged(): Promise<void>;
    /** Responses tracked right now: 0 when nothing is in flight (the attack suite checks nothing is kept). */
    readonly requestsInFlight: number;
  }
}

/** Set on a response whose request entered the hooks: its onResponse hooks will run, and release it. */
const kHooked = Symbol('hooked');
type Tracked = ServerResponse & { [kHooked]?: true };

export interface ShutdownOptions {
  /** After the listener closes, how long requests in flight may still take before their connections are cut. */
  requestDeadlineMs?: number;
}

// eslint-disable-next-line max-lines-per-function -- one closure: the in-flight set, the reaper and the drain share their state
export const shutdownPlugin = fp<ShutdownOptions>(async (app, opts) => {
  let shuttingDown = false;
  let reaper: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;

  /** Responses from the moment their request reaches the server to the end of their onResponse hooks. */
  const inFlight = new Set<ServerResponse>();
  let settle: (() => void) | undefined;
  const done = (response: ServerResponse) => {
    inFlight.delete(response);
    if (inFlight.size === 0) settle?.();
  };

  // A response that closes unfinished (a cut connection, a hijacked reply whose client left) runs no onResponse
  // hooks: nothing more will be logged for it. Neither does one answered outside the request lifecycle (Fastify's
  // frameworkErrors), which never ran our hooks: kept until onResponse, it stayed for good (issue 40). One that
  // ran the hooks and finished is removed by onResponse below. One function for every response ('close' comes
  // once), not a closure and a once-wrapper made for each request.
  function closed(this: Tracked) {
    if (!this.writableFinished || !this[kHooked]) done(this);
  }
  // The server's own event, so a request refused by an earlier onRequest hook (the connection cap, say) counts too.
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response);
    response.on('close', closed);
  });
  // Synchronous, like the other per-request hooks: an async one costs a promise on every request. A request
  // answered by an earlier onRequest hook (a cached page, the connection cap) is not marked: it is released when its
  // response closes, after its onResponse hooks, which run when it finishes.
  app.addHook('onRequest', (_request, reply, next) => {
    (reply.raw as Tracked)[kHooked] = true;
    next();
  });
  app.addHook('onResponse', (_request, reply, next) => {
    done(reply.raw);
    next();
  });

  app.decorate('responsesLogged', async () => {
    if (inFlight.size === 0) return;
    let bound: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      settle = resolve;
      bound = setTimeout(() => {
        app.log.warn(
          { inFlight: inFlight.size },
          'shutdown: responses still unlogged at the deadline',
        );
        resolve();
      }, opts.requestDeadlineMs ?? 0);
    });
    clearTimeout(bound);
  });

  app.decorate('shuttingDown', { getter: () => shuttingDown });
  app.decorate('requestsInFlight', { getter: () => inFlight.size });
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', (hookDone) => {
    if (shuttingDown) {
      // 'draining' promises no new connection is taken, so it is written once the listener is closed: Fastify
      // calls server.close() after the preClose hooks, and a line written before that call leaves a window in
      // which a client reading the log could still connect (the shutdown test saw ECONNRESET from the backlog).
      const server = app.server;
      const close = server.close.bind(server);
      server.close = (callback?: (err?: Error) => void) => {
        close(callback);
        app.log.info('draining: no new connections; waiting for requests in flight');
        return server;
      };
    }
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
    hookDone();
  });

  app.addHook('onClose', async () => {
    clearInterval(reaper);
    clearTimeout(deadline);
  });
});
