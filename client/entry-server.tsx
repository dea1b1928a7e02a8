// Server entry, built by Vite for Node: matches a URL to its route and renders the app to a stream.
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PassThrough } from 'node:stream';
import { App } from './App.tsx';
import { routeFinder } from './route-finder.ts';
import { routes as pageRoutes, redirects } from './routes.tsx';
import { withHeads } from './route-meta.ts';
import { resolveMeta } from '../shared/route-meta.ts';
import type { PageMatch, SsrModule } from '../shared/ssr-contract.ts';
import type { AppRoute, Params } from '../shared/route-meta.ts';
import { ClientConfigContext } from './client-config.tsx';
import { PageDataContext } from './page-data.tsx';
import { pageJsonLd } from './structured-data.ts';
import { buildLocale } from './locale.ts';
import { loadCarousel } from './components/carousel/LazyCarousel.tsx';

/** The route table with each route's meta, which the browser's first load does not carry (decision 0119). */
const routes = withHeads(pageRoutes);

// The module implements SsrModule (shared/ssr-contract.ts); the checks below keep it to that contract.
export { routes, redirects };

function resolveMatch(route: AppRoute, params: Params): PageMatch {
  const resolved = resolveMeta(route, params);
  const extra = pageJsonLd(route.path, params);
  const meta = extra.length
    ? { ...resolved, jsonLd: [...(resolved.jsonLd ?? []), ...extra] }
    : resolved;
  return { route, params, meta, status: meta.status ?? 200 };
}

const findRoute = routeFinder(routes);

/** The resolved match of each path the table spells out, made once: they are the same for every request. */
const spelledMatches = new Map<AppRoute, PageMatch>();

export const matchPage: SsrModule['matchPage'] = (pathname) => {
  const found = findRoute(pathname);
  if (!found) return resolveMatch(routes[routes.length - 1]!, {});
  if (!found.exact) return resolveMatch(found.route, found.params);
  let match = spelledMatches.get(found.route);
  if (!match) spelledMatches.set(found.route, (match = resolveMatch(found.route, {})));
  return match;
};

/**
 * The whole React tree of the app at a URL: what both renderers below render. `url` is the public URL, with this
 * build's base path (/hi/apply-now); matchPage takes the path inside it (/apply-now).
 */
export const appTree: SsrModule['appTree'] = (url, options): ReactElement => (
  <StrictMode>
    <ClientConfigContext.Provider value={options.config}>
      <PageDataContext.Provider value={options.pageData}>
        <StaticRouter location={url} basename={buildLocale.basePath || undefined}>
          <App />
        </StaticRouter>
      </PageDataContext.Provider>
    </ClientConfigContext.Provider>
  </StrictMode>
);

/**
 * Renders in one synchronous pass, or answers undefined when a Suspense boundary was not ready (its content would
 * be left to the browser): the caller then streams instead. Pages whose code and data are loaded before the
 * render never suspend, and renderToString costs a twentieth of a streamed render for them (decision 0114).
 */
export const renderAppToString: SsrModule['renderAppToString'] = (url, options) => {
  const html = renderToString(appTree(url, options));
  // React marks a boundary it gave up on with <!--$!-->: the browser would render it after hydration.
  return html.includes('<!--$!-->') ? undefined : html;
};

export const renderApp: SsrModule['renderApp'] = (url, options) => {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let failed = false;
    const stream = renderToPipeableStream(appTree(url, options), {
      nonce: options.nonce,
      // A finished page is sent whole. Otherwise React outlines any boundary over ~12.8 kB (a long policy) behind
      // a fallback plus an inline reveal script: a cached page cannot carry that script, and the footer would
      // paint first and then jump below the page.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        if (!options.waitForAll) {
          stream.pipe(out);
          resolve(out);
        }
      },
      onAllReady() {
        if (options.waitForAll && !failed) {
          stream.pipe(out);
          resolve(out);
        }
      },
      onShellError(error) {
        failed = true;
        reject(error);
      },
      onError(error) {
        options.onError?.(error);
      },
    });
  });
};

export const loadLazyParts: SsrModule['loadLazyParts'] = async () => {
  await loadCarousel();
};

export { organizationJsonLd } from './structured-data.ts';
