// A route-level code-split page. It is loaded before render on the server and before hydration in the browser,
// so both see the same tree and nothing flashes on first paint. A page reached later in the browser renders at
// once as 'Loading...' while its code arrives (never the old page left on screen under a new URL), and as an
// error with Retry when the code fails or takes longer than SPEC's 120 s (PageLoader.tsx).
import type { ComponentType } from 'react';
import type { AnswerSchema } from './api/request.ts';
import type { PageRoute, RoutePage } from '../shared/route-meta.ts';
import { PageLoader } from './components/PageLoader.tsx';
import { importOnce } from './import-once.ts';

/**
 * A page's module: its component and, for a page the server renders with data (a verified payment, a form's
 * no-script result), the shared schema that data is read with, imported only when the browser finds such data in
 * the page, so zod is not in the page's first load (decision 0118).
 */
export type PageModule = {
  default: ComponentType;
  pageDataSchema?: PageDataSchema;
  /** Content the page renders that is a chunk of its own (a blog post's text), loaded with the page's code. */
  loadContent?: () => Promise<void>;
};

export interface LazyPage extends RoutePage {
  (): React.JSX.Element;
  /** The page's component once its code has arrived. */
  loaded(): ComponentType | undefined;
  /** Forgets a failed or stalled load, so the next preload() fetches the code again. */
  reset(): void;
  /**
   * The data the server wrote into the page, parsed with the page's shared schema (imported on this call), or
   * undefined when it does not parse or the page reads none.
   */
  readData(value: unknown): Promise<unknown>;
  /** Whether the page renders data the server looks up or makes for one request (it exports pageDataSchema). */
  readsData(): Promise<boolean>;
}

/** The page's shared zod schema, imported on the call, or a check of the same shape written without zod. */
export type PageDataSchema = () => Promise<AnswerSchema>;

/** A route of the client's table: the shared route contract, without its meta, with a page React can render. */
export type ClientRoute = PageRoute<LazyPage>;

export function lazyPage(
  source: string,
  load: () => Promise<PageModule>,
  alsoLoads: readonly string[] = [],
): LazyPage {
  const code = importOnce(async () => {
    const m = await load();
    await m.loadContent?.();
    return m;
  });
  const preload = async () => {
    await code.load();
  };
  const Page = () => {
    const Loaded = code.current()?.default;
    return Loaded ? <Loaded /> : <PageLoader page={page} />;
  };
  const page: LazyPage = Object.assign(Page, {
    source,
    alsoLoads,
    preload,
    loaded: () => code.current()?.default,
    reset: code.reset,
    readsData: async () => (await code.load()).pageDataSchema !== undefined,
    readData: async (value: unknown) => {
      const dataSchema = (await code.load()).pageDataSchema;
      if (!dataSchema) return undefined;
      const parsed = (await dataSchema()).safeParse(value);
      return parsed.success ? parsed.data : undefined;
    },
  });
  return page;
}
