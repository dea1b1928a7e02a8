// The forms feature: Contact Us (complaints among its messages), careers, privacy requests and the complaint
// status lookup, over JSON and as plain form posts without script.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import type { Services } from '../../upstreams/services.ts';
import { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';
import type { Sessions } from '../../verification/session.ts';
import { mobilePattern } from '../../../shared/schemas/fields.ts';
import { contactRoutes } from './contact-routes.ts';
import { careersRoutes } from './careers-routes.ts';
import { noScriptFormRoutes } from './no-script-routes.ts';
import { privacyRequestRoutes } from './privacy-request-routes.ts';
import { complaintLookup, complaintRoutes } from './complaint-routes.ts';

export interface FormsOptions {
  config: Config;
  services: Services;
  /** The one-time-code sessions: a privacy request needs its mobile proved by one (issue 40). */
  sessions: Sessions;
  redis?: RedisConnection;
}

export const formsFeature = fp<FormsOptions>(
  async (app, { config, services, sessions, redis }) => {
    const { rateLimits, mail, limits } = config;
    const contact = {
      rateLimit: rateLimits.forms,
      mail: { from: mail.from, to: mail.toContact },
      // Receipts one recipient address may get in a day, across every form (decision 0093).
      receipts: new IdentifierLimiter('receipt-recipient', rateLimits.receiptsPerRecipient, {
        windowMs: 24 * 60 * 60_000,
        redis,
      }),
    };
    const careers = {
      rateLimit: rateLimits.forms,
      resumeBytes: limits.resumeBytes,
      bodyBounds: { idleMs: limits.resumeIdleMs, totalMs: limits.resumeUploadMs },
      mail: { from: mail.from, to: mail.toCareers },
    };
    await app.register(contactRoutes, contact);
    await app.register(careersRoutes, careers);
    const privacy = {
      lending: services.lending,
      rateLimit: rateLimits.forms,
      lookupRateLimit: rateLimits.lookup,
      redis,
      mail: { from: mail.from, to: mail.toGrievance },
      // A mobile proved by a code in this browser: Apply's (the mobile itself) or Repay's when searched by mobile.
      verifiedMobiles: (request: FastifyRequest) =>
        (['apply', 'repay'] as const)
          .map((purpose) => sessions.read(request, purpose)?.identifier)
          .filter((id): id is string => id !== undefined && mobilePattern.test(id)),
    };
    // One lookup, so one budget per reference, for the JSON routes and the page posted without script.
    const complaints = {
      rateLimit: rateLimits.lookup,
      find: complaintLookup(app, { rateLimit: rateLimits.lookup, redis }),
    };
    await app.register(noScriptFormRoutes, { contact, careers, privacy, complaints });
    await app.register(privacyRequestRoutes, privacy);
    await app.register(complaintRoutes, complaints);
  },
  { name: 'forms', dependencies: ['http', 'upstreams', 'records'] },
);
