// The current URL's query, for reading: react-router's useSearchParams also builds a setter and merges default
// parameters, code every first load paid for while our pages only read (decision 0120).
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

export function useQuery(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
