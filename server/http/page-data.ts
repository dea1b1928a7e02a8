// Per-request page data by route path: a feature names what one request of its page shows (the repay feature: a
// verified payment), and the pages feature reads it when it renders that page. Such a page is never cached.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

/**
 * Looks up what one request of a page shows (a verified payment, say); undefined when there is nothing to show.
 * `query` is the request's query string as the page reads it.
 */
export type PageDataLoader = (request: FastifyRequest, query: URLSearchParams) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Page data loaders by route path (client/page-data.tsx), filled by the features before pages register. */
    pageData: Map<string, PageDataLoader>;
  }
}

export const pageDataPlugin = fp(
  async (app) => {
    app.decorate('pageData', new Map<string, PageDataLoader>());
  },
  { name: 'page-data' },
);
