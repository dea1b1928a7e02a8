// The upstream services behind our routes: the real ones where configured, the embedded sandbox's stand-ins
// otherwise (DESIGN section 6), one by one. Routes receive these; they never know which is which.
import type { Logger } from 'pino';
import { modeOf, type Config } from '../config.ts';
import { createLendingClient, type LendingClient } from './lending/client.ts';
import { createSmsSender, type SmsSender } from './sms/sender.ts';
import type { BackoffPolicy } from './outbound/backoff.ts';
import type { Database } from '../database/database.ts';
import { Outbox, type Channel, type Outcome } from '../outbox/outbox.ts';
import { sandboxMailDeliverer, smtpDeliverer } from './mail/deliver.ts';
import type { FastifyBaseLogger } from 'fastify';
import { startSandbox, type Sandbox } from './sandbox/index.ts';
import type { GatewaySettings } from './gateway/initiate.ts';
import { createPaymentVerifier, type PaymentVerifier } from './gateway/verify.ts';
import { site } from '../../shared/site.ts';

export interface Services {
  lending: LendingClient;
  /** SMS into the fleet's outbox: send(mobile, text, requestId, { client, kind, priority, expiresAt }). */
  sms: SmsSender;
  /** The fleet's outbox of SMS and mail (issue 43), with this instance's workers. */
  outbox: Outbox;
  /** How mail leaves this instance: SMTP_URL's server, the sandbox's stand-in, or not at all (it waits). */
  mailDelivery: 'smtp' | 'sandbox' | 'none';
  /** The payment gateway in effect: PayU when PAYU_URL is set, the sandbox's stand-in otherwise. Holds the salt. */
  payu: GatewaySettings;
  /** Asks that gateway's verify_payment API what it recorded. */
  verifier: PaymentVerifier;
  /** Present when any stand-in is running; tests reach its faults and records through it. */
  sandbox?: Sandbox;
  /** Which services are simulated, for the start-up line and the ribbon. */
  simulated: string[];
  close(): Promise<void>;
}

export interface ServiceHooks {
  onLendingCall?: (call: string, outcome: string, seconds: number) => void;
  /** Each outbox try's outcome and each message's end, for the metrics. */
  onOutboxOutcome?: (channel: Channel, kind: string, outcome: Outcome) => void;
  /** The outbox's retry waits and clock (tests shorten and fake them). */
  smsBackoff?: BackoffPolicy;
  mailBackoff?: BackoffPolicy;
  outboxNow?: () => number;
  /** The outbox's claim lease and poll (tests of a fleet shorten them). */
  outboxLeaseMs?: number;
  outboxPollMs?: number;
}

/** Mail retries: from 2 s, doubling, at most 10 minutes apart, each message on its own. */
const defaultMailBackoff: BackoffPolicy = { baseMs: 2_000, maxMs: 10 * 60_000 };

export async function startServices(
  config: Config,
  logger: Logger,
  database: Database,
  hooks: ServiceHooks = {},
): Promise<Services> {
  // All three, none, or the staging set-up SANDBOX_SIMULATE names: config.ts refuses any other mix (decision 0090).
  const simulated: string[] = [...config.simulated];

  const sandbox =
    simulated.length > 0
      ? await startSandbox({
          logger,
          refstrSecret: config.refstrSecret,
          merchantName: site.brand,
          controlPort: config.sandboxControlPort,
        })
      : undefined;
  if (sandbox)
    logger.warn({ simulated }, 'sandbox stand-ins in use: no real loans, payments or messages');

  const lending = createLendingClient({
    baseUrl: config.lending.url ?? sandbox!.lendingUrl,
    timeoutMs: config.lending.timeoutMs,
    uploadTimeoutMs: config.limits.videoIdleMs,
    logger: logger.child({ component: 'lending' }),
    onCall: hooks.onLendingCall,
  });
  const outbox = new Outbox(database, {
    log: logger.child({ component: 'outbox' }) as unknown as FastifyBaseLogger,
    now: hooks.outboxNow,
    onOutcome: hooks.onOutboxOutcome,
  });
  const sms = createSmsSender({
    url: config.sms.url ?? sandbox!.smsUrl,
    apiKey: config.sms.apiKey ?? 'sandbox',
    logger: logger.child({ component: 'sms' }),
    outbox,
    timeoutMs: config.sms.timeoutMs,
    retryForMs: config.sms.retryForMs,
    backoff: hooks.smsBackoff,
    concurrency: config.sms.concurrency,
    leaseMs: hooks.outboxLeaseMs ?? config.outbox.leaseMs,
    pollMs: hooks.outboxPollMs ?? config.outbox.pollMs,
  });
  const mail = startMail(config, outbox, sandbox, hooks);
  // config.ts refuses PAYU_URL without its key, salt and verify URL, so a set URL means a complete gateway.
  const payu: GatewaySettings = config.payu.url
    ? {
        url: config.payu.url,
        verifyUrl: config.payu.verifyUrl!,
        key: config.payu.key!,
        salt: config.payu.salt!,
      }
    : sandbox!.gateway;
  const verifier = createPaymentVerifier({
    verifyUrl: payu.verifyUrl,
    timeoutMs: config.payu.verifyTimeoutMs,
    key: payu.key,
    salt: payu.salt,
    logger: logger.child({ component: 'payments' }),
  });

  return {
    lending,
    sms,
    outbox,
    mailDelivery: mail.delivery,
    payu,
    verifier,
    sandbox,
    simulated,
    async close() {
      // The tries in flight end (bounded); waiting messages stay in the outbox for any instance.
      await outbox.close(config.sms.timeoutMs + 5000);
      await sms.close();
      mail.close();
      await lending.close();
      await verifier.close();
      await sandbox?.close();
    },
  };
}

/**
 * Mail leaves by SMTP_URL's server; in the sandbox without one, by the stand-in /sandbox/mail shows (sandbox mode
 * only, as /sandbox/sms); otherwise it waits in the outbox until a mail server is configured.
 */
function startMail(
  config: Config,
  outbox: Outbox,
  sandbox: Sandbox | undefined,
  hooks: ServiceHooks,
): { delivery: Services['mailDelivery']; close(): void } {
  const smtp = config.mail.smtpUrl
    ? smtpDeliverer(config.mail.smtpUrl, config.mail.from, config.mail.concurrency)
    : undefined;
  const delivery = smtp ? 'smtp' : sandbox && modeOf(config) === 'sandbox' ? 'sandbox' : 'none';
  const deliver =
    smtp?.deliver ??
    (delivery === 'sandbox' ? sandboxMailDeliverer(sandbox!.records, config.mail.from) : undefined);
  if (deliver)
    outbox.start('mail', deliver, {
      concurrency: config.mail.concurrency,
      backoff: hooks.mailBackoff ?? defaultMailBackoff,
      leaseMs: hooks.outboxLeaseMs ?? config.outbox.leaseMs,
      pollMs: hooks.outboxPollMs ?? config.outbox.pollMs,
    });
  return { delivery, close: () => smtp?.close() };
}
