// The application shell: layout around the routes, with the 'Loading...' fallback for lazy pages.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { redirects, routes } from './routes.tsx';
import { Layout } from './layout/Layout.tsx';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary.tsx';
import { Loading } from './components/Loading.tsx';
import { RouteEffects } from './layout/RouteEffects.tsx';

export function App() {
  return (
    <Layout>
      <RouteEffects />
      <RouteErrorBoundary>
        <Suspense fallback={<Loading />}>
          <Routes>
            {/* The server answers these with 301; old links to them followed inside the app land here. */}
            {Object.entries(redirects).map(([from, to]) => (
              <Route key={from} path={from} element={<Navigate to={to} replace />} />
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
