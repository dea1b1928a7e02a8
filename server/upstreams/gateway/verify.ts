// The gateway's verify_payment API: what the gateway itself recorded for a txnid, asked server to server,
// so nothing is shown as paid on the strength of a browser-carried callback alone.
import type { Logger } from 'pino';
import { z } from 'zod';
import { startDeadline } from '../outbound/deadline.ts';
import { codeOf } from '../outbound/error-code.ts';
import { outboundPool } from '../outbound/pool.ts';
import { commandHash } from './hash.ts';

export const VERIFY_COMMAND = 'verify_payment';

export type VerifiedStatus =
  /** The gateway captured the payment. */
  | 'success'
  | 'failure'
  /** Still in progress at the bank: not paid (yet). */
  | 'pending'
  /** The gateway does not know the txnid. */
  | 'not-found'
  /** No usable answer (time-out, error status, unreadable body, an unexpected status). */
  | 'unconfirmed';

export interface Verification {
  status: VerifiedStatus;
  /** The amount the gateway recorded, as it wrote it ('10.00'). */
  amount?: string;
  mihpayid?: string;
}

export interface PaymentVerifier {
  verify(txnid: string, ctx: { requestId: string }): Promise<Verification>;
  close(): Promise<void>;
}

export interface VerifierOptions {
  verifyUrl: string;
  key: string;
  salt: string;
  logger: Logger;
  /**
   * One deadline for the whole call, connect to the last byte of the answer (default 8 s): the paying borrower
   * waits no longer than this for the gateway's word, however slowly it trickles (issue 15).
   */
  timeoutMs?: number;
}

const MAX_ANSWER_BYTES = 256 * 1024;

const detail = z.object({
  status: z.string().optional(),
  amt: z.union([z.string(), z.number()]).optional(),
  transaction_amount: z.union([z.string(), z.number()]).optional(),
  mihpayid: z.union([z.string(), z.number()]).optional(),
});
const answerSchema = z.object({
  status: z.union([z.number(), z.string()]).optional(),
  transaction_details: z.record(z.string(), z.unknown()).optional(),
});

/** Reads the answer's entry for `txnid`; exported for the unit tests of odd answers. */
export function readVerification(body: unknown, txnid: string): Verification {
  const answer = answerSchema.safeParse(body);
  if (!answer.success) return { status: 'unconfirmed' };
  const entry = detail.safeParse(answer.data.transaction_details?.[txnid]);
  if (!entry.success || entry.data.status === undefined) return { status: 'unconfirmed' };
  const amount = entry.data.amt ?? entry.data.transaction_amount;
  const base = {
    ...(amount !== undefined ? { amount: String(amount) } : {}),
    ...(entry.data.mihpayid !== undefined ? { mihpayid: String(entry.data.mihpayid) } : {}),
  };
  switch (entry.data.status.trim().toLowerCase()) {
    case 'success':
      return { status: 'success', ...base };
    case 'failure':
    case 'failed':
      return { status: 'failure', ...base };
    case 'pending':
      return { status: 'pending', ...base };
    case 'not found':
      return { status: 'not-found' };
    default:
      return { status: 'unconfirmed', ...base };
  }
}

export function createPaymentVerifier(opts: VerifierOptions): PaymentVerifier {
  const url = new URL(opts.verifyUrl);
  const timeoutMs = opts.timeoutMs ?? 8000;
  // No redirects followed: a verify answer must come from the configured host.
  const pool = outboundPool(url, {
    timeoutMs,
    connections: 8,
    maxResponseBytes: MAX_ANSWER_BYTES,
  });
  const log = opts.logger;

  return {
    async verify(txnid, ctx) {
      const body = new URLSearchParams({
        key: opts.key,
        command: VERIFY_COMMAND,
        var1: txnid,
        hash: commandHash(opts.key, VERIFY_COMMAND, txnid, opts.salt),
      }).toString();
      const deadline = startDeadline(timeoutMs);
      try {
        const res = await pool.request({
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            'x-request-id': ctx.requestId,
          },
          body,
          signal: deadline.signal,
        });
        if (res.statusCode < 200 || res.statusCode >= 300) {
          await res.body.dump().catch(() => undefined);
          log.warn({ txnid, status: res.statusCode }, 'verify_payment answered an error status');
          return { status: 'unconfirmed' };
        }
        const verification = readVerification(JSON.parse(await res.body.text()), txnid);
        if (verification.status === 'unconfirmed')
          log.warn({ txnid }, 'verify_payment answer had no usable status');
        return verification;
      } catch (err) {
        log.warn(
          {
            txnid,
            err: { name: (err as Error).name, code: codeOf(err) },
            ...(deadline.expired() ? { deadlineMs: timeoutMs } : {}),
          },
          deadline.expired()
            ? 'verify_payment gave no complete answer within its deadline'
            : 'verify_payment failed',
        );
        return { status: 'unconfirmed' };
      } finally {
        deadline.clear();
      }
    },
    close: () => pool.close(),
  };
}
