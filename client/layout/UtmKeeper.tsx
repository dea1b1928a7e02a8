// Keeps the campaign tags of a tagged URL reached inside the app (the browser entry keeps the landing page's).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { keepLandingUtm } from '../utm-landing.ts';

export function UtmKeeper() {
  const { search } = useLocation();
  useEffect(() => keepLandingUtm(search), [search]);
  return null;
}
