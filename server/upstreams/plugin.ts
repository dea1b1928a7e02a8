// The upstream services as an app concern: the services the routes are given (app.services), closed once requests
// are done; the mail spool and its delivery; each one's readiness and its metrics; and, beside the SMS stand-in
// only, the sandbox's page of the messages it received.
import fp from 'fastify-plugin';
import { modeOf, type Config } from '../config.ts';
import { writable } from '../http/writable.ts';
import type { Services } from './services.ts';
import type { BackoffPolicy } from './outbound/backoff.ts';
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
  /** Retry timing of mail delivery (tests shorten it). */
  mailBackoff?: BackoffPolicy;
}

/**
 * Whether the site shows it runs on the sandbox (the ribbon, /sandbox/sms): only when every service is a stand-in,
 * so the codes of a real borrower are never shown (issues 16 and 40, decision 0090).
 */
export const showsSandbox = (config: Config, services: Services) =>
  services.sandbox !== undefined && modeOf(config) === 'sandbox';

export const upstreamsPlugin = fp<UpstreamsOptions>(
  async (app, { config, services, mailBackoff }) => {
    app.decorate('services', services);
    // Runs after the HTTP server has closed and in-flight requests are done: queued SMS finish or give up (bounded).
    app.addHook('onClose', () => services.close());

    await app.register(mailPlugin, {
      dataDir: config.dataDir,
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      recipients: {
        contact: config.mail.toContact,
        careers: config.mail.toCareers,
        privacy: config.mail.toGrievance,
      },
      backoff: mailBackoff,
      onDelivery: (kind, outcome) => app.metrics.mailOutcome.inc({ kind, outcome }),
    });

    app.metrics.setSpoolDepthSource(() => app.spoolDepth());
    app.metrics.setSmsOutboxDepthSource(() => services.sms.depth());
    app.addReadinessDetail('smsOutbox', () => ({ waiting: services.sms.depth() }));
    app.addReadinessDetail('mailSpool', () => app.spool.depthByKind());
    // The spool's own work folder: where every accepted submission is first written.
    app.addReadinessCheck('spool', () => writable(app.spool.tmpDir));
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
      await app.register(sandboxSmsRoutes, { records: services.sandbox.records });
  },
  { name: 'upstreams', dependencies: ['http'] },
);
