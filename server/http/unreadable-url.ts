// A URL the router cannot read (a bad percent-escape such as /%ff or /api/%zz, an absolute form that does not parse)
// is answered inside the request lifecycle, like a 404 (issue 40): rewritten before routing to one route of ours
// that answers 400, so it passes the rate limit, gets the security headers, a request id and an access-log line
// (with this route's path, not the garbage), and leaves nothing behind once answered. Fastify's frameworkErrors
// answers such a URL outside the lifecycle: no hook of ours runs there.
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import { AppError } from '../errors.ts';
import { serverMessages } from '../../shared/server-messages.ts';

/** Where an unreadable URL is routed; asking for it directly gets the same 400. */
export const UNREADABLE_URL_PATH = '/_unreadable-url';
/** The same under /api and /hi, so the answer keeps the language an API call or a Hindi page would get. */
const unreadablePaths = [
  UNREADABLE_URL_PATH,
  `/api${UNREADABLE_URL_PATH}`,
  `/hi${UNREADABLE_URL_PATH}`,
];

/** The end of a URL's path: the first '?' or '#', as the router splits it. */
function pathEnd(url: string): number {
  let end = url.length;
  const query = url.indexOf('?');
  if (query !== -1) end = query;
  const hash = url.indexOf('#');
  if (hash !== -1 && hash < end) end = hash;
  return end;
}

/** True when the router would refuse to decode the URL's path (find-my-way decodes it with decodeURI). */
export function isUnreadableUrl(url: string): boolean {
  if (url.charCodeAt(0) !== 47) {
    // The absolute form ("GET http://host/path"): readable when it parses and its path is.
    if (!URL.canParse(url)) return true;
    const { pathname, search } = new URL(url);
    return isUnreadableUrl(pathname + search);
  }
  const percent = url.indexOf('%');
  if (percent === -1) return false;
  const end = pathEnd(url);
  if (percent > end) return false;
  try {
    decodeURI(url.slice(0, end));
    return false;
  } catch {
    return true;
  }
}

/** Fastify's `rewriteUrl`: one indexOf on the common URL, the rewrite only for an unreadable one. */
export function rewriteUnreadableUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (!isUnreadableUrl(url)) return url;
  if (url.startsWith('/api/')) return unreadablePaths[1]!;
  if (url === '/hi' || url.startsWith('/hi/')) return unreadablePaths[2]!;
  return UNREADABLE_URL_PATH;
}

export const unreadableUrlPlugin = fp(async (app) => {
  // Untagged, so left out of the OpenAPI document; every method the router knows lands here.
  for (const path of unreadablePaths)
    app.all(path, async () => {
      throw new AppError(400, serverMessages.requestUnreadable);
    });
});
