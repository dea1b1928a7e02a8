// Serves every page: permanent redirects, cached static pages, and a per-request render for the rest.
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { isApiPath } from '../api-path.ts';
import type { AssetVersions } from '../../shared/asset-url.ts';
import type { ClientConfigView, Renderer, SsrModule } from '../ssr/renderer.ts';
import { documentHead, documentTail } from '../ssr/document.ts';
import { canonicalPaths, isOwnOriginPath, redirectQuery } from '../ssr/canonical-path.ts';
import { accepts } from '../cache/encoded-json.ts';
import { localePath, localeCodes, splitLocalePath, type LocaleCode } from '../../shared/locales.ts';
import {
  cookieLanguage,
  fromOurPage,
  hindiOffer,
  hrefQuery,
  otherLanguageHref,
  prefersHindi,
  rememberLanguage,
} from '../ssr/language.ts';
import {
  NONCE_PLACEHOLDER,
  afterRoot,
  PageCache,
  cachePage,
  pageBody,
  rendersPerRequest,
  streamToText,
  type CachedPage,
} from '../ssr/page-cache.ts';
import { serverMessages } from '../../shared/server-messages.ts';
import type { Answerer, KnownAnswer } from './first-answers.ts';

/**
 * Looks up what one request of a page shows (a verified payment, say); undefined when there is nothing to show.
 * `query` is the request's query string as the page reads it; `reply` takes any header the lookup decides on (a
 * cookie it ends).
 */
export type PageDataLoader = (
  request: FastifyRequest,
  query: URLSearchParams,
  reply: FastifyReply,
) => Promise<unknown>;

