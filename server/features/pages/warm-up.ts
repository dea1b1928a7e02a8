// The warm-up: every static page rendered into the cache at start, so the first visitor is served from memory.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { localeCodes } from '../../../shared/locales.ts';
import type { Renderer } from './renderer.ts';
import type { PageCache } from './page-cache.ts';
import type { PageRendering } from './render.ts';
import { warmKeys } from './cache-keys.ts';

/**
 * Renders and caches every static page of every language; resolves with the number of pages of the languages it
 * finished, and stops early once `stopping()` says a shutdown began.
 */
export async function warmPages(
  renderer: Renderer,
  cache: PageCache,
  rendering: PageRendering,
  stopping: () => boolean,
  /** Whether a route path has per-request page data (http/page-data.ts). */
  hasPageData: (routePath: string) => boolean,
): Promise<number> {
  if (!renderer.cacheable) return 0;
  let count = 0;
  for (const locale of localeCodes) {
    const mod = await renderer.load(locale);
    const { keys, pages } = warmKeys(mod, locale, hasPageData);
    // One page at a time, back to the event loop after each: the renders are synchronous, and all of a language's
    // at once held every request, probe and signal that came meanwhile (a loaded machine took seconds). A shutdown
    // stops the warm-up; the pages it left are rendered when first asked for.
    for (const key of keys) {
      if (stopping()) return count;
      await cache.get(key, () => rendering.renderCached(mod, locale, key));
      await nextTurn();
    }
    count += pages;
  }
  return count;
}
