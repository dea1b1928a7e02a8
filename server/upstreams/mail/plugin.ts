// The mail outbox as an app concern: opens the spool under DATA_DIR, starts SMTP delivery when SMTP_URL is set,
// reports the spool depth, and stops delivery cleanly on close.
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { join } from 'node:path';
import { Spool, type SpoolKind } from './spool.ts';
import { DeliveryWorker, type DeliveryOutcome } from './delivery.ts';
import type { BackoffPolicy } from '../outbound/backoff.ts';

/** Mail retries: from 2 s, doubling, at most 10 minutes apart; a message stays until accepted. */
const defaultBackoff: BackoffPolicy = { baseMs: 2_000, maxMs: 10 * 60_000 };

export interface MailOptions {
  dataDir: string;
  smtpUrl?: string;
  from: string;
  /** Fixed recipients per kind; a receipt goes to the address in its own To header. */
  recipients: Partial<Record<SpoolKind, string>>;
  backoff?: BackoffPolicy;
  /** Each delivery attempt's outcome, for the metrics endpoint. */
  onDelivery?: (kind: SpoolKind, outcome: DeliveryOutcome) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where accepted contact and careers submissions wait for delivery. */
    spool: Spool;
    /** Submissions waiting for delivery (for the metrics endpoint); per kind: spool.depthByKind(). */
    spoolDepth(): number;
  }
}

export const mailPlugin = fp<MailOptions>(
  async (app, opts) => {
    const spool = await Spool.open(join(opts.dataDir, 'spool'));
    app.decorate('spool', spool);
    app.decorate('spoolDepth', () => {
      return Object.values(spool.depthByKind()).reduce((a, b) => a + b, 0);
    });

    const depth = spool.depthByKind();
    if (!opts.smtpUrl) {
      app.log.warn(
        { spool: spool.root, depth },
        'mail: no SMTP_URL; contact and careers submissions stay in the spool as .eml files',
      );
      return;
    }

    // Built from an SMTPTransport so the time-outs survive: createTransport(url) would drop them.
    const transport = nodemailer.createTransport(
      new SMTPTransport({
        url: opts.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      }),
    );
    const worker = new DeliveryWorker({
      spool,
      transport,
      from: opts.from,
      recipients: opts.recipients,
      backoff: opts.backoff ?? defaultBackoff,
      log: app.log.child({ component: 'mail' }),
      onOutcome: opts.onDelivery,
    });
    app.log.info({ depth }, 'mail: delivering spooled submissions by SMTP');
    worker.start();
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'mail' },
);
