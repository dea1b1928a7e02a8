// Data the server looked up for one request of one page (a verified payment for /order-confirmation), handed to
// the page through the render and, for hydration, through a JSON script element the browser reads back.
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

import type { PageData } from '../shared/ssr-contract.ts';

export type { PageData };

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export const PageDataContext = createContext<PageData | undefined>(undefined);

/**
 * What the server looked up for the URL now shown, or undefined (nothing found, or the page was reached in the
 * browser by a link the server never rendered). On the server it is the value the server made; in the browser it
 * was read from the page and parsed with the route's shared schema before hydration (readPageData), so `T` is that
 * schema's output.
 */
export function usePageData<T>(): T | undefined {
  const data = useContext(PageDataContext);
  const { pathname, search } = useLocation();
  return data && data.url === pathname + search ? (data.value as T) : undefined;
}

/**
 * The data the server wrote into the page, read once before the browser hydrates it. Outside input: `parse` (the
 * route's shared schema, imported only now) answers the value to use, or undefined when it does not pass.
 */
export async function readPageData(
  parse: (value: unknown) => Promise<unknown>,
): Promise<PageData | undefined> {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let found: Partial<PageData>;
  try {
    found = JSON.parse(text) as Partial<PageData>;
  } catch {
    return undefined;
  }
  if (typeof found.url !== 'string') return undefined;
  const value = await parse(found.value).catch(() => undefined);
  return value === undefined ? undefined : { url: found.url, value };
}
