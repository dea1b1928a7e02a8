// Serves every page: permanent redirects, cached static pages, and a per-request render for the rest.
import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AssetVersions } from '../../shared/asset-url.ts';
import type { ClientConfigView, Renderer, SsrModule } from '../ssr/renderer.ts';
import { documentHead, documentTail } from '../ssr/document.ts';
import { canonicalPaths, isOwnOriginPath, redirectQuery } from '../ssr/canonical-path.ts';
import {
  NONCE_PLACEHOLDER,
  PageCache,
  cachePage,
  pageBody,
  rendersPerRequest,
  streamToText,
  type CachedPage,
} from '../ssr/page-cache.ts';

/**
 * Looks up what one request of a page shows (a verified payment, say); undefined when there is nothing to show.
 * `query` is the request's query string as the page reads it.
 */
export type PageDataLoader = (request: FastifyRequest, query: URLSearchParams) => Promise<unknown>;

export interface SsrOptions {
  renderer: Renderer;
  clientConfig: ClientConfigView;
  siteName: string;
  /** Content versions of public/ (server/asset-versions.ts), for the images and icons the head links. */
  assetVersions: AssetVersions;
  /**
   * Per-request data for pages, by route path (client/page-data.tsx). Such a route is never cached and its
   * answer is `no-store`: the data belongs to one request.
   */
  pageData?: Readonly<Record<string, PageDataLoader>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders and caches every static page now, so the first visitor is served from memory. */
    warmPages(): Promise<number>;
    /**
     * Answers with the page at `pathname` rendered for this request with `value` as its page data (a form's
     * result posted without script: its confirmation, or its values and field errors). Never cached.
     */
    renderPage(
      request: FastifyRequest,
      reply: FastifyReply,
      pathname: string,
      value: unknown,
      status?: number,
    ): Promise<FastifyReply>;
  }
}

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/**
 * Query parameters that make a page personal: a lead link's refstr, a payment's txnid and signature. A page
 * requested with one is `no-store`, so no shared cache keeps it (issue 15).
 */
const personalQuery = /(?:^|&)(?:refstr|txnid|sig)=/i;

