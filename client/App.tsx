// The application shell: layout around the routes, with the 'Loading...' fallback for lazy pages.
import { Suspense, useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { redirects, routes } from './routes.tsx';
import { Layout } from './layout/Layout.tsx';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary.tsx';
import { Loading } from './components/Loading.tsx';
import { RouteEffects } from './layout/RouteEffects.tsx';

/**
 * Replaces the history entry with `to` once rendered in the browser: react-router's Navigate does the same with
 * relative paths and state resolved, which these fixed paths do not need (decision 0059).
 */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

export function App() {
  return (
    <Layout>
      <RouteEffects />
      <RouteErrorBoundary>
        <Suspense fallback={<Loading />}>
          <Routes>
            {/* The server answers these with 301; old links to them followed inside the app land here. */}
            {Object.entries(redirects).map(([from, to]) => (
              <Route key={from} path={from} element={<Redirect to={to} />} />
            ))}
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={<r.page />} />
            ))}
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
