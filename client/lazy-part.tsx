// A part of a page that never shows on its first render (a step after a request, a screen after a submit), loaded
// apart from the page's code (decision 0120). The page starts the import on its form's first focus (`prepare`) and
// awaits `preload()` beside the request whose answer shows the part, so the part is there when its state is set:
// nothing waits on it in practice and nothing flashes. Its CSS arrives with it.
import type { ComponentType, ReactNode } from 'react';
import { importOnce } from './import-once.ts';

export interface LazyPart<P extends object> {
  /** Imports the part once; a failed import is forgotten, so the next call tries again. */
  preload(): Promise<void>;
  /** Starts the import, for a form's first focus. */
  prepare(): void;
  /** The part once imported; before that (its import failed twice, say) `fallback`, else nothing. */
  Part: (props: P) => ReactNode;
}

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: (props: P) => ReactNode,
): LazyPart<P> {
  const part = importOnce(load);
  const preload = async () => {
    await part.load();
  };
  return {
    preload,
    prepare: () => void preload().catch(() => undefined),
    Part: (props: P) => {
      const Loaded = part.current();
      return Loaded ? <Loaded {...props} /> : (fallback?.(props) ?? null);
    },
  };
}
