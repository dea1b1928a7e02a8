// Security headers on every response (DESIGN section 9): a per-request CSP nonce, HSTS, framing, permissions;
// and the same-origin rule for state-changing requests.
//
// helmet's headers do not change from one request to the next, so helmet runs once, at start-up, and its headers
// are kept as a list (decision 0117, issue 20): every answer sets the same list in one synchronous hook, and the
// cached-page answer (http/first-answers.ts) writes the very same list.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError } from '../errors.ts';
import { isApiPath } from './api-path.ts';
import { sendAs, serverMessages } from '../../shared/server-messages.ts';

declare module 'fastify' {
  interface FastifyReply {
    scriptNonce: string;
  }
  interface FastifyContextConfig {
    /** Gateway callbacks arrive cross-site by design and are protected by their hash instead. */
    allowCrossSite?: boolean;
    /** Content types the route accepts; anything else is 415. */
    accepts?: readonly string[];
  }
}

export interface SecurityOptions {
  publicBaseUrl: string;
  /** Origins the payment form may post to (the gateway's). */
  formActionOrigins: readonly string[];
  /** Image origins besides our own (an asset CDN). */
  imageOrigins: readonly string[];
  development: boolean;
}

const NONCE = '{{nonce}}';

export function buildCsp(o: SecurityOptions): string {
  const connect = o.development ? "'self' ws: wss:" : "'self'";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${NONCE}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${o.imageOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "media-src 'self' blob:",
    'frame-src https://www.openstreetmap.org https://www.google.com https://maps.google.com',
    `form-action 'self' ${o.formActionOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ];
  if (o.publicBaseUrl.startsWith('https://')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The policy of a data answer (JSON from /api/): nothing may load or run in it, whatever a browser makes of it.
 * It keeps DESIGN section 9's directives (the nonce, form-action, frame-ancestors, object-src, base-uri); a page's
 * sources (styles, images, fonts, the map) have nothing to do in JSON (decision 0126).
 */
export function buildDataCsp(o: SecurityOptions): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${NONCE}'`,
    `form-action 'self' ${o.formActionOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * helmet's headers that concern documents only, left off data answers: the opener and agent-cluster isolation of
 * a browsing context, DNS prefetching from a page's links, Internet Explorer's download prompt and XSS filter,
 * Adobe clients' cross-domain policies, and the framing header that frame-ancestors replaces in every browser we
 * support. What a data answer keeps: HSTS, nosniff, the referrer policy, cross-origin-resource-policy (no other
 * site reads our JSON through a no-cors request), the permissions policy and its own CSP.
 */
const documentOnly = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** Nonces cut from a pooled block of CSPRNG bytes: each byte is used once, the system call is amortised. */
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
export function nextNonce(): string {
  if (nonceOffset + 16 > noncePool.length) {
    noncePool = randomBytes(4096);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + 16);
  nonceOffset += 16;
  return nonce;
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The headers helmet sets with our options, in its order: run once against a response that only records them. */
function helmetHeaders(): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
      return recorder;
    },
    removeHeader() {},
  };
  helmet({
    contentSecurityPolicy: false, // ours carries a fresh nonce per request, below
    crossOriginEmbedderPolicy: false, // the office map and a CDN are cross-origin by design
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every security header of an answer whose script nonce is `nonce`, a page's or, when the request's `url` is one of
 * our HTTP API's, a data answer's: one flat list, name then value (what `writeHead` takes), a fresh array the caller
 * may add to, copied from one made at start-up.
 */
export type SecurityHeaders = (nonce: string, url: string) => string[];

export function securityHeaders(o: SecurityOptions): SecurityHeaders {
  const page: Array<[string, string]> = [
    ...helmetHeaders(),
    [
      'permissions-policy',
      'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ],
  ];
  const data = page.filter(([name]) => !documentOnly.has(name.toLowerCase()));
  const [pageBefore, pageAfter] = buildCsp(o).split(NONCE) as [string, string];
  const [dataBefore, dataAfter] = buildDataCsp(o).split(NONCE) as [string, string];
  const dataFlat = data.flat();
  const pageFlat = page.flat();
  return (nonce, url) => {
    const api = isApiPath(url);
    const list = (api ? dataFlat : pageFlat).slice();
    list.push(
      'content-security-policy',
      api ? dataBefore + nonce + dataAfter : pageBefore + nonce + pageAfter,
    );
    return list;
  };
}

export const securityPlugin = fp<{ publicBaseUrl: string; headers: SecurityHeaders }>(
  async (app, opts) => {
    const headersFor = opts.headers;
    const ownOrigin = new URL(opts.publicBaseUrl).origin;

    app.decorateReply('scriptNonce', '');
    // Synchronous hooks here and in the other per-request plugins: an async one costs a promise on every request.
    app.addHook('onRequest', (request, reply, done) => {
      const nonce = nextNonce();
      reply.scriptNonce = nonce;
      const headers = headersFor(nonce, request.url);
      for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]!);
      done();
    });

    // Before validation and before a route reads a streamed body: a post from another site is refused unread.
    app.addHook('preValidation', (request, _reply, done) => {
      if (!stateChanging.has(request.method)) return done();
      const config = request.routeOptions.config;
      if (!config.allowCrossSite) {
        const site = request.headers['sec-fetch-site'];
        if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
          return done(new AppError(403, serverMessages.crossSite));
        }
        const origin = request.headers.origin;
        if (
          typeof origin === 'string' &&
          origin !== ownOrigin &&
          origin !== `${request.protocol}://${request.host}`
        ) {
          return done(new AppError(403, serverMessages.crossSite));
        }
      }
      done();
    });

    app.addHook('preValidation', (request, _reply, done) => {
      const accepts = request.routeOptions.config.accepts;
      if (!accepts) return done();
      const type = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
      if (!accepts.includes(type)) {
        return done(new AppError(415, sendAs(accepts.join(' or '))));
      }
      done();
    });
  },
);
