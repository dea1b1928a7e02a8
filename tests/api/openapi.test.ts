import t from 'tap';
import Fastify from 'fastify';
import { z } from 'zod';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startApp } from '../helpers/app.ts';
import { openApiPlugin } from '../../server/plugins/openapi.ts';
import { problemSchema } from '../../server/openapi/problem.ts';
import type { OpenApiDocument } from '../../server/openapi/document.ts';

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
  const { app } = await startApp({ METRICS_TOKEN: 'x'.repeat(32) });
  t.teardown(() => app.close());
  const res = await app.inject({ url: '/openapi.json' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], 'application/json');
  const doc = res.json() as OpenApiDocument;

  t.equal(doc.openapi, '3.1.0');
  t.type(doc.info.title, 'string');
  t.equal(doc.info.version, '0.1.0');
  t.ok(Object.keys(doc.paths).length > 0);
  const operationIds = new Set<string>();
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
      t.notOk(operationIds.has(op.operationId as string), `${op.operationId} is unique`);
      operationIds.add(op.operationId as string);
    }
  }
  for (const [at, ref] of refs(doc)) t.ok(resolve(doc, ref), `${ref} at ${at} resolves`);
  t.ok(doc.components.schemas.Problem, 'the shared Problem schema is there');
});

t.test("the app's document validates against the official OpenAPI 3.1 schema", async (t) => {
  const { app } = await startApp({ METRICS_TOKEN: 'x'.repeat(32) });
  t.teardown(() => app.close());
  const doc = (await app.inject({ url: '/openapi.json' })).json() as Record<string, unknown>;
  const validator = new Validator();
  const result = await validator.validate(doc);
  t.same(result.errors ?? [], [], 'no schema errors');
  t.ok(result.valid);
  t.equal(validator.version, '3.1');
});

t.test('the document lists every route of DESIGN section 3', async (t) => {
  const { app } = await startApp({ METRICS_TOKEN: 'x'.repeat(32) });
  t.teardown(() => app.close());
  const doc = app.openApiDocument();
  for (const [method, path] of designRoutes) {
    t.ok(app.hasRoute({ method, url: path }), `${method} ${path} is served`);
    t.ok(doc.paths[toOpenApi(path)]?.[method.toLowerCase()], `${method} ${path} is documented`);
  }
});

