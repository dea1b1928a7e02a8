// After a client-side navigation: update the document title, scroll to the top and move focus to the page.
import { useEffect, useRef } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { routes } from '../routes.tsx';
import { resolveMeta } from '../../shared/route-meta.ts';

export function RouteEffects() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the server already set everything for the first page
      return;
    }
    const match = matchRoutes([...routes], location.pathname)?.[0];
    if (match) {
      const meta = resolveMeta(match.route, match.params);
      document.title = meta.title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    }
    if (!location.hash) window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname, location.hash]);
  return null;
}
