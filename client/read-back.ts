// Content that is a chunk of its own, which the browser's first page reads back from the HTML the server rendered
// instead of downloading it (decisions 0058, 0063, 0066, 0069): a blog post's text, the home page's sections, Repay's
// UPI codes, Apply's eligibility aside. A client-side navigation to such a page loads the chunk with the page (its
// `loadContent`), and content met with neither suspends until the chunk is there.
export interface ReadBack<M> {
  /** The chunk's module once imported, else undefined. */
  current(): M | undefined;
  /** Imports the chunk once for every caller; a failed import is forgotten, so a later navigation tries again. */
  load(): Promise<M>;
  /** Before the page renders: the chunk, unless this page already shows what it renders (`shownSelector`). */
  loadUnlessShown(): Promise<void>;
  /**
   * What `read` finds in this page's server-rendered HTML, while the chunk is not here; never on the server, and
   * never once the chunk is (the module then renders the content itself).
   */
  readBack<T>(read: () => T | undefined): T | undefined;
}

export function readBack<M>(importer: () => Promise<M>, shownSelector: string): ReadBack<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (m) => (module = m),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const onServer = () => typeof document === 'undefined';
  return {
    current: () => module,
    load,
    loadUnlessShown: async () => {
      if (!onServer() && document.querySelector(shownSelector)) return;
      await load();
    },
    readBack: (read) => (module || onServer() ? undefined : read()),
  };
}
