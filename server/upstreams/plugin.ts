// The upstream services as an app concern: the services the routes are given (app.services), closed once requests
// are done; the mail spool and its delivery; each one's readiness and its metrics; and, beside the SMS stand-in
// only, the sandbox's page of the messages it received.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
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

/** Whether the sandbox's SMS page is served: only beside the SMS stand-in, never with a real provider (issue 16). */
export const showsSandboxSms = (config: Config, services: Services) =>
  services.sandbox !== undefined && !config.sms.url;

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

    if (services.sandbox && showsSandboxSms(config, services))
      await app.register(sandboxSmsRoutes, { records: services.sandbox.records });
  },
  { name: 'upstreams', dependencies: ['http'] },
);
