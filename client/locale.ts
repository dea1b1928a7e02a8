// The language this build of the browser bundle and server-render entry speaks (issue 21). The Hindi build
// resolves client/locale.hi.ts in its place, like every other `.hi` sibling; nothing chooses a language at run time.
export const buildLocale: BuildLocale = {
  /** The language code used in paths and cookies. */
  code: 'en',
  /** <html lang>, and hreflang. */
  htmlLang: 'en-IN',
  /** Intl formatting (Indian digit grouping, ₹, month names). */
  intl: 'en-IN',
  /** The path prefix of this language's pages: '' for English at the root, '/hi' for Hindi. */
  basePath: '',
};

export type BuildLocale = {
  readonly code: 'en' | 'hi';
  readonly htmlLang: string;
  readonly intl: string;
  readonly basePath: '' | `/${string}`;
};
