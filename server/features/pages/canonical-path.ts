// One canonical spelling per page (issue 22, docs/decisions/0031): a case, trailing-slash or doubled-slash variant
// of a path the route table names answers one 301 to that path, so the page cache always hits. Every redirect
// target comes from the route table or its redirect list, never from the request, so a hostile spelling
// (`//evil.example/`, `/\evil.example`, `/%2F%2Fx`, tabs) can never send a browser to another host: it is not a
// page of ours, and gets the 404 page.
import { localePath, type LocaleCode } from '../../../shared/locales.ts';

export interface CanonicalRoute {
  path: string;
  prerender?: readonly string[];
}

/** True for a path that any browser resolves on our own origin: one slash, then not a slash or a backslash. */
export function isOwnOriginPath(location: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(location)) return false;
  if (!/^\/(?![/\\])/.test(location)) return false;
  const base = 'https://own.invalid';
  try {
    return new URL(location, base).origin === base;
  } catch {
    return false;
  }
}

/** Only plain path characters: anything else (escapes, backslashes, controls) is no page of ours. */
const plainPath = /^[A-Za-z0-9\-._~/]+$/;

/**
 * Answers, for a request's path, the canonical path to redirect it to, or undefined when it needs none (it is
 * canonical already, or names no page: then it renders as it always did, a 404 for an unknown path).
 */
export function canonicalPaths(
  routes: readonly CanonicalRoute[],
  redirects: Readonly<Record<string, string>>,
): (pathname: string) => string | undefined {
  const table = new Map<string, string>();
  for (const route of routes) {
    if (!/[:*]/.test(route.path)) table.set(route.path.toLowerCase(), route.path);
    for (const path of route.prerender ?? []) table.set(path.toLowerCase(), path);
  }
  for (const [from, to] of Object.entries(redirects)) table.set(from.toLowerCase(), to);
  for (const target of table.values()) {
    if (!isOwnOriginPath(target)) throw new Error(`Route table path ${target} is not a local path`);
  }

  return (pathname) => {
    if (!plainPath.test(pathname)) return undefined;
    const key = pathname
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/+$/, '$1')
      .toLowerCase();
    const target = table.get(key);
    return target === undefined || target === pathname ? undefined : target;
  };
}

/** The query kept on a redirect, with anything that is not printable ASCII percent-encoded. */
export function redirectQuery(query: string | undefined): string {
  if (!query) return '';
  return `?${query.replace(/[^\u0021-\u007e]/gu, (c) => {
    const code = c.codePointAt(0)!;
    // Node hands the request line over byte for byte (latin1): keep each byte as it was sent.
    if (code < 0x100) return `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
    return c.length === 2 ? encodeURIComponent(c) : '';
  })}`;
}

/**
 * The public path to redirect to, or undefined. `inner` is the redirect inside the language's route table (from
 * canonicalPaths); for Hindi, a path the table names exactly but spelled with another prefix (/HI/faqs, /hi/)
 * goes to /hi/faqs, /hi too. Targets come from the route table only, never from the request.
 */
export function localeTarget(
  routes: readonly CanonicalRoute[],
  locale: LocaleCode,
  pathname: string,
  path: string,
  inner: string | undefined,
): string | undefined {
  if (inner !== undefined) return localePath(locale, inner);
  if (locale === 'en') return undefined;
  const named = routes.find((r) => r.path === path || r.prerender?.includes(path));
  if (!named) return undefined;
  const target = localePath(locale, path);
  return target === pathname ? undefined : target;
}
