// Static pages rendered once and kept in memory: the page and its gzip, and a compressed-once prefix for the few
// answers that add to it (the language offer, the language switch's query).
import { text } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';
import {
  compressPrefix,
  compressSegment,
  gzipWithInsert,
  gzipWithTail,
  type GzipPrefix,
  type GzipSegment,
} from './gzip-splice.ts';

export const NONCE_PLACEHOLDER = 'CSP-NONCE-PLACEHOLDER-7f3a';

export interface CachedPage {
  status: number;
  /** The whole page as sent to nearly every request, and gzipped once. */
  whole: Buffer;
  gzipWhole: Buffer;
  /** The page up to its tail, compressed once to splice a tail after it (the language offer goes there). */
  prefix: Buffer;
  gzipPrefix: GzipPrefix;
  /** The document's end (documentTail): the same for every request. */
  tail: string;
  /** Query parameters that make the route render per request (AppRoute.perRequestQuery). */
  perRequestQuery: readonly string[];
  /** The page cut where its language switch's query goes (decision 0053); undefined on a page without the switch. */
  switchLink?: SwitchLink;
}

/**
 * The cached page in two pieces around its language switch's query: `before` ends with the link's path, `after`
 * starts with the attribute's closing quote. `rendered` is the query (with its '?', HTML-escaped) the page was
 * rendered with: '' for a page path, '?payment=failed' for a fixed variant.
 */
export interface SwitchLink {
  before: Buffer;
  gzipBefore: GzipPrefix;
  after: GzipSegment;
  rendered: string;
}

const SWITCH_HREF = 'class="lang-switch" href="';

function switchLinkOf(html: string): SwitchLink | undefined {
  const start = html.indexOf(SWITCH_HREF);
  if (start === -1) return undefined;
  const hrefStart = start + SWITCH_HREF.length;
  const hrefEnd = html.indexOf('"', hrefStart);
  if (hrefEnd === -1) return undefined;
  const q = html.indexOf('?', hrefStart);
  const pathEnd = q !== -1 && q < hrefEnd ? q : hrefEnd;
  const before = Buffer.from(html.slice(0, pathEnd));
  return {
    before,
    gzipBefore: compressPrefix(before),
    after: compressSegment(Buffer.from(html.slice(hrefEnd))),
    rendered: html.slice(pathEnd, hrefEnd),
  };
}

export function cachePage(
  status: number,
  html: string,
  tail: string,
  perRequestQuery: readonly string[] = [],
): CachedPage | undefined {
  if (html.includes(NONCE_PLACEHOLDER)) return undefined; // React emitted inline scripts: render per request
  const whole = Buffer.from(html + tail);
  const prefix = whole.subarray(0, Buffer.byteLength(html)); // the same memory
  return {
    status,
    whole,
    gzipWhole: gzipSync(whole, { level: 9 }),
    prefix,
    gzipPrefix: compressPrefix(prefix),
    tail,
    perRequestQuery,
    switchLink: switchLinkOf(html),
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

export interface PageBodyOptions {
  /** HTML placed right after the app's root element (the language offer), outside what React hydrates. */
  after?: string;
  /**
   * The request's query for the language switch's link, with its '?' and HTML-escaped ('' for none): a cached
   * page is one for every query, so the link gets this one spliced in, and works without script.
   */
  switchQuery?: string;
}

export function pageBody(
  page: CachedPage,
  gzip: boolean,
  { after = '', switchQuery }: PageBodyOptions = {},
): Buffer {
  const link = page.switchLink;
  const sameLink = !link || switchQuery === undefined || switchQuery === link.rendered;
  // Nearly every request: the page as it is, no bytes made for it.
  if (sameLink && !after) return gzip ? page.gzipWhole : page.whole;
  const tail = Buffer.from(afterRoot(page.tail, after));
  if (sameLink)
    return gzip ? gzipWithTail(page.gzipPrefix, tail) : Buffer.concat([page.prefix, tail]);
  const insert = Buffer.from(switchQuery!);
  return gzip
    ? gzipWithInsert(link.gzipBefore, insert, link.after, tail)
    : Buffer.concat([link.before, insert, link.after.raw, tail]);
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
