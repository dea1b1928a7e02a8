// Proving who someone is, as an app concern: one-time codes (POST /api/otp, /api/otp/verify) and the sessions they
// open, which the repay and apply features are given; and the warning when live lead links go unsigned.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { RedisConnection } from '../redis-connection.ts';
import type { Services } from '../upstreams/services.ts';
import { site } from '../../shared/site.ts';
import { OneTimeCodes } from './codes.ts';
import { Sessions } from './session.ts';
import { otpRoutes } from './otp-routes.ts';
import { IdentifierLimiter } from '../http/rate-limit/identifier-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions opened by a verified one-time code (issue 16). */
    sessions: Sessions;
  }
}

export interface VerificationOptions {
  config: Config;
  services: Services;
  redis?: RedisConnection;
}

export const verificationPlugin = fp<VerificationOptions>(
  async (app, { config, services, redis }) => {
    const codes = new OneTimeCodes({
      secret: config.otpSecret,
      redis,
      onEvent: (event, purpose) => app.metrics.otpCodes.inc({ event, purpose }),
    });
    const sessions = new Sessions({
      secret: config.otpSecret,
      secure: config.publicBaseUrl.startsWith('https:'),
    });
    app.decorate('sessions', sessions);
    // One-time-code SMS an hour for the whole site, beside the per-identifier budgets (decision 0091).
    const smsBudget = new IdentifierLimiter('sms-site', config.rateLimits.smsPerHour, {
      windowMs: 60 * 60_000,
      redis,
    });
    await app.register(otpRoutes, {
      lending: services.lending,
      sms: services.sms,
      config,
      codes,
      sessions,
      smsBudget,
      siteName: site.brand,
    });

    if (config.refstrUnsignedAllowed) {
      const warning =
        'REFSTR_UNSIGNED=allow: live lead links are unsigned, so lead ids can be enumerated; set REFSTR_SECRET';
      app.log.warn(warning);
      app.addReadinessDetail('refstr', () => ({ signed: false, warning }));
    }
  },
  { name: 'verification', dependencies: ['http', 'upstreams'] },
);
