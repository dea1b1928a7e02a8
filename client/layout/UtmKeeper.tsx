// Keeps the campaign tags of the page a visitor lands on, so an application made later in the session carries them.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { keepUtm } from '../utm.ts';

export function UtmKeeper() {
  const { search } = useLocation();
  useEffect(() => keepUtm(search), [search]);
  return null;
}
