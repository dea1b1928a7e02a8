// The reader's language outside the path (issue 21, decisions 0047, 0048): the cookie that remembers a choice, and
// the offer of the Hindi page to a first-time reader whose browser asks for Hindi. Never a redirect: links and
// crawlers see the same page at the same address whatever their headers.
import { LANGUAGE_COOKIE, localePath, type LocaleCode } from '../../../shared/locales.ts';
import { headerMemo } from '../cache/header-memo.ts';

const languageCookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|hi)(?:;|$)`);

/** The language the cookie remembers, if it names one of ours. */
export function cookieLanguage(cookieHeader: string | undefined): LocaleCode | undefined {
  if (!cookieHeader) return undefined;
  const m = languageCookie.exec(cookieHeader);
  return m?.[1] as LocaleCode | undefined;
}

/** Whether an Accept-Language header ranks Hindi first (q highest, first among equals). */
export function prefersHindi(acceptLanguage: string | undefined): boolean {
  return acceptLanguage ? ranksHindiFirst(acceptLanguage) : false;
}

const ranksHindiFirst = headerMemo((acceptLanguage: string): boolean => {
  let best: { tag: string; q: number } | undefined;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!tag || !Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag: tag.toLowerCase(), q };
  }
  return best !== undefined && /^hi(?:-|$)/.test(best.tag);
});

/**
 * The Set-Cookie value that remembers the language of the page being sent, or undefined when the cookie already
 * says so, or when an English page is read by someone who never chose (no cookie is set on them: the offer below
 * stays possible).
 */
export function rememberLanguage(
  locale: LocaleCode,
  remembered: LocaleCode | undefined,
  secure: boolean,
): string | undefined {
  if (remembered === locale || (locale === 'en' && remembered === undefined)) return undefined;
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The offer shown on an English page to a reader who never chose and whose browser ranks Hindi first: static
 * HTML after the app's root (so the cached page and its hydration are untouched), a link to the same page in
 * Hindi with the same query.
 */
export function hindiOffer(path: string, query: string | undefined): string {
  const href = hrefText(localePath('hi', path)) + hrefQuery(query);
  return (
    `<aside class="lang-offer" lang="hi-IN" aria-label="भाषा">यह पेज हिन्दी में भी उपलब्ध है। ` +
    `<a href="${href}" hreflang="hi-IN">हिन्दी में पढ़ें</a></aside>`
  );
}

/** The longest query a link to the other language carries; a longer one is left off (never cut mid-figure). */
export const MAX_LINK_QUERY = 2048;

/**
 * A URL as written in a double-quoted attribute: as sent, with anything that could end the attribute or start
 * markup percent-encoded, and '&' written '&amp;'.
 */
function hrefText(text: string): string {
  return text
    .replace(/[^\w\-.~!$'()*+,;=:@/?%&]/g, (c) => encodeURIComponent(c))
    .replace(/&/g, '&amp;');
}

/**
 * The request's query as the end of a link to the same page in the other language ('?amount=10000&amp;days=30'),
 * or '' for none or one over MAX_LINK_QUERY characters (nobody types those; a link stays a sane size).
 */
export function hrefQuery(query: string | undefined): string {
  if (!query || query.length > MAX_LINK_QUERY) return '';
  return `?${hrefText(query)}`;
}
