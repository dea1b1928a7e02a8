// Rendering a page: the document around the app (head, tail), once for the page cache with a nonce placeholder,
// or for one request with its nonce and page data.
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AssetVersions } from '../../../shared/asset-url.ts';
import { localePath, splitLocalePath, type LocaleCode } from '../../../shared/locales.ts';
import type { PageDataLoader } from '../../http/page-data.ts';
import type { ClientConfigView, Renderer, SsrModule } from './renderer.ts';
import { documentHead, documentTail } from './document.ts';
import { NONCE_PLACEHOLDER, afterRoot, cachePage, streamToText } from './page-cache.ts';
import { NOT_FOUND_RENDER_PATH, notFoundKeyOf, personalQuery } from './cache-keys.ts';
import { outsideLanguage } from './outside-language.ts';

type Match = ReturnType<SsrModule['matchPage']>;

export interface PageRenderingOptions {
  renderer: Renderer;
  clientConfig: ClientConfigView;
  siteName: string;
  assetVersions: AssetVersions;
  pageData: ReadonlyMap<string, PageDataLoader>;
  log: FastifyBaseLogger;
}

/** A form's result posted without script, rendered into its page for one request (never cached). */
export interface GivenPageData {
  value: unknown;
  status?: number;
}

// eslint-disable-next-line max-lines-per-function -- one closure over the renderer for its three steps (head, cached render, per-request render)
export function pageRendering(opts: PageRenderingOptions) {
  const { renderer, clientConfig } = opts;
  const secureCookie = clientConfig.publicBaseUrl.startsWith('https:');

  function head(
    mod: SsrModule,
    locale: LocaleCode,
    path: string,
    match: Match,
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
      }),
      tail: documentTail(res),
    };
  }

  /** The page under a cache key: a public path, one with one of its fixed query variants, or the 404 page. */
  async function renderCached(mod: SsrModule, locale: LocaleCode, key: string) {
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
          onError: (error) => opts.log.error({ err: error, path: pathname }, 'render failed'),
        }),
      ));
    const { head: h, tail } = head(mod, locale, pathname, match, NONCE_PLACEHOLDER);
    const page = cachePage(match.status, h + body, tail, match.route.perRequestQuery);
    if (!page)
      opts.log.warn(
        { path: pathname },
        'page emitted inline scripts; it will be rendered per request',
      );
    return page;
  }

  /**
   * Renders a page for this one request. In one synchronous renderToString pass when nothing suspends (the page's
   * code and data are loaded first, so that is every page today, decision 0114); streamed otherwise, so a page
   * that waits on something inside its render still sends its shell first.
   */
  async function renderPerRequest(
    mod: SsrModule,
    locale: LocaleCode,
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    query: string | undefined,
    given?: GivenPageData,
    matched?: Match,
  ) {
    const match = matched ?? mod.matchPage(pathname);
    const loader = given ? async () => given.value : opts.pageData.get(match.route.path);
    const [value] = await Promise.all([
      loader?.(request, new URLSearchParams(query ?? '')),
      match.route.page.preload(),
    ]);
    if (loader || given || personalQuery.test(query ?? ''))
      reply.header('cache-control', 'no-store');
    const pageData =
      value === undefined
        ? undefined
        : { url: given ? localePath(locale, pathname) : request.url, value };
    const nonce = reply.scriptNonce;
    const { head: h, tail: bare } = head(mod, locale, pathname, match, nonce, pageData);
    const setHeader = (name: string, value: string) => reply.header(name, value);
    const tail = afterRoot(
      bare,
      match.status === 200 ? outsideLanguage(request, setHeader, locale, query, secureCookie) : '',
    );
    const status = given?.status ?? match.status;
    const whole = mod.renderAppToString(request.url, { config: clientConfig, nonce, pageData });
    if (whole !== undefined) return reply.code(status).send(h + whole + tail);

    const app$ = await mod.renderApp(request.url, {
      config: clientConfig,
      nonce,
      pageData,
      waitForAll: /bot|crawl|spider|lighthouse/i.test(request.headers['user-agent'] ?? ''),
      onError: (error: unknown) => request.log.error({ err: error }, 'render failed'),
    });
    const out = new PassThrough();
    out.write(h);
    app$.pipe(out, { end: false });
    app$.on('end', () => out.end(tail));
    app$.on('error', (error) => out.destroy(error));
    return reply.code(status).send(out);
  }

  return { renderCached, renderPerRequest, secureCookie };
}

export type PageRendering = ReturnType<typeof pageRendering>;
