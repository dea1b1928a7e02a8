// The upstream services as an app concern: the services the routes are given (app.services), closed once requests
// are done; the outbox's mail and its delivery (mail/plugin.ts); each one's readiness and its metrics; and, beside the SMS stand-in
// only, the sandbox's page of the messages it received.
import fp from 'fastify-plugin';
import { modeOf, type Config } from '../config.ts';
import type { Services } from './services.ts';
import { lendingReachable } from './lending/reachable.ts';
import { mailPlugin } from './mail/plugin.ts';
import { sandboxSmsRoutes } from './sandbox/sms-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lending client, SMS sender and (when simulated) the sandbox behind the routes. */
    services: Services;
  }
}

export interface UpstreamsOptions {
  config: Config;
  services: Services;
}

/**
 * Whether the site shows it runs on the sandbox (the ribbon, /sandbox/sms): only when every service is a stand-in,
 * so the codes of a real borrower are never shown (issues 16 and 40, decision 0090).
 */
export const showsSandbox = (config: Config, services: Services) =>
  services.sandbox !== undefined && modeOf(config) === 'sandbox';

export const upstreamsPlugin = fp<UpstreamsOptions>(
  async (app, { config, services }) => {
    app.decorate('services', services);
    // Runs after the HTTP server has closed and in-flight requests are done: the outbox's tries in flight end
    // (bounded); what waits stays in the outbox for any instance.
    app.addHook('onClose', () => services.close());

    const sandboxPages = services.sandbox && showsSandbox(config, services);
    await app.register(mailPlugin, {
      dataDir: config.dataDir,
      outbox: services.outbox,
      recipients: {
        contact: config.mail.toContact,
        careers: config.mail.toCareers,
        privacy: config.mail.toGrievance,
      },
      delivery: services.mailDelivery,
      sandboxRecords:
        sandboxPages && services.mailDelivery === 'sandbox' ? services.sandbox!.records : undefined,
    });
    app.addReadinessCheck('lending', () => lendingReachable(services.lending), {
      timeoutMs: config.lending.timeoutMs + 1000,
    });

    // A partly simulated staging set-up shows what is simulated on /readyz and in the start-up line (decision 0090).
    if (modeOf(config) === 'partial') {
      const warning = `SANDBOX_SIMULATE: ${config.simulated.join(', ')} simulated beside real services (staging only)`;
      app.log.warn({ simulated: config.simulated }, warning);
      app.addReadinessDetail('sandbox', () => ({ simulated: config.simulated, warning }));
    }
    if (services.sandbox && showsSandbox(config, services))
      await app.register(sandboxSmsRoutes, {
        records: services.sandbox.records,
        mailPage: services.mailDelivery === 'sandbox',
      });
  },
  { name: 'upstreams', dependencies: ['http', 'records'] },
);
