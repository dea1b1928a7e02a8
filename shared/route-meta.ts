// The route contract both sides read: what a route tells search engines and link previews (title, description,
// status, structured data) and how the server caches and prerenders it. The page itself is the client's; the
// server only needs its chunk's source path and a way to load it before rendering.

export interface RouteMeta {
  title: string;
  description: string;
  /** HTTP status of the rendered page: 200 unless the route says otherwise (unknown blog id -> 404). */
  status?: number;
  ogType?: 'website' | 'article';
  /** Image path relative to the asset base. */
  image?: string;
  /** Extra JSON-LD for this page: objects, or functions of the absolute URLs only the server knows. */
  jsonLd?: JsonLd[];
  /** Breadcrumb trail name; inner pages get a BreadcrumbList from it. */
  breadcrumb?: string;
  /** A level between Home and this page in that trail (Blog, for a blog post). */
  breadcrumbParent?: { name: string; path: string };
  noindex?: boolean;
}

/** Absolute URLs for structured data: the page's canonical URL and an asset's URL under the asset base. */
export interface JsonLdUrls {
  page: string;
  asset(path: string): string;
}

export type JsonLd = object | ((urls: JsonLdUrls) => object);

export type Params = Readonly<Record<string, string | undefined>>;

/** What the server needs of a route's page: the chunk the bundler's manifest knows it by, and its loader. */
export interface RoutePage {
  /** The source path of the page's chunk, e.g. client/pages/home/HomePage.tsx. */
  readonly source: string;
  /** Further modules (their source paths) the page loads before it renders, such as a policy's document. */
  readonly alsoLoads?: readonly string[];
  preload(): Promise<void>;
}

export interface AppRoute<Page extends RoutePage = RoutePage> {
  path: string;
  page: Page;
  meta: RouteMeta | ((params: Params) => RouteMeta);
  /** 'static': the same HTML for every visitor, rendered once per build and served from memory. */
  cache: 'static' | 'dynamic';
  /** Concrete paths to list in the sitemap; false keeps the route out. Defaults to [path]. */
  sitemap?: readonly string[] | false;
  /** Static routes with parameters list every concrete path to prerender. */
  prerender?: readonly string[];
  /**
   * Query parameters the page renders from (/repay-loan's `payment` notice): a URL carrying any of them is
   * rendered for that request, so the page shows without script, and is not served as the plain page.
   */
  perRequestQuery?: readonly string[];
  /**
   * The few values of perRequestQuery that show the same page to everyone ('payment=failed'): each is rendered
   * once and cached as a page of its own (issue 22). Never a value that carries personal data.
   */
  cachedQuery?: readonly string[];
}

/**
 * A route as the route table declares it (client/routes.tsx): its path, page and caching. Its meta and the concrete
 * pages of a route with parameters come from the meta table (client/route-meta.ts), which the server entry merges
 * in and the browser loads only on a client-side navigation (decision 0119).
 */
export type PageRoute<Page extends RoutePage = RoutePage> = Omit<
  AppRoute<Page>,
  'meta' | 'prerender'
>;

export function resolveMeta(route: Pick<AppRoute, 'meta'>, params: Params): RouteMeta {
  return typeof route.meta === 'function' ? route.meta(params) : route.meta;
}
