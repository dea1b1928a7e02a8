// Which answers the page cache keeps, and under which key: only paths the route table names, with the fixed query
// variants it lists (cachedQuery), and one 404 page for unknown paths, so random URLs cannot grow the cache.
// Nothing personal is ever a key.
import { localePath, type LocaleCode } from '../../../shared/locales.ts';
import type { SsrModule } from './renderer.ts';
import { rendersPerRequest } from './page-cache.ts';

type Match = ReturnType<SsrModule['matchPage']>;

/**
 * Query parameters that make a page personal: a lead link's refstr, a payment's txnid and signature. A page
 * requested with one is `no-store`, so no shared cache keeps it (issue 15).
 */
export const personalQuery = /(?:^|&)(?:refstr|txnid|sig)=/i;

/**
 * The 404 page's cache key in a language (no path is spelled so: '*', '/hi*') and the path it is rendered at (no
 * page has it). Every other key is a page's public path, with its language's prefix (/hi/faqs).
 */
export const notFoundKeyOf = (locale: LocaleCode) => `${localePath(locale, '')}*`;
export const NOT_FOUND_RENDER_PATH = '/__not-found__';

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
 * The one 404 page: the same for every unknown path, except under a page's own path (/about-us/x), where the
 * header marks that page's link as current; those render per request.
 */
function notFoundKey(mod: SsrModule, pathname: string): string | undefined {
  const first = /^\/[^/]*/.exec(pathname.toLowerCase())?.[0];
  return mod.routes.some((r) => r.path.toLowerCase() === first) ? undefined : '*';
}

/** The key inside one language's route table (`pathname` is the path inside it): a path, or '*' for the 404. */
function innerCacheKey(
  mod: SsrModule,
  match: Match,
  pathname: string,
  query: string | undefined,
  hasPageData: boolean,
): string | undefined {
  if (match.route.path === '*') return notFoundKey(mod, pathname);
  if (match.route.cache !== 'static') return undefined;
  // A page with per-request data is cached only as it shows without it: no query naming what the data reads.
  if (hasPageData && !match.route.perRequestQuery?.length) return undefined;
  const path =
    match.route.path === pathname || match.route.prerender?.includes(pathname)
      ? pathname
      : undefined;
  if (!path || !rendersPerRequest(match.route.perRequestQuery, query)) return path;
  const variant = fixedVariant(match.route, query);
  return variant === undefined ? undefined : `${path}?${variant}`;
}

/** The cache key of this request of a page in `locale`, or undefined when it renders per request. */
export function cacheKey(
  mod: SsrModule,
  locale: LocaleCode,
  match: Match,
  pathname: string,
  query: string | undefined,
  hasPageData: boolean,
): string | undefined {
  const key = innerCacheKey(mod, match, pathname, query, hasPageData);
  if (key === undefined) return undefined;
  return key === '*' ? notFoundKeyOf(locale) : localePath(locale, key);
}

/**
 * Every key a language's route table caches: its static pages, their fixed variants, and its 404 page. A page with
 * per-request data and no query naming it is left out, as cacheKey leaves it out: warmed without its data, the copy
 * in memory was what every visitor got (the partner register's page showed "Loading" and asked the API for its rows).
 */
export function warmKeys(
  mod: SsrModule,
  locale: LocaleCode,
  hasPageData: (routePath: string) => boolean,
): { keys: string[]; pages: number } {
  const paths = mod.routes
    .filter((r) => r.cache === 'static')
    .filter((r) => !hasPageData(r.path) || Boolean(r.perRequestQuery?.length))
    .flatMap((r) => (r.path.includes(':') ? (r.prerender ?? []) : [r.path]));
  const variants = mod.routes.flatMap((r) => (r.cachedQuery ?? []).map((v) => `${r.path}?${v}`));
  const keys = [
    ...[...paths, ...variants].map((p) => localePath(locale, p)),
    notFoundKeyOf(locale),
  ];
  return { keys, pages: paths.length };
}
