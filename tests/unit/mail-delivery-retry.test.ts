// The delivery worker's next pass after a pass that found the mail server's retry not yet due. The worker's clock is
// the test's: it is set so that the retry falls due between the pass's look at it and the scheduling of the next
// pass, the moment CI once hit three times in a row (each time the worker then slept until its rescan, a minute).
import t from 'tap';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { DeliveryWorker } from '../../server/upstreams/mail/delivery.ts';
import { Spool } from '../../server/upstreams/mail/spool.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const unreachable = {
  async sendMail() {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
  },
  close() {},
} as unknown as Transporter;

t.test(
  'a server retry that falls due while a pass finds it not yet due is tried at once, not at the rescan',
  // Without the fix the second attempt waits for the rescan (an hour here): the time-out only ends such a wait.
  { timeout: 60_000 },
  async (t) => {
    const spool = await Spool.open(join(tempDir('rupeeflow-delivery-retry-'), 'spool'));
    await spool.put('contact', spool.newId(), Buffer.from('To: desk@example.in\r\n\r\nhello'));

    // The clock reads 0 until the first attempt has failed and its retry time (0 + the backoff's wait, which the
    // worker logs) is set. Then it reads: 0 when the next pass is scheduled, a moment before the retry time when
    // that pass looks at it, and a moment after it from then on (when the pass after is scheduled).
    let readings: number[] = [];
    let after = 0;
    const now = () => readings.shift() ?? after;
    let retryInMs = 0;
    const warn = (fields: { retryInMs?: number }) => {
      if (fields.retryInMs === undefined || retryInMs) return;
      retryInMs = fields.retryInMs;
      readings = [0, retryInMs - 1];
      after = retryInMs + 1;
    };
    const log = { warn, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

    const attempts: string[] = [];
    let second!: () => void;
    const secondAttempt = new Promise<void>((resolve) => (second = resolve));
    const delivery = new DeliveryWorker({
      spool,
      transport: unreachable,
      from: 'site@example.in',
      recipients: { contact: 'desk@example.in' },
      backoff: { baseMs: 100, maxMs: 100 },
      rescanMs: 3_600_000,
      log,
      now,
      onOutcome: (_kind, outcome) => {
        attempts.push(outcome);
        if (attempts.length === 2) second();
      },
    });
    const keepAlive = setInterval(() => {}, 1000); // the worker's timer is unref'd
    t.teardown(() => clearInterval(keepAlive));
    delivery.start();
    await secondAttempt;
    await delivery.stop();
    t.same(attempts, ['retried', 'retried'], 'the server was tried again once the retry was due');
    t.ok(
      retryInMs >= 50 && retryInMs <= 100,
      `the backoff's wait was read from the log: ${retryInMs} ms`,
    );
  },
);
