// One dynamic import shared by every caller: a route's page, a lazy part of a page, content read back from the
// server's HTML. A failed import is forgotten, so the next call (a later navigation, Retry) tries again.
export interface ImportOnce<M> {
  /** Imports the module, once for every caller while the import is under way or has succeeded. */
  load(): Promise<M>;
  /** The module once imported, else undefined. */
  current(): M | undefined;
  /** Forgets an import still under way (a stalled one), so the next load() starts again; no-op once it succeeded. */
  reset(): void;
}

export function importOnce<M>(importer: () => Promise<M>): ImportOnce<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    current: () => module,
    reset: () => {
      if (!module) pending = undefined;
    },
  };
}
