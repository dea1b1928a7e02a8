import t from 'tap';
import Fastify from 'fastify';
import { z } from 'zod';
import { Validator } from '@seriousme/openapi-schema-validator';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { startApp } from '../helpers/app.ts';
import { openApiPlugin } from '../../server/http/openapi/plugin.ts';
import { json, problem } from '../../server/http/openapi/responses.ts';
import type { OpenApiDocument } from '../../server/http/openapi/docs-page.ts';
import { fieldsOutOfOrder } from '../../server/features/kyc/video-upload-session.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { endpointCollector } from '../attack/endpoints.ts';

type Parameter = {
  name: string;
  in: string;
  required: boolean;
  schema?: { pattern?: string; minLength?: number; maxLength?: number };
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, unknown>;
};

/** DESIGN section 3, row by row: every route of our HTTP API. */
const designRoutes: Array<[method: string, path: string]> = [
  ['GET', '/api/states'],
  ['GET', '/api/states/:stateId/cities'],
  ['GET', '/api/cities/:cityId/pincodes'],
  ['GET', '/api/product-terms'],
  ['POST', '/api/applications'],
  ['POST', '/api/repayments/lookup'],
  ['POST', '/payments/initiate'],
  ['POST', '/payments/success'],
  ['POST', '/payments/failure'],
  ['GET', '/api/kyc/lead'],
  ['POST', '/api/kyc/video'],
  ['POST', '/api/pan/verify'],
  ['POST', '/api/contact'],
  ['POST', '/api/careers'],
  ['GET', '/healthz'],
  ['GET', '/readyz'],
  ['GET', '/metrics'],
];

