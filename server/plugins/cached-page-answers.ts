// A page kept in memory is answered from the first onRequest hook, ahead of every other (issue 20; decision 0056).
//
// Its answer is known in advance apart from a few bytes (the CSP nonce, the request id, the language offer), so
// the per-request hooks that exist for other answers (the rate limit, body bounds, the cross-site and content-type
// checks, compression, the JSON wording) have nothing to do for it, and each still costs a call per request. The
// hook writes the answer itself: the security headers from the same list the security plugin sets
// (plugins/security.ts), the request id, and the page's answer as plugins/ssr.ts makes it for the full path. The
// onResponse hooks still run for it (Fastify runs them on the response's 'finish', hijacked or not): the access
// log line, the metrics and the shutdown's count of answers in flight are the same as for any other request.
//
// Left to the full path: every method but GET (HEAD included), any request while the app shuts down (its answers
// carry `connection: close`), and whatever is not a page in memory. A cached page is not rate-limited: like the
// hashed assets the limiter lets through, it costs less to send than to count (the per-address connection cap
// still bounds a client).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { nextNonce, type SecurityHeaders } from './security.ts';

export interface CachedPageAnswer {
  status: number;
  /** The page's own headers (type, encoding, caching, vary, a cookie): not the security headers. */
  headers: ReadonlyMap<string, string>;
  body: Buffer;
}

/** The one seam between this hook and the page cache, which is built later (plugins/ssr.ts). */
export class FirstAnswers {
  private answer:
    ((request: FastifyRequest, nonce: string) => CachedPageAnswer | undefined) | undefined;

  /** Set by the page plugin: the answer for a request whose page is in memory, else undefined. */
  serveWith(answer: (request: FastifyRequest, nonce: string) => CachedPageAnswer | undefined) {
    this.answer = answer;
  }

  answerFor(request: FastifyRequest, nonce: string): CachedPageAnswer | undefined {
    return this.answer?.(request, nonce);
  }
}

export interface CachedPageAnswersOptions {
  answers: FirstAnswers;
  securityHeaders: SecurityHeaders;
}

/** The route that serves pages (plugins/ssr.ts); every other route's requests pass by untouched. */
const PAGES = '/*';

export const cachedPageAnswersPlugin = fp<CachedPageAnswersOptions>(
  async (app, { answers, securityHeaders }) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || request.routeOptions.url !== PAGES || app.shuttingDown)
        return done();
      const nonce = nextNonce();
      const answer = answers.answerFor(request, nonce);
      if (!answer) return done();
      const headers: string[] = [];
      for (const [name, value] of securityHeaders(nonce)) headers.push(name, value);
      headers.push('x-request-id', request.id);
      for (const [name, value] of answer.headers) headers.push(name, value);
      headers.push('content-length', String(answer.body.length));
      reply.hijack();
      reply.raw.writeHead(answer.status, headers);
      reply.raw.end(answer.body);
    });
  },
  { name: 'cached-page-answers' },
);
