// The language the server answers a request in (issue 21; decision 0051). A page's language is its path (/hi/...);
// our API answers in the language the caller asks for: the browser bundle sends its page's language as
// Accept-Language on every call (client/api/request.ts), so a Hindi page reads Hindi refusals and an English page
// English ones, whatever the browser's own preference; any other caller gets Hindi when it ranks Hindi first.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { splitLocalePath, type LocaleCode } from '../../../shared/locales.ts';
import { cookieLanguage, prefersHindi } from './page-language.ts';
import { isApiPath } from '../api-path.ts';

/** The language of a page route's answer: the path's. */
export const pageLanguage = (request: FastifyRequest): LocaleCode =>
  splitLocalePath(request.url.split('?', 1)[0]!).locale;

/** The language of an API answer: the Accept-Language header's first choice, English unless it is Hindi. */
export const apiLanguage = (request: FastifyRequest): LocaleCode =>
  prefersHindi(request.headers['accept-language']) ? 'hi' : 'en';

/**
 * The payment pages (/payments/...) are reached by a plain form post or the gateway's redirect, which carry the
 * browser's headers, not the page's: they answer in the language the reader last read the site in (the cookie
 * every page of a chosen language sets), else as the API does.
 */
const paymentLanguage = (request: FastifyRequest): LocaleCode =>
  cookieLanguage(request.headers.cookie) ?? apiLanguage(request);

export function answerLanguage(request: FastifyRequest): LocaleCode {
  const url = request.url;
  if (isApiPath(url) || url.startsWith('/sandbox/')) return apiLanguage(request);
  if (url.startsWith('/payments/')) return paymentLanguage(request);
  return pageLanguage(request);
}

/** Adds Accept-Language to the Vary header once, keeping what is there (compression adds Accept-Encoding after). */
export function varyOnLanguage(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  if (current === undefined) reply.header('vary', 'accept-language');
  else if (!/accept-language/i.test(String(current)))
    reply.header('vary', `${String(current)}, accept-language`);
}
