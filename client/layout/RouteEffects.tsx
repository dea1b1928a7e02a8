// After a client-side navigation: update the document title, scroll to the top and move focus to the page.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../routes.tsx';
import { resolveMeta } from '../../shared/route-meta.ts';

/**
 * The titles and descriptions, loaded on the first client-side navigation: the server wrote the first page's head,
 * so the first load does without them (decision 0119).
 */
const loadHeads = () => import('../route-meta.ts').then((m) => m.routeHeads);

export function RouteEffects() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the server already set everything for the first page
      return;
    }
    let current = true;
    const match = findRoute(location.pathname);
    if (match) {
      loadHeads().then(
        (heads) => {
          const head = heads[match.route.path];
          if (!current || !head) return; // a later navigation has the say
          const meta = resolveMeta(head, match.params);
          document.title = meta.title;
          document
            .querySelector('meta[name="description"]')
            ?.setAttribute('content', meta.description);
        },
        () => undefined, // offline: the page itself is there; the tab keeps the last title
      );
    }
    if (!location.hash) window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
    return () => {
      current = false;
    };
  }, [location.pathname, location.hash]);
  return null;
}
