// `Cache-Control: no-store` on every answer of a route that carries personal data (issue 15): a loan found by
// mobile or PAN, a lead's name, a PAN check. Declared on the route (`config.personalData`), so the header cannot
// be forgotten on one of its answers (errors and 429s included) and a shared cache never keeps any of them.
// Pages do the same in features/pages/ssr-plugin.ts (per-request data, or a refstr/txnid in the query).
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every answer of this route is `no-store`: it carries (or may carry) a borrower's personal data. */
    personalData?: boolean;
  }
}

export const noStorePlugin = fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.routeOptions.config.personalData) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'no-store' },
);
