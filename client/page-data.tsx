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
 * browser by a link the server never rendered). Outside input: the caller parses it before use.
 */
export function usePageData(): unknown {
  const data = useContext(PageDataContext);
  const { pathname, search } = useLocation();
  return data && data.url === pathname + search ? data.value : undefined;
}

/** The data the server wrote into the page, read once as the browser hydrates it. */
export function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<PageData>;
    return typeof parsed.url === 'string' ? { url: parsed.url, value: parsed.value } : undefined;
  } catch {
    return undefined;
  }
}
