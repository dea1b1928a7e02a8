// Browser entry: load the current page's code first, then hydrate the server-rendered HTML.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { routes } from './routes.tsx';
import { routeFinder } from './route-finder.ts';
import {
  CLIENT_CONFIG_ELEMENT_ID,
  ClientConfigContext,
  defaultClientConfig,
  type ClientConfig,
} from './client-config.tsx';
import { PageDataContext, readPageData } from './page-data.tsx';
import { buildLocale } from './locale.ts';
import { keepLandingUtm } from './utm-landing.ts';
import './styles/global.css';

function readConfig(): ClientConfig {
  const text = document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent;
  return text
    ? { ...defaultClientConfig, ...(JSON.parse(text) as Partial<ClientConfig>) }
    : defaultClientConfig;
}

// First, before any other code loads: a visitor may follow a link before this page is hydrated.
keepLandingUtm(window.location.search);

// This build's language lives under its base path (/hi): the route table is matched inside it.
const basename = buildLocale.basePath || undefined;
const match = routeFinder(routes, basename)(window.location.pathname);
const ready = match ? match.route.page.preload() : Promise.resolve();
const pageData = readPageData((value) =>
  match ? match.route.page.readData(value) : Promise.resolve(undefined),
);

void Promise.all([
  ready.catch(() => undefined), // a failed chunk shows the error boundary instead of a blank page
  pageData,
]).then(([, data]) => {
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <StrictMode>
      <ClientConfigContext.Provider value={readConfig()}>
        <PageDataContext.Provider value={data}>
          <BrowserRouter basename={basename}>
            <App />
          </BrowserRouter>
        </PageDataContext.Provider>
      </ClientConfigContext.Provider>
    </StrictMode>,
  );
});
