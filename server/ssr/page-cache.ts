// Static pages rendered once and kept in memory: the HTML, its compressed-once prefix, and a tail for the nonce.
import { text } from 'node:stream/consumers';
import { compressPrefix, gzipWithTail, type GzipPrefix } from './gzip-splice.ts';

export const NONCE_PLACEHOLDER = 'CSP-NONCE-PLACEHOLDER-7f3a';

export interface CachedPage {
  status: number;
  prefix: Buffer;
  gzipPrefix: GzipPrefix;
  /** The tail split where the nonce goes. */
  tailParts: string[];
  /** Query parameters that make the route render per request (AppRoute.perRequestQuery). */
  perRequestQuery: readonly string[];
}

export function cachePage(
  status: number,
  html: string,
  tail: string,
  perRequestQuery: readonly string[] = [],
): CachedPage | undefined {
  if (html.includes(NONCE_PLACEHOLDER)) return undefined; // React emitted inline scripts: render per request
  const prefix = Buffer.from(html);
  return {
    status,
    prefix,
    gzipPrefix: compressPrefix(prefix),
    tailParts: tail.split(NONCE_PLACEHOLDER),
    perRequestQuery,
  };
}

/** Whether a query string (without its '?') names a parameter the page renders per request. */
export function rendersPerRequest(
  perRequestQuery: readonly string[] | undefined,
  query: string | undefined,
): boolean {
  if (!query || !perRequestQuery?.length) return false;
  const params = new URLSearchParams(query);
  return perRequestQuery.some((name) => params.has(name));
}

/** `after`: HTML placed right after the app's root element (the language offer), outside what React hydrates. */
export function pageBody(page: CachedPage, nonce: string, gzip: boolean, after = ''): Buffer {
  const tail = Buffer.from(afterRoot(page.tailParts.join(nonce), after));
  return gzip ? gzipWithTail(page.gzipPrefix, tail) : Buffer.concat([page.prefix, tail]);
}

/** Puts `html` right after the root element's end, which every tail begins with (documentTail). */
export function afterRoot(tail: string, html: string): string {
  return html ? tail.replace(/^<\/div>/, `</div>${html}`) : tail;
}

export { text as streamToText };

/** One render per key at a time, kept forever (the keys are a fixed list from the route table). */
export class PageCache {
  private readonly pages = new Map<string, Promise<CachedPage | undefined>>();
  /** Pages whose render has finished, for the synchronous hot path. */
  private readonly rendered = new Map<string, CachedPage>();

  get(key: string, build: () => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
    let page = this.pages.get(key);
    if (!page) {
      page = build().then(
        (done) => {
          if (done) this.rendered.set(key, done);
          return done;
        },
        (error: unknown) => {
          this.pages.delete(key);
          throw error;
        },
      );
      this.pages.set(key, page);
    }
    return page;
  }

  /** The finished page for this key, without waiting; undefined while it renders or when it cannot be cached. */
  peek(key: string): CachedPage | undefined {
    return this.rendered.get(key);
  }

  get size(): number {
    return this.pages.size;
  }
}
