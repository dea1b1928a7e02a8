// The one way we open a connection pool to an outside service (lending API, payment verify, SMS provider):
// connect, headers and body time-outs from one number, no redirects followed (undici follows none unless a
// redirect interceptor is composed in, and we compose none), an optional cap on the answer's size.
import { Pool } from 'undici';

export interface PoolOptions {
  /** Connect, headers and body time-out of each request. */
  timeoutMs: number;
  /** Connections kept to the origin. */
  connections: number;
  /** Answers past this many bytes fail with UND_ERR_RES_EXCEEDED_MAX_SIZE. */
  maxResponseBytes?: number;
}

export function outboundPool(url: string | URL, opts: PoolOptions): Pool {
  const { origin } = new URL(url);
  return new Pool(origin, {
    connections: opts.connections,
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
    connect: { timeout: opts.timeoutMs },
    ...(opts.maxResponseBytes !== undefined ? { maxResponseSize: opts.maxResponseBytes } : {}),
  });
}
