// Collects every route's `config.doc` as it is registered and serves the OpenAPI 3.1 document at /openapi.json
// (and, in development, a readable page of it at /openapi). Register it before the routes, so onRoute sees them.
import fp from 'fastify-plugin';
import {
  buildOpenApiDocument,
  type DocumentedRoute,
  type OpenApiDocument,
} from '../openapi/document.ts';
import { renderDocsPage } from '../openapi/docs-page.ts';

export interface OpenApiOptions {
  title: string;
  version: string;
  description?: string;
  serverUrl?: string;
  /** Serve the HTML page at /openapi (development only). */
  docsPage: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The document, built once from every documented route (after the app is ready). */
    openApiDocument(): OpenApiDocument;
  }
}

export const openApiPlugin = fp<OpenApiOptions>(async (app, opts) => {
  const routes: DocumentedRoute[] = [];
  let document: OpenApiDocument | undefined;

  app.addHook('onRoute', (route) => {
    const doc = route.config?.doc;
    if (!doc) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') routes.push({ method, url: route.url, doc });
  });

  app.decorate('openApiDocument', () => {
    document ??= buildOpenApiDocument(routes, opts);
    return document;
  });

  app.get('/openapi.json', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(app.openApiDocument()),
  );

  if (opts.docsPage) {
    app.get('/openapi', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderDocsPage(app.openApiDocument())),
    );
  }
});