t.test(
  'a route is documented with the JSON Schema of the very zod schemas that validate it',
  async (t) => {
    const params = z.object({ thingId: z.string().regex(/^\d+$/) });
    const query = z.object({
      view: z.enum(['short', 'long']).optional(),
      page: z.coerce.number().int(),
    });
    const body = z.object({
      name: z.string().min(1).max(50),
      tags: z.array(z.string()).max(3),
      note: z.string().optional(),
    });
    const reply = z.object({ id: z.string(), createdAt: z.string() });
    const fields = z.object({ refstr: z.string() });

    const app = Fastify();
    await app.register(openApiPlugin, { title: 'Test', version: '9.9.9', docsPage: true });
    app.post(
      '/api/things/:thingId',
      {
        config: {
          doc: {
            summary: 'Make a thing',
            tags: ['things'],
            params,
            query,
            body,
            responses: {
              201: { description: 'Made', schema: reply },
              422: { description: 'Invalid' },
              502: { description: 'Upstream failed' },
            },
          },
        },
      },
      async () => ({}),
    );
    app.post(
      '/api/things/:thingId/video',
      {
        config: {
          doc: {
            summary: 'Upload',
            tags: ['things'],
            body: fields,
            bodyContentType: 'multipart/form-data',
            files: { video: { description: 'The recording', contentType: 'video/webm' } },
            responses: { 201: { description: 'Stored' }, 413: { description: 'Too large' } },
          },
        },
      },
      async () => ({}),
    );
    app.get('/undocumented', async () => 'x');
    await app.ready();
    t.teardown(() => app.close());

    const doc = (await app.inject({ url: '/openapi.json' })).json() as OpenApiDocument;
    const json = (schema: z.ZodType, io: 'input' | 'output') => {
      const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
        io,
        unrepresentable: 'any',
      }) as Record<string, unknown>;
      return rest;
    };

    t.same(
      Object.keys(doc.paths).sort(),
      ['/api/things/{thingId}', '/api/things/{thingId}/video'],
      'undocumented routes stay out',
    );
    const op = dig(doc, 'paths', '/api/things/{thingId}', 'post');
    t.equal(dig(op, 'summary'), 'Make a thing');
    t.same(dig(op, 'tags'), ['things']);
    t.same(dig(op, 'requestBody', 'content', 'application/json', 'schema'), json(body, 'input'));
    t.same(
      dig(op, 'responses', '201', 'content', 'application/json', 'schema'),
      json(reply, 'output'),
    );
    for (const status of ['422', '502']) {
      t.same(dig(op, 'responses', status, 'content', 'application/problem+json', 'schema'), {
        $ref: '#/components/schemas/Problem',
      });
    }
    const problem = json(problemSchema, 'output') as { $defs: Record<string, unknown> };
    t.same(
      doc.components.schemas.Problem,
      problem.$defs.Problem,
      'Problem is the zod problem schema',
    );
    t.same(dig(op, 'parameters'), [
      {
        name: 'thingId',
        in: 'path',
        required: true,
        schema: dig(json(params, 'input'), 'properties', 'thingId'),
      },
      {
        name: 'view',
        in: 'query',
        required: false,
        schema: dig(json(query, 'input'), 'properties', 'view'),
      },
      {
        name: 'page',
        in: 'query',
        required: true,
        schema: dig(json(query, 'input'), 'properties', 'page'),
      },
    ]);

    const upload = dig(doc, 'paths', '/api/things/{thingId}/video', 'post');
    const multipart = dig(upload, 'requestBody', 'content', 'multipart/form-data', 'schema');
    t.same(dig(multipart, 'properties', 'refstr'), { type: 'string' });
    t.same(dig(multipart, 'properties', 'video'), {
      type: 'string',
      contentMediaType: 'video/webm',
      description: 'The recording',
    });
    t.same((dig(multipart, 'required') as string[]).sort(), ['refstr', 'video']);
    t.same(
      dig(upload, 'parameters'),
      [{ name: 'thingId', in: 'path', required: true, schema: { type: 'string' } }],
      'an undeclared path parameter is still declared',
    );

    const page = await app.inject({ url: '/openapi' });
    t.equal(page.statusCode, 200, 'the development docs page');
    t.match(page.headers['content-type'], 'text/html');
    t.match(page.body, '/api/things/{thingId}/video');
    t.match(page.body, 'Make a thing');
    t.notMatch(page.body, /<script/i, 'no scripts');
    t.notMatch(page.body, /https?:\/\/(?!www\.w3)/, 'nothing fetched from elsewhere');
  },
);

t.test(
  'named schemas become shared components, and one name never means two schemas',
  async (t) => {
    const money = z.object({ rupees: z.number() }).meta({ id: 'Money' });
    const app = Fastify();
    await app.register(openApiPlugin, { title: 'Test', version: '1', docsPage: false });
    const doc = (summary: string, body: z.ZodType) => ({
      config: {
        doc: {
          summary,
          tags: ['t'],
          body,
          responses: { 200: { description: 'ok', schema: z.object({ total: money }) } },
        },
      },
    });
    app.post('/a', doc('a', z.object({ price: money })), async () => ({}));
    app.post('/b', doc('b', z.object({ fee: money, tax: money.optional() })), async () => ({}));
    await app.ready();
    t.teardown(() => app.close());
    const d = app.openApiDocument();
    t.same(
      dig(
        d,
        'paths',
        '/a',
        'post',
        'requestBody',
        'content',
        'application/json',
        'schema',
        'properties',
        'price',
      ),
      { $ref: '#/components/schemas/Money' },
    );
    t.ok(d.components.schemas.Money, 'input form');
    t.ok(d.components.schemas.MoneyOutput ?? d.components.schemas.Money, 'output form');
    for (const [, ref] of refs(d)) t.ok(resolve(d, ref), `${ref} resolves`);

    const clash = Fastify();
    await clash.register(openApiPlugin, { title: 'Test', version: '1', docsPage: false });
    clash.post('/x', doc('x', z.object({ a: z.string().meta({ id: 'Thing' }) })), async () => ({}));
    clash.post('/y', doc('y', z.object({ a: z.number().meta({ id: 'Thing' }) })), async () => ({}));
    await clash.ready();
    t.teardown(() => clash.close());
    t.throws(() => clash.openApiDocument(), /Two different schemas are both named 'Thing'/);
  },
);

t.test('the docs page exists in development only', async (t) => {
  const { app } = await startApp();
  t.teardown(() => app.close());
  const res = await app.inject({ url: '/openapi' });
  t.equal(res.statusCode, 404);
});
