// The KYC feature: a lead link's details, the PAN check and the video upload, all behind one guard that counts an
// address's links naming no lead across them.
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import type { Services } from '../../upstreams/services.ts';
import { LeadGuard } from './lead-guard.ts';
import { kycRoutes } from './kyc-routes.ts';
import { kycVideoRoutes } from './video-routes.ts';
import { panNoScriptRoutes } from './pan-no-script.ts';
import { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';
import type { AssetVersions } from '../../../shared/asset-url.ts';

export interface KycOptions {
  config: Config;
  services: Services;
  redis?: RedisConnection;
  /** For the logo of the page the PAN check posted without script answers. */
  assetVersions: AssetVersions;
}

export const kycFeature = fp<KycOptions>(
  async (app, { config, services, redis, assetVersions }) => {
    const { lending } = services;
    const leads = new LeadGuard({
      maxUnknown: config.rateLimits.unknownLeads,
      secret: config.refstrSecret,
      redis,
    });
    const perPan = new IdentifierLimiter('pan-verify', config.rateLimits.pan, { redis });
    await app.register(kycRoutes, { lending, config, leads, perPan });
    await app.register(panNoScriptRoutes, { lending, config, leads, perPan, assetVersions });
    await app.register(kycVideoRoutes, { lending, config, leads });
  },
  { name: 'kyc', dependencies: ['http'] },
);
