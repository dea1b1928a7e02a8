// The HTML around the rendered app: head (title, description, canonical, Open Graph, JSON-LD, styles) and the tail
// that boots the client.
import type { JsonLd, RouteMeta } from '../../../shared/route-meta.ts';
import { assetUrl, publicFileUrl, type AssetVersions } from '../../../shared/asset-url.ts';
import { localeCodes, localePath, locales, type LocaleCode } from '../../../shared/locales.ts';

export interface DocumentParts {
  /** The page's language (decision 0047). */
  locale: LocaleCode;
  /** The page's path inside its language's route table (/faqs for /hi/faqs). */
  path: string;
  meta: RouteMeta;
  publicBaseUrl: string;
  assetBaseUrl: string;
  /** Content version of each file under public/: every image URL in the head carries its version. */
  assetVersions: AssetVersions;
  siteName: string;
  clientConfig: object;
  /** What the server looked up for this request (client/page-data.tsx), for the page to hydrate with. */
  pageData?: { url: string; value: unknown };
  styles: readonly string[];
  /** Extra tags for the head, development only (Vite's client and React refresh). */
  devHead?: string;
  /** Organisation JSON-LD for the home page. */
  organizationJsonLd?: JsonLd;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: '<' escaped so no '</script>' can end it early. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Link previews and search engines need absolute image URLs; the asset base may already be one (a CDN). */
function absoluteAsset(parts: DocumentParts, path: string): string {
  const url = assetUrl(parts.assetBaseUrl, path, parts.assetVersions);
  return /^https?:\/\//.test(url) ? url : `${parts.publicBaseUrl}${url}`;
}

function breadcrumb(parts: DocumentParts): object | undefined {
  if (!parts.meta.breadcrumb || parts.path === '/') return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: locales[parts.locale].homeCrumb, path: '/' },
      ...(parts.meta.breadcrumbParent ? [parts.meta.breadcrumbParent] : []),
      { name: parts.meta.breadcrumb, path: parts.path },
    ].map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${parts.publicBaseUrl}${localePath(parts.locale, crumb.path)}`,
    })),
  };
}

/**
 * The page in every language (hreflang, both ways: each language's page lists all of them and itself), and
 * x-default, the English page, for a reader of any other language.
 */
function alternates(parts: DocumentParts): string[] {
  const href = (code: LocaleCode) =>
    escapeHtml(`${parts.publicBaseUrl}${localePath(code, parts.path)}`);
  return [
    ...localeCodes.map(
      (code) => `<link rel="alternate" hreflang="${locales[code].htmlLang}" href="${href(code)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ];
}

export function documentHead(parts: DocumentParts): string {
  const { meta } = parts;
  const language = locales[parts.locale];
  const canonical = `${parts.publicBaseUrl}${localePath(parts.locale, parts.path)}`;
  const image = absoluteAsset(parts, meta.image ?? 'img/og-default.png');
  const urls = { page: canonical, asset: (path: string) => absoluteAsset(parts, path) };
  const jsonLd = [
    ...(parts.path === '/' && parts.organizationJsonLd ? [parts.organizationJsonLd] : []),
    ...(meta.jsonLd ?? []),
  ].map((o) => (typeof o === 'function' ? o(urls) : o));
  const trail = breadcrumb(parts);
  if (trail) jsonLd.push(trail);
  return [
    `<!doctype html><html lang="${language.htmlLang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    meta.status === 404 ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    // A 404 is no page in any language: no alternates (like no canonical).
    ...(meta.status === 404 ? [] : alternates(parts)),
    `<meta property="og:type" content="${meta.ogType ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(parts.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    // A 404 has no address of its own to share: the same page for every unknown path, so it can be cached.
    meta.status === 404 ? '' : `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${language.ogLocale}">`,
    ...localeCodes
      .filter((code) => code !== parts.locale)
      .map((code) => `<meta property="og:locale:alternate" content="${locales[code].ogLocale}">`),
    '<meta name="twitter:card" content="summary_large_image">',
    '<meta name="theme-color" content="#0A3D91">',
    `<link rel="icon" href="${publicFileUrl('/favicon.svg', parts.assetVersions)}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${publicFileUrl('/apple-touch-icon.png', parts.assetVersions)}">`,
    ...parts.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<script type="application/json" id="app-config">${safeJson(parts.clientConfig)}</script>`,
    parts.pageData
      ? `<script type="application/json" id="page-data">${safeJson(parts.pageData)}</script>`
      : '',
    ...jsonLd.map((o) => `<script type="application/ld+json">${safeJson(o)}</script>`),
    parts.devHead ?? '',
    '</head><body><div id="root">',
  ].join('');
}

/** What the tail starts: the renderer's PageResources for the page. */
export interface TailScripts {
  entryScripts: readonly string[];
  preloads: readonly string[];
  boot?: string;
}

/**
 * The end of the document: the root's close and the script that starts the client. In production that is the boot
 * script alone (client/boot.ts, decision 0135), a low-priority module that asks for the entry and its chunks, named
 * here, once the page has painted: until then the stylesheets and the largest picture have the network to
 * themselves. In development the entry scripts are plain module scripts. All are same-origin files, which the CSP's
 * 'self' allows, so they carry no nonce (the nonce is for inline scripts, decision 0123): a cached page's bytes are
 * then the same for every request.
 */
export function documentTail(scripts: TailScripts): string {
  const list = (urls: readonly string[]) => escapeHtml(urls.join(' '));
  const tags = scripts.boot
    ? `<script type="module" src="${scripts.boot}" fetchpriority="low" id="boot" data-entry="${list(scripts.entryScripts)}" data-preload="${list(scripts.preloads)}"></script>`
    : scripts.entryScripts.map((src) => `<script type="module" src="${src}"></script>`).join('');
  return `</div>${tags}</body></html>`;
}
