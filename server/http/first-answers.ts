// An answer kept in memory is written from the first onRequest hook, ahead of every other (issue 20; decision 0117):
// a cached page (features/pages/ssr-plugin.ts) and a loaded reference list (features/apply/reference-routes.ts), each declared on its route
// (`config.firstAnswer`).
//
// Such an answer is known in advance apart from a few bytes (the CSP header's nonce, the request id, a page's
// language offer), so the per-request hooks that exist for other answers (the rate limit, body bounds, the
// cross-site and content-type checks, compression, the JSON wording) have nothing to do for it, and each still
// costs a call per request. The hook writes the answer itself: the security headers from the same list the security plugin sets
// (http/security.ts), the request id, and the answer as its route makes it for the full path too. The
// onResponse hooks still run for it (Fastify runs them on the response's 'finish', hijacked or not): the access
// log line, the metrics and the shutdown's count of answers in flight are the same as for any other request.
//
// Left to the full path: every method but GET (HEAD included), any request while the app shuts down (its answers
// carry `connection: close`), and whatever is not in memory. An answer from memory is not rate-limited: like the
// hashed assets the limiter lets through, it costs less to send than to count (the per-address connection cap
// still bounds a client), and it reaches nothing upstream.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { nextNonce, type SecurityHeaders } from './security.ts';

/** An answer known before the request came, but for a few bytes. */
export interface KnownAnswer {
  status: number;
  /** The answer's own headers (type, encoding, caching, vary, a cookie): not the security headers. */
  headers: ReadonlyMap<string, string>;
  body: Buffer;
}

/** For one route: the answer to this request when it is in memory, else undefined (the full path answers). */
export type Answerer = (request: FastifyRequest) => KnownAnswer | undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's answers that can come from memory, written ahead of every other hook (rate limit included). */
    firstAnswer?: Answerer;
  }
}

export const firstAnswersPlugin = fp<{ securityHeaders: SecurityHeaders }>(
  async (app, { securityHeaders }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const answerer =
        request.method === 'GET' ? request.routeOptions.config.firstAnswer : undefined;
      if (!answerer || app.shuttingDown) return done();
      const answer = answerer(request);
      if (!answer) return done();
      const headers = securityHeaders(nextNonce(), request.url);
      headers.push('x-request-id', request.id);
      for (const [name, value] of answer.headers) headers.push(name, value);
      headers.push('content-length', String(answer.body.length));
      reply.hijack();
      reply.raw.writeHead(answer.status, headers);
      reply.raw.end(answer.body);
    });
  },
  { name: 'first-answers' },
);
