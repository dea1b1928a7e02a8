// A route-level code-split page that can be loaded before render, so SSR and hydration see the same tree
// and no 'Loading...' fallback flashes on first paint.
import { lazy, type ComponentType } from 'react';
import type { AppRoute, RoutePage } from '../shared/route-meta.ts';

type PageModule = { default: ComponentType };

export interface LazyPage extends RoutePage {
  (): React.JSX.Element;
}

/** A route of the client's table: the shared route contract with a page React can render. */
export type ClientRoute = AppRoute<LazyPage>;

export function lazyPage(source: string, load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        Loaded = m.default;
      },
      (error: unknown) => {
        pending = undefined; // let a later navigation try again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded as ComponentType })));
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, { source, preload });
}
