// The upstream services behind our routes: the real ones where configured, the embedded sandbox's stand-ins
// otherwise (DESIGN section 6), one by one. Routes receive these; they never know which is which.
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createLendingClient, type LendingClient } from './lending/client.ts';
import { createSmsSender, smsOutboxDir, type SmsSender, type SmsOutcome } from './sms/sender.ts';
import type { BackoffPolicy } from './outbound/backoff.ts';
import { startSandbox, type Sandbox } from './sandbox/index.ts';
import type { GatewaySettings } from './gateway/initiate.ts';
import { createPaymentVerifier, type PaymentVerifier } from './gateway/verify.ts';
import { site } from '../../shared/site.ts';

export interface Services {
  lending: LendingClient;
  sms: SmsSender;
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
  onSmsOutcome?: (outcome: SmsOutcome, attempts: number) => void;
  /** The SMS outbox's retry waits and clock (tests shorten and fake them). */
  smsBackoff?: BackoffPolicy;
  smsNow?: () => number;
}

export async function startServices(
  config: Config,
  logger: Logger,
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
  const sms = await createSmsSender({
    url: config.sms.url ?? sandbox!.smsUrl,
    apiKey: config.sms.apiKey ?? 'sandbox',
    logger: logger.child({ component: 'sms' }),
    dir: smsOutboxDir(config.dataDir),
    timeoutMs: config.sms.timeoutMs,
    retryForMs: config.sms.retryForMs,
    backoff: hooks.smsBackoff,
    now: hooks.smsNow,
    onOutcome: hooks.onSmsOutcome,
  });
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
    payu,
    verifier,
    sandbox,
    simulated,
    async close() {
      await sms.close(); // the try in flight ends (bounded by its deadline); waiting messages stay in the outbox
      await lending.close();
      await verifier.close();
      await sandbox?.close();
    },
  };
}
