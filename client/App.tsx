// The application shell: layout around the routes, with the 'Loading...' fallback for lazy pages.
import { Suspense, useEffect, type ReactElement } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { redirects, routes } from './routes.tsx';
import { routeFinder } from './route-finder.ts';
import { Layout } from './layout/Layout.tsx';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary.tsx';
import { Loading } from './components/Loading.tsx';
import { RouteEffects } from './layout/RouteEffects.tsx';

/**
 * Replaces the history entry with `to` once rendered in the browser: react-router's Navigate does the same with
 * relative paths and state resolved, which these fixed paths do not need (decision 0120).
 */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/** What each path renders: the pages, and the old paths the server answers with 301 (followed inside the app). */
const findTarget = routeFinder<{ path: string; render(): ReactElement }>([
  ...Object.entries(redirects).map(([from, to]) => ({
    path: from,
    render: () => <Redirect to={to} />,
  })),
  ...routes.map((r) => ({ path: r.path, render: () => <r.page /> })),
]);

/**
 * The page at the current location. react-router is handed only the route found, so it sets the route's params
 * (useParams) without flattening and ranking the whole table again on every render (decision 0132).
 */
function CurrentPage() {
  const target = findTarget(useLocation().pathname)?.route;
  return useRoutes(target ? [{ path: target.path, element: target.render() }] : []);
}

export function App() {
  return (
    <Layout>
      <RouteEffects />
      <RouteErrorBoundary>
        <Suspense fallback={<Loading />}>
          <CurrentPage />
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
