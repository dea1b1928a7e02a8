// The endpoints the attack suite fuzzes, collected from the app's own routes as they register (an onRoute hook):
// a new route with a body, query or params schema joins the suite without a line here.
//
// Where a route's zod schemas live: `schema.body/querystring/params` (routes declared with
// fastify-type-provider-zod) or, until then, the OpenAPI description in `config.doc`. Both are read below.
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

export type BodyKind = 'json' | 'form' | 'multipart' | 'none';

export interface Endpoint {
  method: string;
  /** The route pattern, e.g. /api/cities/:stateId. */
  url: string;
  body?: z.ZodType;
  bodyKind: BodyKind;
  query?: z.ZodType;
  params?: z.ZodType;
}

const isZod = (value: unknown): value is z.ZodType =>
  typeof (value as { safeParse?: unknown } | undefined)?.safeParse === 'function';

function bodyKindOf(route: RouteOptions): BodyKind {
  const accepts = (route.config as { accepts?: string[] } | undefined)?.accepts ?? [];
  const declared = (route.config as { doc?: { bodyContentType?: string } } | undefined)?.doc
    ?.bodyContentType;
  const types = [...accepts, declared ?? ''];
  if (types.some((t) => t.startsWith('multipart/'))) return 'multipart';
  if (types.includes('application/x-www-form-urlencoded')) return 'form';
  if (types.includes('application/json') || declared === undefined) return 'json';
  return 'none';
}

/** An onRoute hook and the list it fills. Pass `hook` to buildApp (startApp's build.onRoute). */
export function endpointCollector() {
  const endpoints: Endpoint[] = [];
  const hook = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const doc = (route.config as { doc?: Record<string, unknown> } | undefined)?.doc ?? {};
    const pick = (a: unknown, b: unknown) => (isZod(a) ? a : isZod(b) ? b : undefined);
    const body = pick(schema.body, doc.body);
    const query = pick(schema.querystring, doc.query);
    const params = pick(schema.params, doc.params);
    if (!body && !query && !params) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      endpoints.push({
        method,
        url: route.url,
        body,
        bodyKind: method === 'GET' ? 'none' : bodyKindOf(route),
        query,
        params,
      });
    }
  };
  return { hook, endpoints };
}
