// The application shell: layout around the routes, with the 'Loading...' fallback for lazy pages.
import { Suspense } from 'react';
import { Navigate, RouteParams, matchRoutes, useLocation } from './router.tsx';
import { redirects, routes } from './routes.tsx';
import { Layout } from './layout/Layout.tsx';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary.tsx';
import { Loading } from './components/Loading.tsx';
import { RouteEffects } from './layout/RouteEffects.tsx';

const redirectRoutes = Object.entries(redirects).map(([path, to]) => ({ path, to }));

function CurrentPage() {
  const { pathname } = useLocation();
  // The server answers these with 301; old links to them followed inside the app land here.
  const redirect = matchRoutes(redirectRoutes, pathname)?.[0];
  if (redirect) return <Navigate to={redirect.route.to} replace />;
  const match = matchRoutes(routes, pathname)?.[0];
  if (!match) return null;
  const Page = match.route.page;
  return (
    <RouteParams params={match.params}>
      <Page />
    </RouteParams>
  );
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
