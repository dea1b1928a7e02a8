// Keeps the campaign tags of the page a visitor lands on, so an application made later in the session carries them.
// The code that keeps them (utm.ts) loads only for a URL that carries a tag: most first visits carry none, and the
// entry every page loads does without it (decision 0165).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function UtmKeeper() {
  const { search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('utm_source') && !params.has('utm_campaign')) return;
    // A chunk that fails to load costs only the attribution, as a full storage does in keepUtm.
    import('../utm.ts').then(
      ({ keepUtm }) => keepUtm(search),
      () => undefined,
    );
  }, [search]);
  return null;
}
