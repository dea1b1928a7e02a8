// Serves every page: permanent redirects, cached static pages, and a per-request render for the rest. The parts
// live beside it: which answers are cached (cache-keys.ts), rendering (render.ts), the language outside the page
// (outside-language.ts) and the warm-up at start (warm-up.ts).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { isApiPath } from '../../http/api-path.ts';
import type { AssetVersions } from '../../../shared/asset-url.ts';
import type { ClientConfigView, Renderer, SsrModule } from './renderer.ts';
import { canonicalPaths, isOwnOriginPath, localeTarget, redirectQuery } from './canonical-path.ts';
import { accepts } from '../../http/cache/encoded-json.ts';
import { splitLocalePath } from '../../../shared/locales.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { hrefQuery, otherLanguageHref } from '../../http/language/page-language.ts';
import { PageCache, pageBody, rendersPerRequest, type CachedPage } from './page-cache.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import type { Answerer, KnownAnswer } from '../../http/first-answers.ts';
import { cacheKey, personalQuery } from './cache-keys.ts';
import { pageRendering } from './render.ts';
import { outsideLanguage } from './outside-language.ts';
import { warmPages } from './warm-up.ts';

export interface SsrOptions {
  renderer: Renderer;
  clientConfig: ClientConfigView;
  siteName: string;
  /** Content versions of public/ (server/http/asset-versions.ts), for the images and icons the head links. */
  assetVersions: AssetVersions;
  /** HTML at the start of a page's body, outside the app (render.ts). */
  bodyStart?: (path: string, locale: LocaleCode) => string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Renders and caches every static page now, so the first visitor is served from memory; resolves with the
     * number of pages of the languages it finished, and stops early when a shutdown begins.
     */
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

// Read as the reference lists read it (q=0 refuses a coding), so one client is never answered two ways.
const acceptsGzip = (request: FastifyRequest) =>
  accepts(request.headers['accept-encoding'], 'gzip');

// eslint-disable-next-line max-lines-per-function -- the closure holds the page cache its decorators, first answer and route share; each part is short
export const ssrPlugin = fp<SsrOptions>(async (app, opts) => {
  const { renderer } = opts;
  const cache = new PageCache();
  // Per-request page data by route path, as the features registered it (http/page-data.ts).
  const pageData = app.pageData;
  const rendering = pageRendering({ ...opts, pageData, log: app.log });
  /** Built once per loaded route table (development reloads it on edits). */
  const canonicalFor = new WeakMap<SsrModule, (pathname: string) => string | undefined>();

  app.decorate('warmPages', () =>
    warmPages(
      renderer,
      cache,
      rendering,
      () => app.shuttingDown,
      (path) => pageData.has(path),
    ),
  );

  app.decorate(
    'renderPage',
    async (
      request: FastifyRequest,
      reply: FastifyReply,
      pathname: string,
      value: unknown,
      status?: number,
    ) => {
      // `pathname` is a public path: /hi/contact-us renders the Hindi page.
      const { locale, path } = splitLocalePath(pathname);
      const mod = await renderer.load(locale);
      reply.type('text/html; charset=utf-8');
      return rendering.renderPerRequest(mod, locale, request, reply, path, undefined, {
        value,
        status,
      });
    },
  );

  /** A cached page's answer to one request: its status, its own headers (not the security ones) and its body. */
  function cachedAnswer(
    request: FastifyRequest,
    page: CachedPage,
    query: string | undefined,
    hit: boolean,
  ): KnownAnswer {
    const gzip = acceptsGzip(request);
    const locale = splitLocalePath(request.url).locale;
    const headers = new Map<string, string>([
      // Whether this answer came from memory or was just rendered into it: what tests and the bench read.
      ['x-page-cache', hit ? 'hit' : 'miss'],
      ['cache-control', personalQuery.test(query ?? '') ? 'no-store' : 'no-cache'],
      ['vary', 'accept-encoding'],
      ['content-type', 'text/html; charset=utf-8'],
    ]);
    const set = (name: string, value: string) => headers.set(name, value);
    const offer =
      page.status === 200
        ? outsideLanguage(request, set, locale, query, rendering.secureCookie)
        : '';
    if (gzip) headers.set('content-encoding', 'gzip');
    // The language switch keeps the query without script too: spliced into the cached page (decision 0053).
    // The 404 page's link is the typed address in the other language (issue 41).
    const switchQuery =
      page.status === 404
        ? otherLanguageHref(request.url.split('?', 1)[0]!, query)
        : hrefQuery(query);
    const body = pageBody(page, gzip, { after: offer, switchQuery });
    return { status: page.status, headers, body };
  }

  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    query: string | undefined,
    hit = true,
  ) {
    const answer = cachedAnswer(request, page, query, hit);
    reply.code(answer.status);
    for (const [name, value] of answer.headers) reply.header(name, value);
    return reply.send(answer.body);
  }

  /** The page cached under exactly this path, when the query does not make it render per request. */
  function hotPage(url: string) {
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? undefined : url.slice(q + 1);
    const hot = cache.peek(pathname); // rendered static pages by exact path: no route matching
    const page = hot && !rendersPerRequest(hot.perRequestQuery, query) ? hot : undefined;
    return { pathname, query, page };
  }

  /** The redirect to this path's one canonical spelling, or undefined (decision 0031). */
  function canonicalTarget(mod: SsrModule, pathname: string) {
    const { locale, path } = splitLocalePath(pathname);
    let canonical = canonicalFor.get(mod);
    if (!canonical) {
      canonical = canonicalPaths(mod.routes, mod.redirects);
      canonicalFor.set(mod, canonical);
    }
    const target = localeTarget(mod.routes, locale, pathname, path, canonical(path));
    // isOwnOriginPath holds for every route-table path (canonicalPaths checks them); kept here as the last word.
    return target !== undefined && isOwnOriginPath(target) ? target : undefined;
  }

  // A page in memory is answered from the first hook (http/first-answers.ts), before any other runs.
  const firstAnswer: Answerer = (request) => {
    const { page, query } = hotPage(request.url);
    return page && cachedAnswer(request, page, query, true);
  };

  app.get('/*', { config: { firstAnswer } }, async (request, reply) => {
    const { pathname, query, page: hot } = hotPage(request.url);
    // The common case (HEAD, and GET while shutting down; http/first-answers.ts answers the others): no
    // matching, no awaiting.
    if (hot) return sendCached(request, reply, hot, query);

    if (isApiPath(pathname)) throw new AppError(404, serverMessages.noSuchEndpoint);
    // A page path with doubled slashes goes to its single-slash spelling first: rendered as typed, the page's
    // language switch would link //host/x, another host (issue 41).
    if (pathname.includes('//'))
      return reply.redirect(
        pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') + redirectQuery(query),
        301,
      );
    // The language is the path's first segment (/hi); the rest is matched in that language's route table.
    const { locale, path } = splitLocalePath(pathname);
    const mod = await renderer.load(locale);
    const target = canonicalTarget(mod, pathname);
    if (target !== undefined) return reply.redirect(target + redirectQuery(query), 301);

    const match = mod.matchPage(path);
    const hasPageData = pageData.has(match.route.path);
    const key = renderer.cacheable
      ? cacheKey(mod, locale, match, path, query, hasPageData)
      : undefined;
    if (key) {
      const hit = cache.peek(key) !== undefined;
      const page = await cache.get(key, () => rendering.renderCached(mod, locale, key));
      if (page) return sendCached(request, reply, page, query, hit);
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return rendering.renderPerRequest(mod, locale, request, reply, path, query, undefined, match);
  });
});
