// The site's languages as the server sees them (issue 21, decision 0047): English at the root paths, Hindi under
// /hi. Each is its own build (client/locale.ts and its .hi sibling say the same from inside a build); the server
// picks the build by the path's first segment.

export type LocaleCode = 'en' | 'hi';

export interface SiteLocale {
  code: LocaleCode;
  /** <html lang> and hreflang. */
  htmlLang: string;
  /** Open Graph's spelling (og:locale). */
  ogLocale: string;
  /** The path prefix of this language's pages: '' for English at the root. */
  basePath: '' | `/${string}`;
  /** The language's own name, as its readers write it (the language switch). */
  name: string;
  /** The first crumb of every breadcrumb trail (structured data). */
  homeCrumb: string;
}

export const locales: Readonly<Record<LocaleCode, SiteLocale>> = {
  en: {
    code: 'en',
    htmlLang: 'en-IN',
    ogLocale: 'en_IN',
    basePath: '',
    name: 'English',
    homeCrumb: 'Home',
  },
  hi: {
    code: 'hi',
    htmlLang: 'hi-IN',
    ogLocale: 'hi_IN',
    basePath: '/hi',
    name: 'हिन्दी',
    homeCrumb: 'होम',
  },
};

export const localeCodes = Object.keys(locales) as LocaleCode[];

/**
 * The language of a request path and the path inside that language's route table: `/hi/apply-now` is Hindi's
 * `/apply-now`, `/hi` and `/hi/` Hindi's `/`. Any other spelling of the prefix (`/HI`, `/hi//x`) is read as Hindi
 * too, so the canonical rules can redirect it; everything else is English, unchanged.
 */
export function splitLocalePath(pathname: string): { locale: LocaleCode; path: string } {
  const m = /^\/hi(?=\/|$)/i.exec(pathname);
  if (!m) return { locale: 'en', path: pathname };
  return { locale: 'hi', path: pathname.slice(3) || '/' };
}

/** The public path of a route-table path in a language: ('hi', '/') -> '/hi', ('hi', '/faqs') -> '/hi/faqs'. */
export function localePath(locale: LocaleCode, path: string): string {
  const base = locales[locale].basePath;
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}
