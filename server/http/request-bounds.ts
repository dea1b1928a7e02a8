// Bounds on how long a client may take to send its request (docs/decisions/0029). A client that drips a body one
// byte at a time would otherwise hold a connection, and a slot in the shutdown, for as long as it likes.
//
// - Headers: Node's headersTimeout (set on the server in app.ts); counted here through 'clientError'.
// - Body: progress-based. A body that sends nothing for `idleMs`, or is not all there `totalMs` after the request
//   began, has its connection cut, with one warn line and a count in http_requests_cut_total. Every route gets the
//   defaults, the not-found handler included; an upload route names its own bounds in `config.bodyBounds`.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { sampledLog } from './sampled-log.ts';

export interface BodyBounds {
  /** The longest the body may go without a byte arriving. */
  idleMs: number;
  /** The longest the whole request may take to arrive. */
  totalMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own bounds on receiving the body (uploads: longer, still progress-based). */
    bodyBounds?: BodyBounds;
  }
}

export type CutReason = 'idle' | 'total' | 'headers';

export interface RequestBoundsOptions extends BodyBounds {
  /** Called once per request cut (the metrics count them). */
  onCut?: (reason: CutReason, request?: FastifyRequest) => void;
  /** The clock; tests may pass their own. */
  now?: () => number;
}

/** True when the request announces a body still to come (a length above zero, or chunked). */
function hasBody(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

export const requestBoundsPlugin = fp<RequestBoundsOptions>(
  async (app, opts) => {
    const now = opts.now ?? Date.now;
    // Many slow clients at once must not mean as many log lines: one a second, with the count left out.
    const log = sampledLog(app.log, { perMs: 1000, now });

    app.server.on('clientError', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ERR_HTTP_REQUEST_TIMEOUT') return;
      log.warn({ reason: 'headers' }, 'request cut: the client was too slow to send it');
      opts.onCut?.('headers');
    });

    app.addHook('onRequest', (request, _reply, done) => {
      const raw = request.raw;
      const socket = raw.socket;
      // A request injected in-process (tests, light-my-request) has no connection to bound.
      if (raw.complete || !hasBody(request) || typeof socket?.bytesRead !== 'number') return done();
      const bounds = request.routeOptions.config.bodyBounds ?? opts;
      const started = now();
      let lastBytes = socket.bytesRead;
      let lastProgress = started;

      const stop = () => clearInterval(timer);
      const check = () => {
        if (raw.complete || raw.readableEnded || raw.destroyed) return stop();
        const t = now();
        const bytes = socket.bytesRead;
        if (bytes !== lastBytes) {
          lastBytes = bytes;
          lastProgress = t;
        }
        let reason: CutReason | undefined;
        if (t - started >= bounds.totalMs) reason = 'total';
        else if (t - lastProgress >= bounds.idleMs) reason = 'idle';
        if (!reason) return;
        stop();
        log.warn(
          { reqId: request.id, reason, route: request.routeOptions.url ?? 'unmatched' },
          'request cut: the client was too slow to send it',
        );
        opts.onCut?.(reason, request);
        // Nothing useful can be answered to a request that is not all there: close its connection.
        socket.destroy();
      };
      // A quarter of the shorter bound: a slow request is cut at most a quarter late.
      const timer = setInterval(check, Math.max(10, Math.min(bounds.idleMs, bounds.totalMs) / 4));
      timer.unref();
      raw.once('close', stop);
      done();
    });
  },
  { name: 'request-bounds' },
);
