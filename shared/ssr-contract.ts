// The contract between the server and the server-render entry (client/entry-server.tsx): what the entry exports
// and what the server hands it. Declared once here; the entry implements it, the server loads it.
import type { Readable } from 'node:stream';
import type { ReactElement } from 'react';
import type { AppRoute, JsonLd, RouteMeta } from './route-meta.ts';

/** The configuration the browser may see: an explicit list, nothing else leaves the server. */
export interface ClientConfig {
  assetBaseUrl: string;
  publicBaseUrl: string;
  /** True while the embedded sandbox stands in for any upstream service. */
  sandbox: boolean;
  /** Where the sandbox shows the SMS it would have sent (one-time codes), when SMS is simulated. */
  sandboxSmsPath?: string;
}

/** Data the server looked up for one request of one page (a verified payment for /order-confirmation). */
export interface PageData {
  /**
   * The URL (path and query) the data was looked up for, inside its language's route table (no /hi prefix, as the
   * page's router reads its location): a page reached by another URL gets none.
   */
  url: string;
  value: unknown;
}

export interface PageMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
  meta: RouteMeta;
  status: number;
}

export interface RenderOptions {
  config: ClientConfig;
  /** Nonce for any inline script React emits while streaming. */
  nonce?: string;
  /** Wait until everything has rendered (for cached pages) instead of streaming from the shell. */
  waitForAll: boolean;
  /** What the server looked up for this request; the same value goes into the page for hydration. */
  pageData?: PageData;
  onError?: (error: unknown) => void;
}

/** What the server-render entry exports. */
export interface SsrModule {
  routes: readonly AppRoute[];
  redirects: Readonly<Record<string, string>>;
  matchPage(pathname: string): PageMatch;
  /** Renders the app for a URL. The page's code must be loaded first (matchPage(...).route.page.preload()). */
  renderApp(url: string, options: RenderOptions): Promise<Readable>;
  /**
   * Renders the app for a URL in one synchronous pass (its code loaded first, like renderApp); undefined when a
   * Suspense boundary was not ready, so the caller streams instead.
   */
  renderAppToString(url: string, options: Omit<RenderOptions, 'waitForAll'>): string | undefined;
  /**
   * Loads the code that pages render through React's lazy (the carousel), once, before any render: with it loaded
   * nothing suspends, so renderAppToString renders every page in one pass. The streaming renderer keeps its
   * request in an AsyncLocalStorage, and its first run turns on Node's async hooks for the life of the process.
   */
  loadLazyParts(): Promise<void>;
  /** The React tree both renders render (the bench renders it bare, as its baseline). */
  appTree(url: string, options: Omit<RenderOptions, 'waitForAll'>): ReactElement;
  organizationJsonLd: JsonLd;
}
