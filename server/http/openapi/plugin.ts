// The OpenAPI 3.1 document at /openapi.json, built by @fastify/swagger from every route's own `schema` (the zod
// schemas fastify-type-provider-zod validates and serializes with), and in development a readable page of it at
// /openapi. Register it before the routes, so it sees them; a route joins the document by naming its tags.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { renderDocsPage, type OpenApiDocument } from './docs-page.ts';

export interface OpenApiOptions {
  title: string;
  version: string;
  description?: string;
  serverUrl?: string;
  /** Serve the HTML page at /openapi (development only). */
  docsPage: boolean;
}

export const openApiPlugin = fp<OpenApiOptions>(async (app, opts) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: opts.title,
        version: opts.version,
        ...(opts.description ? { description: opts.description } : {}),
      },
      ...(opts.serverUrl ? { servers: [{ url: opts.serverUrl }] } : {}),
    },
    // Pages, assets and this document itself carry no tags: only the HTTP API is documented.
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  const document = () => app.swagger() as unknown as OpenApiDocument;

  app.get('/openapi.json', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(document()),
  );

  if (opts.docsPage) {
    app.get('/openapi', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderDocsPage(document())),
    );
  }
});
