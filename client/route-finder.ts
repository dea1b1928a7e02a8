// Finding the route of a path: one Map lookup for the paths the table spells out, react-router's matchRoutes for
// the rest. matchRoutes flattens and ranks the whole table on every call: ~250 µs a call on the server, and on a
// phone's first load its two calls (the entry's preload and <Routes>) cost ~90 ms of main thread at 4x CPU
// throttling (decision 0132). A path the Map does not hold exactly (a parameter, a wildcard, another spelling)
// goes to matchRoutes, so every answer is the one matchRoutes alone would give.
import { matchRoutes, type Params } from 'react-router-dom';

export interface Found<R> {
  route: R;
  params: Params;
  /** True when the path is one the table spells out: the same route object every time. */
  exact: boolean;
}

/** A finder over `table`; `basename` (this build's /hi) is taken off the front first, as BrowserRouter does. */
export function routeFinder<R extends { readonly path: string }>(
  table: readonly R[],
  basename = '',
): (pathname: string) => Found<R> | undefined {
  const spelled = new Map(table.filter((r) => !/[:*]/.test(r.path)).map((r) => [r.path, r]));
  return (pathname) => {
    const inside = basename ? withoutBase(pathname, basename) : pathname;
    const route = inside === undefined ? undefined : spelled.get(inside);
    if (route) return { route, params: {}, exact: true };
    const found = matchRoutes([...table], pathname, basename || undefined)?.[0];
    return found && { route: found.route, params: found.params, exact: false };
  };
}

/** /hi/apply-now -> /apply-now and /hi -> /; undefined when the path is not under the base exactly as spelled. */
function withoutBase(pathname: string, basename: string): string | undefined {
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : undefined;
}