export interface SsrOptions {
  renderer: Renderer;
  clientConfig: ClientConfigView;
  siteName: string;
  /** Content versions of public/ (server/asset-versions.ts), for the images and icons the head links. */
  assetVersions: AssetVersions;
  /**
   * Per-request data for pages, by route path inside a language's table (/order-confirmation serves
   * /hi/order-confirmation too; client/page-data.tsx). Such a route is never cached and its answer is `no-store`:
   * the data belongs to one request.
   */
  pageData?: Readonly<Record<string, PageDataLoader>>;
  /**
   * HTML at the start of a page's body, outside the app, by route path inside a language's table (the notice
   * shown without script on the pages whose code step needs it, issue 41): no byte of it in the browser bundle.
   */
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

/**
 * Query parameters that make a page personal: a lead link's refstr, a payment's txnid and signature. A page
 * requested with one is `no-store`, so no shared cache keeps it (issue 15).
 */
const personalQuery = /(?:^|&)(?:refstr|txnid|sig)=/i;

/**
 * The 404 page's cache key in a language (no path is spelled so: '*', '/hi*') and the path it is rendered at (no
 * page has it). Every other key is a page's public path, with its language's prefix (/hi/faqs).
 */
const notFoundKeyOf = (locale: LocaleCode) => `${localePath(locale, '')}*`;
const NOT_FOUND_RENDER_PATH = '/__not-found__';

/**
 * The route's fixed variant this query asks for ('payment=failed'), or undefined: each parameter the page
 * renders from given once, their values one of cachedQuery, and nothing personal anywhere in the query.
 */
function fixedVariant(
  route: { perRequestQuery?: readonly string[]; cachedQuery?: readonly string[] },
  query: string | undefined,
): string | undefined {
  if (!route.cachedQuery?.length || personalQuery.test(query ?? '')) return undefined;
  const params = new URLSearchParams(query);
  const named = (route.perRequestQuery ?? []).filter((name) => params.has(name));
  if (named.some((name) => params.getAll(name).length !== 1)) return undefined;
  const variant = new URLSearchParams(
    named.map((name): [string, string] => [name, params.get(name)!]),
  ).toString();
  return route.cachedQuery.includes(variant) ? variant : undefined;
}

/**
 * The public path to redirect to, or undefined. `inner` is the redirect inside the language's route table (from
 * canonicalPaths); for Hindi, a path the table names exactly but spelled with another prefix (/HI/faqs, /hi/)
 * goes to /hi/faqs, /hi too. Targets come from the route table only, never from the request.
 */
function localeTarget(
  mod: SsrModule,
  locale: LocaleCode,
  pathname: string,
  path: string,
  inner: string | undefined,
): string | undefined {
  if (inner !== undefined) return localePath(locale, inner);
  if (locale === 'en') return undefined;
  const named = mod.routes.find((r) => r.path === path || r.prerender?.includes(path));
  if (!named) return undefined;
  const target = localePath(locale, path);
  return target === pathname ? undefined : target;
}

export const ssrPlugin = fp<SsrOptions>(async (app, opts) => {
  const { renderer, clientConfig } = opts;
  const cache = new PageCache();
  /** Built once per loaded route table (development reloads it on edits). */
  const canonicalFor = new WeakMap<SsrModule, (pathname: string) => string | undefined>();

  function head(
    mod: SsrModule,
    locale: LocaleCode,
    path: string,
    match: ReturnType<SsrModule['matchPage']>,
    nonce: string,
    pageData?: { url: string; value: unknown },
  ) {
    const res = renderer.resources(match.route.page.source, locale);
    return {
      head: documentHead({
        locale,
        path,
        meta: match.meta,
        publicBaseUrl: clientConfig.publicBaseUrl,
        assetBaseUrl: clientConfig.assetBaseUrl,
        assetVersions: opts.assetVersions,
        siteName: opts.siteName,
        clientConfig,
        pageData,
        styles: res.styles,
        devHead: res.devHead?.(nonce),
        organizationJsonLd: mod.organizationJsonLd,
        bodyStart: opts.bodyStart?.(match.route.path, locale),
      }),
      tail: documentTail(res),
    };
  }

  /**
   * Only paths the route table names are cached, with the fixed query variants it lists (cachedQuery), and one
   * 404 page for unknown paths, so random URLs cannot grow the cache. Nothing personal is ever a key.
   */
  function cacheKey(
    mod: SsrModule,
    locale: LocaleCode,
    match: ReturnType<SsrModule['matchPage']>,
    pathname: string,
    query: string | undefined,
  ): string | undefined {
    const key = innerCacheKey(mod, match, pathname, query);
    if (key === undefined) return undefined;
    return key === '*' ? notFoundKeyOf(locale) : localePath(locale, key);
  }

  /** The key inside one language's route table (`pathname` is the path inside it): a path, or '*' for the 404. */
  function innerCacheKey(
    mod: SsrModule,
    match: ReturnType<SsrModule['matchPage']>,
    pathname: string,
    query: string | undefined,
  ): string | undefined {
    if (!renderer.cacheable) return undefined;
    if (match.route.path === '*') return notFoundKey(mod, pathname);
    if (match.route.cache !== 'static') return undefined;
    // A page with per-request data is cached only as it shows without it: no query naming what the data reads.
    if (opts.pageData?.[match.route.path] && !match.route.perRequestQuery?.length) return undefined;
    const path =
      match.route.path === pathname || match.route.prerender?.includes(pathname)
        ? pathname
        : undefined;
    if (!path || !rendersPerRequest(match.route.perRequestQuery, query)) return path;
    const variant = fixedVariant(match.route, query);
    return variant === undefined ? undefined : `${path}?${variant}`;
  }

  /**
   * The one 404 page: the same for every unknown path, except under a page's own path (/about-us/x), where the
   * header marks that page's link as current; those render per request.
   */
  function notFoundKey(mod: SsrModule, pathname: string): string | undefined {
    const first = /^\/[^/]*/.exec(pathname.toLowerCase())?.[0];
    return mod.routes.some((r) => r.path.toLowerCase() === first) ? undefined : '*';
  }

  async function renderCached(mod: SsrModule, locale: LocaleCode, key: string) {
    // A key is what is rendered: a public path, one with one of its fixed query variants, or the 404 page.
    const url = key === notFoundKeyOf(locale) ? localePath(locale, NOT_FOUND_RENDER_PATH) : key;
    const pathname = splitLocalePath(url.split('?')[0]!).path;
    const match = mod.matchPage(pathname);
    await match.route.page.preload();
    // In one synchronous pass, like a page rendered per request; streamed only if something suspended (nothing
    // does: the renderer loaded the lazy parts first). The streaming renderer keeps its request in an
    // AsyncLocalStorage, and the first `run` of one turns on Node's async hooks for the life of the process: every
    // later request, cached ones included, would pay for them.
    const whole = mod.renderAppToString(url, { config: clientConfig, nonce: NONCE_PLACEHOLDER });
    const body =
      whole ??
      (await streamToText(
        await mod.renderApp(url, {
          config: clientConfig,
          nonce: NONCE_PLACEHOLDER,
          waitForAll: true,
          onError: (error) => app.log.error({ err: error, path: pathname }, 'render failed'),
        }),
      ));
    const { head: h, tail } = head(mod, locale, pathname, match, NONCE_PLACEHOLDER);
    const html = h + body;
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
    locale: LocaleCode,
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
      loader?.(request, new URLSearchParams(query ?? ''), reply),
      match.route.page.preload(),
    ]);
    if (loader || given || personalQuery.test(query ?? ''))
      reply.header('cache-control', 'no-store');
    // The URL as the page's router sees it: the path inside its language's table (the Hindi router's basename is
    // /hi), so /hi/order-confirmation?txnid=… finds its data as /order-confirmation?txnid=… does.
    const pageData =
      value === undefined
        ? undefined
        : { url: given || !query ? pathname : `${pathname}?${query}`, value };
    const nonce = reply.scriptNonce;
    const onError = (error: unknown) => request.log.error({ err: error }, 'render failed');
    const { head: h, tail: bare } = head(mod, locale, pathname, match, nonce, pageData);
    const tail = afterRoot(
      bare,
      match.status === 200
        ? language(request, (name, value) => reply.header(name, value), locale, query)
        : '',
    );
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
    let count = 0;
    for (const locale of localeCodes) {
      const mod = await renderer.load(locale);
      const paths = mod.routes
        .filter((r) => r.cache === 'static')
        .flatMap((r) => (r.path.includes(':') ? (r.prerender ?? []) : [r.path]));
      const variants = mod.routes.flatMap((r) =>
        (r.cachedQuery ?? []).map((v) => `${r.path}?${v}`),
      );
      const keys = [
        ...[...paths, ...variants].map((p) => localePath(locale, p)),
        notFoundKeyOf(locale),
      ];
      // One page at a time, back to the event loop after each: the renders are synchronous, and all of a
      // language's at once held every request, probe and signal that came meanwhile (a loaded machine took
      // seconds). A shutdown stops the warm-up; the pages it left are rendered when first asked for.
      for (const key of keys) {
        if (app.shuttingDown) return count;
        await cache.get(key, () => renderCached(mod, locale, key));
        await nextTurn();
      }
      count += paths.length;
    }
    return count;
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
      // `pathname` is a public path: /hi/contact-us renders the Hindi page.
      const { locale, path } = splitLocalePath(pathname);
      const mod = await renderer.load(locale);
      reply.type('text/html; charset=utf-8');
      return renderPerRequest(mod, locale, request, reply, path, undefined, { value, status });
    },
  );

  const secureCookie = clientConfig.publicBaseUrl.startsWith('https:');

  /**
   * The language outside the page (decisions 0048, 0095): remembers the language of the page sent in the cookie,
   * and answers the offer of the Hindi page for an English page whose reader never chose and whose browser ranks
   * Hindi first, or who chose Hindi and came from outside our pages ('' otherwise). An English page's body then
   * depends on those headers: Vary says so.
   */
  function language(
    request: FastifyRequest,
    setHeader: (name: string, value: string) => unknown,
    locale: LocaleCode,
    query: string | undefined,
  ): string {
    const remembered = cookieLanguage(request.headers.cookie);
    const ours = fromOurPage(request.headers['sec-fetch-site']);
    const cookie = rememberLanguage(locale, remembered, secureCookie, ours);
    if (cookie) setHeader('set-cookie', cookie);
    if (locale !== 'en') return '';
    setHeader('vary', 'accept-encoding, accept-language, cookie, sec-fetch-site');
    // Offered to a reader who chose Hindi and arrived from outside our pages, and to one who never chose whose
    // browser ranks Hindi first.
    const offer =
      remembered === undefined
        ? prefersHindi(request.headers['accept-language'])
        : remembered === 'hi' && !ours;
    if (!offer) return '';
    const pathname = request.url.split('?')[0]!;
    return hindiOffer(pathname, query);
  }

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
    const offer = page.status === 200 ? language(request, set, locale, query) : '';
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

  // A page in memory is answered from the first hook (plugins/first-answers.ts), before any other runs.
  const firstAnswer: Answerer = (request) => {
    const { page, query } = hotPage(request.url);
    return page && cachedAnswer(request, page, query, true);
  };

  app.get('/*', { config: { firstAnswer } }, async (request, reply) => {
    const { pathname, query, page: hot } = hotPage(request.url);
    // The common case (HEAD, and GET while shutting down; plugins/first-answers.ts answers the others): no
    // matching, no awaiting.
    if (hot) return sendCached(request, reply, hot, query);

    if (isApiPath(pathname)) throw new AppError(404, serverMessages.noSuchEndpoint);
    // The language is the path's first segment (/hi); the rest is matched in that language's route table.
    const { locale, path } = splitLocalePath(pathname);
    const mod = await renderer.load(locale);

    let canonical = canonicalFor.get(mod);
    if (!canonical) {
      canonical = canonicalPaths(mod.routes, mod.redirects);
      canonicalFor.set(mod, canonical);
    }
    const target = localeTarget(mod, locale, pathname, path, canonical(path));
    // isOwnOriginPath holds for every route-table path (canonicalPaths checks them); kept here as the last word.
    if (target !== undefined && isOwnOriginPath(target))
      return reply.redirect(target + redirectQuery(query), 301);

    const match = mod.matchPage(path);
    const key = cacheKey(mod, locale, match, path, query);
    if (key) {
      const hit = cache.peek(key) !== undefined;
      const page = await cache.get(key, () => renderCached(mod, locale, key));
      if (page) {
        return sendCached(request, reply, page, query, hit);
      }
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return renderPerRequest(mod, locale, request, reply, path, query, undefined, match);
  });
});
