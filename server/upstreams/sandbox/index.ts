// The embedded stand-ins of DESIGN section 6: real HTTP servers on loopback that the production client
// code talks to when no real upstream is configured, with fault switches and records for tests.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { CallCounter } from './call-counter.ts';
import { controlServer } from './control-server.ts';
import { Faults } from './faults.ts';
import {
  GATEWAY_PAYMENT_PATH,
  GATEWAY_VERIFY_PATH,
  VERIFY_CALL,
  paymentGateway,
} from './gateway.ts';
import { LENDING_CALLS, LENDING_PREFIX, lendingApi } from './lending-api.ts';
import { listenOnLoopback, type LoopbackServer } from './loopback-server.ts';
import { emptyRecords, type SandboxRecords } from './records.ts';
import { seedFor, type Seed } from './seed/index.ts';
import { SMS_CALL, SMS_PATH, smsSink } from './sms-sink.ts';

export { CallCounter } from './call-counter.ts';
export { Faults, type Fault, type FaultKind, type FaultOptions } from './faults.ts';
export type { FaultRequest } from './control-server.ts';
export type { GatewayPayment, SandboxRecords, SmsRecord, UploadRecord } from './records.ts';
export type { Seed } from './seed/index.ts';
export { SMS_CALL } from './sms-sink.ts';
export { PAYMENT_CALL, VERIFY_CALL } from './gateway.ts';

export interface SandboxOptions {
  logger: Logger;
  /** When set, the seeded lead links are signed and the upload sink accepts signed refstrs too. */
  refstrSecret?: string;
  /** The name the gateway's checkout shows the borrower as the payee. */
  merchantName?: string;
  /** Test-only: serve the records and fault switches over HTTP on this loopback port (control-server.ts). */
  controlPort?: number;
}

/** The gateway stand-in as a merchant sees a real one: where to post, where to verify, our key and salt. */
export interface SandboxGateway {
  /** The _payment form target. */
  url: string;
  /** The verify_payment API. */
  verifyUrl: string;
  key: string;
  /** Random per process: nothing signed for one sandbox verifies on another. */
  salt: string;
}

export interface Sandbox {
  /** Base URL of the lending API stand-in, with its path prefix (http://127.0.0.1:PORT/api/). */
  lendingUrl: string;
  /** The SMS provider's GET endpoint (http://127.0.0.1:PORT/send). */
  smsUrl: string;
  gateway: SandboxGateway;
  /** Armed per call name: the lending calls by their names, the SMS sink as 'sms'. */
  faults: Faults;
  /** Requests received per call name (the same names), so tests can count retries. */
  calls: CallCounter;
  records: SandboxRecords;
  seed: Seed;
  /** The control server's origin, when one was asked for. */
  controlUrl?: string;
  /** Bytes received so far by uploads still streaming in (0 when none is). */
  uploadBytesInFlight(): number;
  /** Requests a stand-in has received and not yet finished answering (0 once every socket is answered or cut). */
  openRequests(standIn: 'lending' | 'sms' | 'gateway'): number;
  close(): Promise<void>;
}

// eslint-disable-next-line max-lines-per-function -- starts each stand-in and the control server in order, and closes them in reverse
export async function startSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const logger = opts.logger.child({ component: 'sandbox' });
  const faults = new Faults();
  const calls = new CallCounter();
  const records = emptyRecords();
  const uploadsInFlight = new Map<symbol, number>();
  const started: LoopbackServer[] = [];
  const start = async (name: string, handler: Parameters<typeof listenOnLoopback>[1]) => {
    const server = await listenOnLoopback(name, handler, logger);
    started.push(server);
    return server;
  };
  const close = async () => {
    await Promise.all(started.splice(0).map((s) => s.close()));
  };

  try {
    // One loopback server per stand-in, as the real services are separate hosts.
    const lending = await start(
      'lending',
      lendingApi({
        records,
        faults,
        calls,
        logger,
        refstrSecret: opts.refstrSecret,
        uploadsInFlight,
      }),
    );
    const sms = await start('sms', smsSink({ records, faults, calls }));
    const credentials = {
      key: `SBX${randomBytes(4).toString('hex')}`,
      salt: randomBytes(24).toString('base64url'),
    };
    const gateway = await start(
      'gateway',
      paymentGateway({
        credentials,
        merchantName: opts.merchantName ?? 'Sandbox merchant',
        records,
        faults,
        calls,
        logger,
      }),
    );

    const control =
      opts.controlPort === undefined
        ? undefined
        : await listenOnLoopback(
            'control',
            controlServer({
              records,
              faults,
              calls,
              callNames: [...LENDING_CALLS, SMS_CALL, VERIFY_CALL],
            }),
            logger,
            opts.controlPort,
          ).then((server) => (started.push(server), server));
    logger.info(
      { lending: lending.origin, sms: sms.origin, gateway: gateway.origin, smsCall: SMS_CALL },
      'sandbox stand-ins listening',
    );
    if (control)
      logger.warn({ control: control.origin }, 'sandbox control server listening (tests only)');
    return {
      lendingUrl: `${lending.origin}${LENDING_PREFIX}`,
      smsUrl: `${sms.origin}${SMS_PATH}`,
      gateway: {
        url: `${gateway.origin}${GATEWAY_PAYMENT_PATH}`,
        verifyUrl: `${gateway.origin}${GATEWAY_VERIFY_PATH}?form=2`,
        ...credentials,
      },
      faults,
      calls,
      records,
      seed: seedFor(opts.refstrSecret),
      controlUrl: control?.origin,
      uploadBytesInFlight: () => [...uploadsInFlight.values()].reduce((sum, n) => sum + n, 0),
      openRequests: (standIn) => ({ lending, sms, gateway })[standIn].openRequests(),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
