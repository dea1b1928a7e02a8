// The KYC feature: a lead link's details, the PAN check and the video upload, all behind one guard that counts an
// address's links naming no lead across them.
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import type { Services } from '../../upstreams/services.ts';
import { LeadGuard } from './lead-guard.ts';
import { kycRoutes } from './kyc-routes.ts';
import { kycVideoRoutes } from './video-routes.ts';

export interface KycOptions {
  config: Config;
  services: Services;
  redis?: RedisConnection;
}

export const kycFeature = fp<KycOptions>(
  async (app, { config, services, redis }) => {
    const { lending } = services;
    const leads = new LeadGuard({
      maxUnknown: config.rateLimits.unknownLeads,
      secret: config.refstrSecret,
      redis,
    });
    await app.register(kycRoutes, { lending, config, redis, leads });
    await app.register(kycVideoRoutes, { lending, config, leads });
  },
  { name: 'kyc', dependencies: ['http'] },
);
