// Server entry, built by Vite for Node: matches a URL to its route and renders the app to a stream.
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter, matchRoutes } from './router.tsx';
import { PassThrough } from 'node:stream';
import { App } from './App.tsx';
import { routes, redirects } from './routes.tsx';
import { resolveMeta } from '../shared/route-meta.ts';
import type { SsrModule } from '../shared/ssr-contract.ts';
import { ClientConfigContext } from './client-config.tsx';
import { PageDataContext } from './page-data.tsx';
import { pageJsonLd } from './structured-data.ts';

// The module implements SsrModule (shared/ssr-contract.ts); the checks below keep it to that contract.
export { routes, redirects };

export const matchPage: SsrModule['matchPage'] = (pathname) => {
  const found = matchRoutes([...routes], pathname)?.[0];
  const route = found?.route ?? routes[routes.length - 1]!;
  const params = found?.params ?? {};
  const resolved = resolveMeta(route, params);
  const extra = pageJsonLd(route.path, params);
  const meta = extra.length
    ? { ...resolved, jsonLd: [...(resolved.jsonLd ?? []), ...extra] }
    : resolved;
  return { route, params, meta, status: meta.status ?? 200 };
};

export const renderApp: SsrModule['renderApp'] = (url, options) => {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let failed = false;
    const stream = renderToPipeableStream(
      <StrictMode>
        <ClientConfigContext.Provider value={options.config}>
          <PageDataContext.Provider value={options.pageData}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </PageDataContext.Provider>
        </ClientConfigContext.Provider>
      </StrictMode>,
      {
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
      },
    );
  });
};

export { organizationJsonLd } from './structured-data.ts';
