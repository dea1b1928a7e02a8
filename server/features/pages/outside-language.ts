// The language outside the page (decision 0048): remembers the language of the page sent in the cookie, and
// answers the offer of the Hindi page for an English page whose reader never chose and whose browser ranks Hindi
// first ('' otherwise). An English page's body then depends on those two headers: Vary says so.
import type { FastifyRequest } from 'fastify';
import type { LocaleCode } from '../../../shared/locales.ts';
import {
  cookieLanguage,
  hindiOffer,
  prefersHindi,
  rememberLanguage,
} from '../../http/language/page-language.ts';

export function outsideLanguage(
  request: FastifyRequest,
  setHeader: (name: string, value: string) => unknown,
  locale: LocaleCode,
  query: string | undefined,
  secureCookie: boolean,
): string {
  const remembered = cookieLanguage(request.headers.cookie);
  const cookie = rememberLanguage(locale, remembered, secureCookie);
  if (cookie) setHeader('set-cookie', cookie);
  if (locale !== 'en') return '';
  setHeader('vary', 'accept-encoding, accept-language, cookie');
  if (remembered !== undefined || !prefersHindi(request.headers['accept-language'])) return '';
  const pathname = request.url.split('?')[0]!;
  return hindiOffer(pathname, query);
}
