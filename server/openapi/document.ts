// Builds the OpenAPI 3.1 document from the routes' own RouteDocs: the zod schemas that validate a route are the
// schemas it is documented with (z.toJSONSchema), never a hand-written copy.
import { z } from 'zod';
import type { RouteDoc } from './route-doc.ts';
import { problemSchema } from './problem.ts';

export interface DocumentedRoute {
  method: string;
  /** Fastify's pattern: /api/states/:stateId/cities */
  url: string;
  doc: RouteDoc;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** `/api/states/:stateId/cities` -> `/api/states/{stateId}/cities` (a regex after a param is dropped). */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
}

const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

function operationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * Converts zod schemas, moving their named parts ($defs, from `.meta({ id })` or cycles) into components.schemas,
 * so every $ref resolves there. A name maps to one schema: the same id converted for input and for output with
 * different results is stored twice (Name, NameInput); two different schemas with one id are a mistake we refuse.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly raw = new Map<string, { content: string; io: 'input' | 'output' }>();

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
    }) as JsonSchema;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    delete json.$schema;
    const names = new Map<string, string>();
    for (const [name, def] of Object.entries(defs))
      names.set(name, this.nameFor(name, JSON.stringify(def), io));
    for (const [name, def] of Object.entries(defs))
      this.components[names.get(name)!] = rewriteRefs(def, names);
    return rewriteRefs(json, names);
  }

  private nameFor(name: string, content: string, io: 'input' | 'output'): string {
    const suffixed = `${name}${io === 'input' ? 'Input' : 'Output'}`;
    for (const candidate of [name, suffixed]) {
      const seen = this.raw.get(candidate);
      if (seen === undefined) {
        this.raw.set(candidate, { content, io });
        return candidate;
      }
      if (seen.content === content) return candidate;
      // The same id read for requests and for responses may differ (defaults, transforms): keep both forms.
      if (seen.io === io) break;
    }
    throw new Error(`Two different schemas are both named '${name}' for the OpenAPI document`);
  }
}

function rewriteRefs<T>(value: T, renamed: Map<string, string>): T {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, renamed)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) {
        const name = v.slice('#/$defs/'.length);
        out[k] = `#/components/schemas/${renamed.get(name) ?? name}`;
      } else out[k] = rewriteRefs(v, renamed);
    }
    return out as T;
  }
  return value;
}

const problemRef = { $ref: '#/components/schemas/Problem' };

function parameters(route: DocumentedRoute, converter: SchemaConverter): unknown[] {
  const list: unknown[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!schema) return;
    const json = converter.convert(schema, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
    }
  };
  add('path', route.doc.params);
  add('query', route.doc.query);
  // Every templated path segment must be declared; a route without a params schema gets a plain string.
  for (const name of pathParams(route.url)) {
    if (
      !list.some(
        (p) =>
          (p as { name: string; in: string }).name === name && (p as { in: string }).in === 'path',
      )
    ) {
      list.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  return list;
}

function requestBody(doc: RouteDoc, converter: SchemaConverter): unknown {
  if (!doc.body && !doc.files) return undefined;
  const contentType =
    doc.bodyContentType ?? (doc.files ? 'multipart/form-data' : 'application/json');
  const schema: JsonSchema = doc.body
    ? converter.convert(doc.body, 'input')
    : { type: 'object', properties: {} };
  if (doc.files) {
    const properties = { ...((schema.properties ?? {}) as Record<string, JsonSchema>) };
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, file] of Object.entries(doc.files)) {
      properties[name] = {
        type: 'string',
        contentMediaType: file.contentType ?? 'application/octet-stream',
        description: file.description,
      };
      required.add(name);
    }
    schema.type = 'object';
    schema.properties = properties;
    schema.required = [...required];
  }
  return { required: true, content: { [contentType]: { schema } } };
}

function responses(doc: RouteDoc, converter: SchemaConverter): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(doc.responses)) {
    const code = Number(status);
    if (r.schema) {
      const type = r.contentType ?? 'application/json';
      out[status] = {
        description: r.description,
        content: { [type]: { schema: converter.convert(r.schema, 'output') } },
      };
    } else if (code >= 400) {
      out[status] = {
        description: r.description,
        content: { 'application/problem+json': { schema: problemRef } },
      };
    } else if (r.contentType) {
      out[status] = {
        description: r.description,
        content: { [r.contentType]: { schema: { type: 'string' } } },
      };
    } else {
      out[status] = { description: r.description };
    }
  }
  return out;
}

export function buildOpenApiDocument(
  routes: readonly DocumentedRoute[],
  info: { title: string; version: string; description?: string; serverUrl?: string },
): OpenApiDocument {
  const converter = new SchemaConverter();
  converter.convert(problemSchema, 'output'); // components.schemas.Problem, referenced by every error response
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const sorted = [...routes].sort(
    (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
  );
  for (const route of sorted) {
    const { doc } = route;
    doc.tags.forEach((t) => tags.add(t));
    const operation: Record<string, unknown> = {
      operationId: operationId(route.method, route.url),
      summary: doc.summary,
      tags: doc.tags,
    };
    const params = parameters(route, converter);
    if (params.length) operation.parameters = params;
    const body = requestBody(doc, converter);
    if (body) operation.requestBody = body;
    operation.responses = responses(doc, converter);
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      ...(info.description ? { description: info.description } : {}),
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: { schemas: converter.components },
  };
}