export const ssrPlugin = fp<SsrOptions>(async (app, opts) => {
  const { renderer, clientConfig } = opts;
  const cache = new PageCache();
  /** Built once per loaded route table (development reloads it on edits). */
  const canonicalFor = new WeakMap<SsrModule, (pathname: string) => string | undefined>();

  function head(
    mod: SsrModule,
    pathname: string,
    match: ReturnType<SsrModule['matchPage']>,
    nonce: string,
    pageData?: { url: string; value: unknown },
  ) {
    const res = renderer.resources(match.route.page.source);
    return {
      head: documentHead({
        pathname,
        meta: match.meta,
        publicBaseUrl: clientConfig.publicBaseUrl,
        assetBaseUrl: clientConfig.assetBaseUrl,
        assetVersions: opts.assetVersions,
        siteName: opts.siteName,
        clientConfig,
        pageData,
        styles: res.styles,
        preloads: res.preloads,
        devHead: res.devHead?.(nonce),
        organizationJsonLd: mod.organizationJsonLd,
      }),
      tail: documentTail(res.entryScripts, nonce),
    };
  }

  /** Only paths the route table names are cached, so random URLs cannot grow the cache. */
  function cacheKey(
    match: ReturnType<SsrModule['matchPage']>,
    pathname: string,
    query: string | undefined,
  ): string | undefined {
    if (!renderer.cacheable || match.route.cache !== 'static') return undefined;
    if (opts.pageData?.[match.route.path]) return undefined;
    if (rendersPerRequest(match.route.perRequestQuery, query)) return undefined;
    if (match.route.path === pathname) return pathname;
    return match.route.prerender?.includes(pathname) ? pathname : undefined;
  }

  async function renderCached(mod: SsrModule, pathname: string) {
    const match = mod.matchPage(pathname);
    await match.route.page.preload();
    const stream = await mod.renderApp(pathname, {
      config: clientConfig,
      nonce: NONCE_PLACEHOLDER,
      waitForAll: true,
      onError: (error) => app.log.error({ err: error, path: pathname }, 'render failed'),
    });
    const { head: h, tail } = head(mod, pathname, match, NONCE_PLACEHOLDER);
    const html = h + (await streamToText(stream));
    const page = cachePage(match.status, html, tail, match.route.perRequestQuery);
    if (!page)
      app.log.warn(
        { path: pathname },
        'page emitted inline scripts; it will be rendered per request',
      );
    return page;
  }

  /**
   * Renders a page for this one request. In one synchronous renderToString pass when nothing suspends (the page's
   * code and data are loaded first, so that is every page today, decision 0046); streamed otherwise, so a page
   * that waits on something inside its render still sends its shell first.
   */
  async function renderPerRequest(
    mod: SsrModule,
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    query: string | undefined,
    given?: { value: unknown; status?: number },
    matched?: ReturnType<SsrModule['matchPage']>,
  ) {
    const match = matched ?? mod.matchPage(pathname);
    const loader = given ? async () => given.value : opts.pageData?.[match.route.path];
    const [value] = await Promise.all([
      loader?.(request, new URLSearchParams(query ?? '')),
      match.route.page.preload(),
    ]);
    if (loader || given || personalQuery.test(query ?? ''))
      reply.header('cache-control', 'no-store');
    const pageData =
      value === undefined ? undefined : { url: given ? pathname : request.url, value };
    const nonce = reply.scriptNonce;
    const onError = (error: unknown) => request.log.error({ err: error }, 'render failed');
    const { head: h, tail } = head(mod, pathname, match, nonce, pageData);
    const status = given?.status ?? match.status;
    const whole = mod.renderAppToString(request.url, { config: clientConfig, nonce, pageData });
    if (whole !== undefined) return reply.code(status).send(h + whole + tail);

    const app$ = await mod.renderApp(request.url, {
      config: clientConfig,
      nonce,
      pageData,
      waitForAll: /bot|crawl|spider|lighthouse/i.test(request.headers['user-agent'] ?? ''),
      onError,
    });
    const out = new PassThrough();
    out.write(h);
    app$.pipe(out, { end: false });
    app$.on('end', () => out.end(tail));
    app$.on('error', (error) => out.destroy(error));
    return reply.code(status).send(out);
  }

  app.decorate('warmPages', async () => {
    if (!renderer.cacheable) return 0;
    const mod = await renderer.load();
    const paths = mod.routes
      .filter((r) => r.cache === 'static')
      .flatMap((r) => (r.path.includes(':') ? (r.prerender ?? []) : [r.path]));
    await Promise.all(paths.map((p) => cache.get(p, () => renderCached(mod, p))));
    return paths.length;
  });

  app.decorate(
    'renderPage',
    async (
      request: FastifyRequest,
      reply: FastifyReply,
      pathname: string,
      value: unknown,
      status?: number,
    ) => {
      const mod = await renderer.load();
      reply.type('text/html; charset=utf-8');
      return renderPerRequest(mod, request, reply, pathname, undefined, { value, status });
    },
  );

  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    query: string | undefined,
  ) {
    const gzip = acceptsGzip(request);
    reply
      .code(page.status)
      .header('cache-control', personalQuery.test(query ?? '') ? 'no-store' : 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(pageBody(page, reply.scriptNonce, gzip));
  }

  app.get('/*', async (request, reply) => {
    const q = request.url.indexOf('?');
    const pathname = q === -1 ? request.url : request.url.slice(0, q);
    const query = q === -1 ? undefined : request.url.slice(q + 1);
    const hot = cache.peek(pathname); // rendered static pages by exact path: no route matching
    // The common case: no matching, no awaiting.
    if (hot && !rendersPerRequest(hot.perRequestQuery, query))
      return sendCached(request, reply, hot, query);

    if (pathname.startsWith('/api/')) throw new AppError(404, 'There is no such endpoint.');
    const mod = await renderer.load();

    let canonical = canonicalFor.get(mod);
    if (!canonical) {
      canonical = canonicalPaths(mod.routes, mod.redirects);
      canonicalFor.set(mod, canonical);
    }
    const target = canonical(pathname);
    // isOwnOriginPath holds for every route-table path (canonicalPaths checks them); kept here as the last word.
    if (target !== undefined && isOwnOriginPath(target))
      return reply.redirect(target + redirectQuery(query), 301);

    const match = mod.matchPage(pathname);
    const key = cacheKey(match, pathname, query);
    if (key) {
      const page = await cache.get(key, () => renderCached(mod, key));
      if (page) {
        return sendCached(request, reply, page, query);
      }
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return renderPerRequest(mod, request, reply, pathname, query, undefined, match);
  });
});
