// The delivery worker's handle on each spooled message: a mail server that cannot be reached never reads the
// message, and the worker must still close the file it opened for it (nodemailer leaves such a stream open).
import t from 'tap';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import pino from 'pino';
import type { Transporter } from 'nodemailer';
import { DeliveryWorker, type DeliveryOutcome } from '../../server/upstreams/mail/delivery.ts';
import { Spool } from '../../server/upstreams/mail/spool.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** A transport that fails every message as an unreachable server does, without reading it; or accepts after reading. */
function transport(reachable: boolean) {
  const streams: Readable[] = [];
  const fake = {
    async sendMail({ raw }: { raw: Readable }) {
      streams.push(raw);
      if (!reachable)
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
      for await (const _chunk of raw); // the server reads the whole message
      return { response: '250 OK' };
    },
    close() {},
  };
  return { streams, fake: fake as unknown as Transporter };
}

async function worker(reachable: boolean, attempts: number) {
  const spool = await Spool.open(join(tempDir('rupeeflow-delivery-'), 'spool'));
  for (let i = 0; i < 2; i++)
    await spool.put(
      'contact',
      spool.newId(),
      Buffer.from(`To: desk@example.in\r\n\r\nmessage ${i}`),
    );
  const { streams, fake } = transport(reachable);
  const outcomes: DeliveryOutcome[] = [];
  let done!: () => void;
  const enough = new Promise<void>((resolve) => (done = resolve));
  const delivery = new DeliveryWorker({
    spool,
    transport: fake,
    from: 'site@example.in',
    recipients: { contact: 'desk@example.in' },
    backoff: { baseMs: 1, maxMs: 2 },
    log: pino({ level: 'silent' }),
    onOutcome: (_kind, outcome) => {
      outcomes.push(outcome);
      if (outcomes.length >= attempts) done();
    },
  });
  // The worker's retry timer does not hold the process open (it is unref'd); the test does, until it has seen enough.
  const keepAlive = setInterval(() => {}, 1000);
  delivery.start();
  await enough;
  clearInterval(keepAlive);
  await delivery.stop();
  return { streams, outcomes, spool };
}

const closed = (s: Readable) =>
  s.closed ? Promise.resolve(true) : new Promise<boolean>((r) => s.once('close', () => r(true)));

t.test('every message opened for a server that cannot be reached is closed again', async (t) => {
  const { streams, outcomes, spool } = await worker(false, 5);
  t.ok(
    outcomes.every((o) => o === 'retried'),
    'every attempt found the server unreachable',
  );
  t.ok(streams.length >= 5, `${streams.length} attempts`);
  t.ok(
    streams.every((s) => s.destroyed),
    'each stream destroyed once its attempt failed',
  );
  t.same(
    await Promise.all(streams.map(closed)),
    streams.map(() => true),
    'and its file closed',
  );
  t.equal((await spool.list()).length, 2, 'both messages still wait in the spool');
});

t.test('a message the server accepted is read whole and its file closed', async (t) => {
  const { streams, outcomes, spool } = await worker(true, 2);
  t.same(outcomes, ['sent', 'sent']);
  t.same(await Promise.all(streams.map(closed)), [true, true]);
  t.equal((await spool.list()).length, 0);
});
