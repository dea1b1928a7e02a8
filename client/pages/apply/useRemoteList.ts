// A list fetched for a key (a state's cities, a city's pincodes). Only the answer for the current key is ever
// shown: changing the key aborts the old request and a late answer for an old key is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

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
  /** Asks for the current key's list again (after a failure: the Try again button). */
  retry(): void;
}

/**
 * `key` '' means nothing to load (no state chosen yet). `onLoaded` runs once per list received for the current key.
 * A failure leaves the list empty and the status 'failed': the caller says so and offers retry().
 */
export function useRemoteList<T>(
  key: string,
  load: (key: string, signal: AbortSignal) => Promise<T[]>,
  onLoaded?: (items: T[]) => void,
): RemoteList<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: '', items: [] });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLoaded({ key: '', items: [] }); // back to 'loading' until the new answer
    setAttempt((n) => n + 1);
  }, []);
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
        setLoaded({ key, items: [], error }); // a failure keeps the chosen value: Try again may still find it
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  if (!key) return { items: [], status: 'idle', retry };
  if (loaded.key !== key) return { items: [], status: 'loading', retry };
  return loaded.error === undefined
    ? { items: loaded.items, status: 'ready', retry }
    : { items: [], status: 'failed', error: loaded.error, retry };
}
