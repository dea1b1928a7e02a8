// Content that is a chunk of its own, which the browser's first page reads back from the HTML the server rendered
// instead of downloading it (decisions 0119, 0124, 0127, 0069): a blog post's text, the home page's sections, Repay's
// UPI codes, Apply's eligibility aside. A client-side navigation to such a page loads the chunk with the page (its
// `loadContent`), and content met with neither suspends until the chunk is there.
import { importOnce, type ImportOnce } from './import-once.ts';

/** The chunk's import (`load`, `current`), and what the first page reads back in its place. */
export interface ReadBack<M> extends Pick<ImportOnce<M>, 'load' | 'current'> {
  /** Before the page renders: the chunk, unless this page already shows what it renders (`shownSelector`). */
  loadUnlessShown(): Promise<void>;
  /**
   * What `read` finds in this page's server-rendered HTML, while the chunk is not here; never on the server, and
   * never once the chunk is (the module then renders the content itself).
   */
  readBack<T>(read: () => T | undefined): T | undefined;
}

export function readBack<M>(importer: () => Promise<M>, shownSelector: string): ReadBack<M> {
  const { load, current } = importOnce(importer);
  const onServer = () => typeof document === 'undefined';
  return {
    current,
    load,
    loadUnlessShown: async () => {
      if (!onServer() && document.querySelector(shownSelector)) return;
      await load();
    },
    readBack: (read) => (current() || onServer() ? undefined : read()),
  };
}
