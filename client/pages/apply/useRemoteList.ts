// A list fetched for a key (a state's cities, a city's pincodes). Only the answer for the current key is ever
// shown: changing the key aborts the old request and a late answer for an old key is dropped.
import { useEffect, useRef, useState } from 'react';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface Loaded<T> {
  key: string;
  items: T[];
  error?: unknown;
}

export interface RemoteList<T> {
  items: T[];
  status: ListStatus;
  error?: unknown;
}

/**
 * `key` '' means nothing to load (no state chosen yet). `onLoaded` runs once per answer for the current key.
 * A failure leaves the list empty; the caller decides whether to say so.
 */
export function useRemoteList<T>(
  key: string,
  load: (key: string, signal: AbortSignal) => Promise<T[]>,
  onLoaded?: (items: T[]) => void,
): RemoteList<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: '', items: [] });
  const loadRef = useRef(load);
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    loadRef.current = load;
    onLoadedRef.current = onLoaded;
  });

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    loadRef.current(key, controller.signal).then(
      (items) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, items });
        onLoadedRef.current?.(items);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, items: [], error });
        onLoadedRef.current?.([]);
      },
    );
    return () => controller.abort();
  }, [key]);

  if (!key) return { items: [], status: 'idle' };
  if (loaded.key !== key) return { items: [], status: 'loading' };
  return loaded.error === undefined
    ? { items: loaded.items, status: 'ready' }
    : { items: [], status: 'failed', error: loaded.error };
}
