// The site's client router: the few parts of a router this site uses (a location, links, matching its route
// table, search parameters), in about 1 kB gzip. react-router-dom cost 13.6 kB gzip of every page's first load
// for the same work (issue 22, docs/decisions/0045). Matching follows react-router's rules for this table:
// case-insensitive, a trailing slash ignored, static paths before `:param` paths before the `*` catch-all.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Params } from '../shared/route-meta.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

interface NavigateOptions {
  replace?: boolean;
}

interface RouterState {
  location: Location;
  navigate(to: string, options?: NavigateOptions): void;
}

const RouterContext = createContext<RouterState>({
  location: { pathname: '/', search: '', hash: '' },
  navigate: () => undefined,
});
const ParamsContext = createContext<Params>({});

/** A path with optional query and fragment, read relative to the site's origin. */
function parse(url: string): Location {
  const { pathname, search, hash } = new URL(url, 'http://own.invalid');
  return { pathname, search, hash };
}

const here = (): Location => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
};

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const onPop = () => setLocation(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const state = useMemo<RouterState>(
    () => ({
      location,
      navigate(to, options) {
        const next = parse(
          new URL(to, window.location.href).href.slice(window.location.origin.length),
        );
        const url = next.pathname + next.search + next.hash;
        if (options?.replace) window.history.replaceState(null, '', url);
        else window.history.pushState(null, '', url);
        setLocation(next);
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** The server's router: one location, no navigation. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const state = useMemo<RouterState>(
    () => ({ location: parse(location), navigate: () => undefined }),
    [location],
  );
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

export const useLocation = (): Location => useContext(RouterContext).location;
export const useNavigate = () => useContext(RouterContext).navigate;
export const useParams = (): Params => useContext(ParamsContext);

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Renders a matched route's element with that match's parameters for useParams. */
export function RouteParams({ params, children }: { params: Params; children: ReactNode }) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}

export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** How specific a route path is: static before `:param` before `*`, as react-router ranks them. */
const rank = (path: string) => (path === '*' ? 2 : path.includes(':') ? 1 : 0);

/** The first route of `routes` (most specific first) that matches `pathname`, with its parameters. */
export function matchRoutes<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): [{ route: R; params: Params }] | null {
  const parts = segments(pathname);
  const ordered = [...routes].sort((a, b) => rank(a.path) - rank(b.path));
  for (const route of ordered) {
    if (route.path === '*') return [{ route, params: { '*': parts.join('/') } }];
    const want = segments(route.path);
    if (want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = want.every((w, i) => {
      const part = parts[i]!;
      if (w.startsWith(':')) {
        try {
          params[w.slice(1)] = decodeURIComponent(part);
        } catch {
          params[w.slice(1)] = part;
        }
        return true;
      }
      return w.toLowerCase() === part.toLowerCase();
    });
    if (ok) return [{ route, params }];
  }
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps {
  to: string;
  replace?: boolean;
}

/** Whether a click is an ordinary one the router should take (not a new tab, a download, another window). */
function routerClick(event: MouseEvent<HTMLAnchorElement>, target?: string) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!routerClick(event, rest.target) || rest.download !== undefined) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on exactly this path, not on the pages under it. */
  end?: boolean;
}

/** A link that knows it points at the current page: class `active` and aria-current="page", as react-router's. */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const to = parse(rest.to)
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const active = here === to || (!end && to !== '/' && here.startsWith(`${to}/`));
  return (
    <Link
      {...rest}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