const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every `$ref` in the document, with where it sits. */
function refs(value: unknown, at = '#'): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => refs(v, `${at}/${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      k === '$ref' && typeof v === 'string' ? [[at, v] as [string, string]] : refs(v, `${at}/${k}`),
    );
  }
  return [];
}

function resolve(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      doc,
    );
}

/** Walks into a parsed JSON document: dig(doc, 'paths', '/a', 'post'). */
function dig(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    value,
  );
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

t.test("the app's document is structurally valid OpenAPI 3.1", async (t) => {
  const { app } = await startApp(t, { METRICS_TOKEN: 'x'.repeat(32) });
  const res = await app.inject({ url: '/openapi.json' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], 'application/json');
  const doc = res.json() as OpenApiDocument;

  t.equal(doc.openapi, '3.1.0');
  t.type(doc.info.title, 'string');
  t.equal(doc.info.version, '0.1.0');
  t.ok(Object.keys(doc.paths).length > 0);
  for (const [path, item] of Object.entries(doc.paths)) {
    t.ok(path.startsWith('/'), `${path} starts with /`);
    t.notMatch(path, /:/, `${path} uses {param} templates`);
    for (const [method, op] of Object.entries(item) as Array<[string, Record<string, unknown>]>) {
      t.ok(methods.includes(method), `${method} ${path} is an HTTP method`);
      const responses = op.responses as Record<string, unknown>;
      t.ok(responses && Object.keys(responses).length > 0, `${method} ${path} has responses`);
      for (const [status, r] of Object.entries(responses)) {
        t.match(status, /^[1-5]\d\d$/, `${method} ${path} ${status} is a status code`);
        t.type(
          (r as { description?: string }).description,
          'string',
          `${method} ${path} ${status} is described`,
        );
      }
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
        const params = (op.parameters ?? []) as Array<{
          name: string;
          in: string;
          required: boolean;
        }>;
        t.ok(
          params.some((p) => p.name === name && p.in === 'path' && p.required),
          `${method} ${path} declares {${name}}`,
        );
      }
    }
  }
  for (const [at, ref] of refs(doc)) t.ok(resolve(doc, ref), `${ref} at ${at} resolves`);
  t.ok(doc.components?.schemas?.Problem, 'the shared Problem schema is there');
});

t.test("the app's document validates against the official OpenAPI 3.1 schema", async (t) => {
  const { app } = await startApp(t, { METRICS_TOKEN: 'x'.repeat(32) });
  const doc = (await app.inject({ url: '/openapi.json' })).json() as Record<string, unknown>;
  const validator = new Validator();
  const result = await validator.validate(doc);
  t.same(result.errors ?? [], [], 'no schema errors');
  t.ok(result.valid);
  t.equal(validator.version, '3.1');
});

t.test('the document lists every route of DESIGN section 3', async (t) => {
  const { app } = await startApp(t, { METRICS_TOKEN: 'x'.repeat(32) });
  const doc = (await app.inject({ url: '/openapi.json' })).json() as OpenApiDocument;
  for (const [method, path] of designRoutes) {
    t.ok(app.hasRoute({ method, url: path }), `${method} ${path} is served`);
    t.ok(doc.paths[toOpenApi(path)]?.[method.toLowerCase()], `${method} ${path} is documented`);
  }
});

/** Whether a value meets a documented parameter's string constraints (the probe's 'x' for an id, say). */
const meets = (schema: Parameter['schema'], value: string) =>
  (schema?.pattern === undefined || new RegExp(schema.pattern, 'u').test(value)) &&
  value.length >= (schema?.minLength ?? 0) &&
  value.length <= (schema?.maxLength ?? Infinity);

/** An empty body of each documented type: every required field is missing. */
function emptyBody(type: string): { payload: string; contentType: string } {
  if (type === 'application/json') return { payload: '{}', contentType: type };
  if (type === 'multipart/form-data')
    return { payload: '--b--\r\n', contentType: 'multipart/form-data; boundary=b' };
  return { payload: '', contentType: type };
}

/** A valid body for each form route that also requires a query parameter. */
const validFormWithQuery: Readonly<Record<string, string>> = { '/getpanverify': 'pan=ABCPE1234F' };

t.test(
  "the document is the routes' real validation: what it calls required is exactly what is refused missing",
  async (t) => {
    const { app } = await startApp(t, { METRICS_TOKEN: 'x'.repeat(32) });
    const doc = (await app.inject({ url: '/openapi.json' })).json() as OpenApiDocument;
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, raw] of Object.entries(item)) {
        const op = raw as Operation;
        const url = path.replace(/\{(\w+)\}/g, 'x'); // no valid id is all letters
        for (const [type, { schema }] of Object.entries(op.requestBody?.content ?? {})) {
          const { payload, contentType } = emptyBody(type);
          const res = await app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            payload,
            headers: { 'content-type': contentType },
          });
          const label = `${method.toUpperCase()} ${path} (${type})`;
          if (!schema.required?.length && /\/(end-session|apply-now)$/.test(path)) {
            // "Not you? / I'm done" (issue 41) carries nothing and needs no session: ending none is no error.
            t.equal(
              res.statusCode,
              303,
              `${label}: an empty form ends whatever sessions there are`,
            );
            t.ok(op.responses['303'], `${label}: the 303 is documented`);
            checked++;
            continue;
          }
          if (!schema.required?.length) {
            // Nothing documented as required: the verified session supplies the identifier (issue 16), so an
            // empty body passes validation and only the missing session is refused, as documented...
            t.equal(
              res.statusCode,
              401,
              `${label}: an empty body without a session is refused 401`,
            );
            t.ok(op.responses['401'], `${label}: the 401 is documented`);
            // ...and with a verified repay session (the only routes whose fields are all optional) it is served.
            const cookie = await verifiedSession(app, 'repay', '9810012345');
            const served = await app.inject({
              method: method.toUpperCase() as 'POST',
              url,
              payload,
              headers: { 'content-type': contentType, 'sec-fetch-site': 'same-origin', cookie },
            });
            t.ok(served.statusCode < 400, `${label}: an empty body with a session is served`);
            checked++;
            continue;
          }
          if (!String(res.headers['content-type']).startsWith('application/problem+json')) {
            // A page or a callback answers HTML: the status still says it was refused.
            t.ok([400, 422].includes(res.statusCode), `${label} refuses an empty form`);
            checked++;
            continue;
          }
          if (path === '/api/kyc/video') {
            // A streamed upload reads its parts in order: with none, the first is already missing.
            t.match(res.json(), { status: 400, detail: fieldsOutOfOrder }, label);
            checked++;
            continue;
          }
          t.equal(res.statusCode, 422, label);
          t.same(
            Object.keys(res.json().errors ?? {}).sort(),
            [...(schema.required ?? [])].sort(),
            `${label}: the fields refused are the fields documented as required`,
          );
          checked++;
        }
        const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required);
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        if (query.length || params.length) {
          // A form that also takes a query (the PAN check posted without script, its refstr in the page's address):
          // its body is valid, so what is refused is the query alone (Fastify reads the body first).
          const form = validFormWithQuery[path.replace(/^\/hi(?=\/)/, '')];
          const res = await app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            ...(form
              ? {
                  payload: form,
                  headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                    'sec-fetch-site': 'same-origin',
                  },
                }
              : {}),
          });
          t.equal(res.statusCode, 400, `${path} without its parameters`);
          if (!String(res.headers['content-type']).startsWith('application/problem+json')) {
            // A page (the checkout a redirect leads to) answers HTML: the status says it was refused.
            checked++;
            continue;
          }
          // The path is checked before the query: a path value its documented schema refuses is what is named;
          // one it accepts leaves the documented required query to be named, else the handler refuses the path.
          const badPath = params.filter((p) => !meets(p.schema, 'x'));
          const expected = badPath.length ? badPath : query.length ? query : params;
          t.same(
            Object.keys(res.json().errors ?? {}).sort(),
            expected.map((p) => p.name).sort(),
            `${path}: the parameters refused are the ones documented`,
          );
          checked++;
        }
      }
    }
    t.ok(checked >= 10, `${checked} operations probed`);
  },
);

/** What people type for 9822067890, each read by the server as those ten digits (field-rules.ts normalizeMobile). */
const writtenMobiles = [
  '9822067890',
  '+91 98220 67890',
  '098220-67890',
  '0091 (98220) 67890',
  '0091 98220 67890',
  '98220.67890',
  '+91\u00a098220\u00a067890',
];
/** Values of other kinds, so a field documented with another kind's pattern is caught taking them. */
const otherValues = ['name@company.in', 'ABCPE1234F', 'abcpe 1234-f', 'Asha Rao', '560001', 'x'];
/** Values tried, in order, for a field not under test: the first its schema takes fills it. */
const fillers = ['123456', '9822067890', 'ABCPE1234F', 'Asha Rao', 'name@company.in', true];
type Property = { pattern?: string; enum?: string[] };

t.test(
  "each body field's documented pattern allows every value its schema takes, found by the schema, not by the name",
  async (t) => {
    const collector = endpointCollector();
    const { app } = await startApp(
      t,
      { METRICS_TOKEN: 'x'.repeat(32) },
      { build: { onRoute: collector.hook } },
    );
    const doc = (await app.inject({ url: '/openapi.json' })).json() as OpenApiDocument;
    let fields = 0;
    const mobileFields: string[] = [];
    for (const endpoint of collector.endpoints) {
      const shape = (endpoint.body as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
      const op = dig(doc, 'paths', toOpenApi(endpoint.url), endpoint.method.toLowerCase());
      if (!shape || !op) continue;
      const content = Object.values((op as Operation).requestBody?.content ?? {});
      const body = endpoint.body!;
      const properties = (dig(content[0], 'schema', 'properties') ?? {}) as Record<
        string,
        Property
      >;
      // Every field filled with a value it takes, so the body's own rules across fields (the identifier must
      // suit the code's purpose) run too: whether a value is taken is the whole body's answer.
      const example = Object.fromEntries(
        Object.entries(shape).map(([name, schema]) => [
          name,
          [...(properties[name]?.enum ?? []), ...fillers].find((v) => schema.safeParse(v).success),
        ]),
      );
      const takes = (name: string, value: string) =>
        shape[name]!.safeParse(value).success &&
        !body
          .safeParse({ ...example, [name]: value })
          .error?.issues.some((issue) => issue.path[0] === name);
      for (const [name, schema] of Object.entries(shape)) {
        const label = `${endpoint.method} ${endpoint.url} ${name}`;
        const documented = content.map(
          (c) => dig(c, 'schema', 'properties', name) as Property | undefined,
        );
        t.ok(documented.length > 0 && documented.every(Boolean), `${label} is documented`);
        fields++;
        // A field whose schema reads a written mobile as its ten digits is a mobile field, whatever its name.
        const readsMobiles = writtenMobiles.every((v) => schema.safeParse(v).data === '9822067890');
        if (readsMobiles) mobileFields.push(label);
        for (const property of documented) {
          const pattern = property?.pattern;
          if (readsMobiles)
            t.type(pattern, 'string', `${label} reads mobiles, so it documents their pattern`);
          if (pattern === undefined) continue;
          for (const value of [...writtenMobiles, ...otherValues]) {
            if (!takes(name, value)) continue;
            t.ok(
              new RegExp(pattern, 'u').test(value),
              `${label} takes ${JSON.stringify(value)}, so its documented pattern allows it`,
            );
          }
        }
      }
    }
    t.ok(fields >= 40, `${fields} body fields compared with their documentation`);
    // The contact, careers, privacy and application forms' mobiles, the code's identifier and the lookup's query.
    t.ok(
      mobileFields.length >= 8,
      `mobile fields found by their schema: ${mobileFields.join(', ')}`,
    );
  },
);

t.test(
  "a route's zod schemas are its documentation: parameters, body, answers and the shared Problem",
  async (t) => {
    const params = z.object({ thingId: z.string().regex(/^\d+$/) });
    const querystring = z.object({ view: z.enum(['short', 'long']).optional() });
    const body = z.object({ name: z.string().min(1).max(50), tags: z.array(z.string()).max(3) });
    const reply = z.object({ id: z.string() });
    const routes: FastifyPluginAsyncZod = async (app) => {
      app.post(
        '/api/things/:thingId',
        {
          schema: {
            summary: 'Make a thing',
            tags: ['things'],
            params,
            querystring,
            body,
            response: { 201: json('Made', reply), 422: problem('Invalid') },
          },
        },
        async (request, res) => res.code(201).send({ id: request.params.thingId }),
      );
      app.get('/undocumented', async () => 'x');
    };
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(openApiPlugin, { title: 'Test', version: '9.9.9', docsPage: true });
    await app.register(routes);
    await app.ready();
    t.teardown(() => app.close());

    const doc = (await app.inject({ url: '/openapi.json' })).json() as OpenApiDocument;
    const schema = (s: z.ZodType, io: 'input' | 'output') => {
      const { $schema: _ignored, ...rest } = z.toJSONSchema(s, { io }) as Record<string, unknown>;
      return rest;
    };
    t.same(Object.keys(doc.paths), ['/api/things/{thingId}'], 'untagged routes stay out');
    const op = dig(doc, 'paths', '/api/things/{thingId}', 'post');
    t.equal(dig(op, 'summary'), 'Make a thing');
    t.same(dig(op, 'requestBody', 'content', 'application/json', 'schema'), schema(body, 'input'));
    t.same(
      dig(op, 'responses', '201', 'content', 'application/json', 'schema'),
      schema(reply, 'output'),
    );
    t.equal(dig(op, 'responses', '422', 'description'), 'Invalid');
    t.same(dig(op, 'responses', '422', 'content', 'application/problem+json', 'schema'), {
      $ref: '#/components/schemas/Problem',
    });
    t.same(
      (dig(op, 'parameters') as Array<{ name: string; in: string; required: boolean }>).map(
        ({ name, in: where, required }) => ({ name, in: where, required }),
      ),
      [
        { name: 'view', in: 'query', required: false },
        { name: 'thingId', in: 'path', required: true },
      ],
    );

    const page = await app.inject({ url: '/openapi' });
    t.equal(page.statusCode, 200, 'the development docs page');
    t.match(page.headers['content-type'], 'text/html');
    t.match(page.body, '/api/things/{thingId}');
    t.match(page.body, 'Make a thing');
    t.notMatch(page.body, /<script/i, 'no scripts');
    t.notMatch(page.body, /https?:\/\/(?!www\.w3)/, 'nothing fetched from elsewhere');
  },
);

t.test('the docs page exists in development only', async (t) => {
  const { app } = await startApp(t);
  const res = await app.inject({ url: '/openapi' });
  t.equal(res.statusCode, 404);
});
