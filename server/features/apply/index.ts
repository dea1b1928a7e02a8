// The apply feature: the reference lists (states, cities, loan purposes), the product terms behind the calculator,
// and the loan application itself, taken once the applicant's mobile is verified.
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import type { Services } from '../../upstreams/services.ts';
import type { Sessions } from '../../verification/session.ts';
import { referenceRoutes } from './reference-routes.ts';
import { productTermsRoutes } from './product-terms-routes.ts';
import { applicationRoutes } from './application-routes.ts';

export interface ApplyOptions {
  config: Config;
  services: Services;
  sessions: Sessions;
  redis?: RedisConnection;
}

export const applyFeature = fp<ApplyOptions>(
  async (app, { config, services, sessions, redis }) => {
    const { lending, sms } = services;
    await app.register(referenceRoutes, { lending });
    await app.register(productTermsRoutes);
    await app.register(applicationRoutes, { lending, sms, config, sessions, redis });
  },
  { name: 'apply', dependencies: ['http', 'records'] },
);
