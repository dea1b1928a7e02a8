// The durable SMS outbox (issue 15 item 10): stored before send() resolves, retried with backoff while the
// provider is down, kept across a restart, dropped only past its retry time with an error log and a metric.
// A fake clock judges retry waits and give-up; nothing here depends on how long anything took.
import { once } from 'node:events';
import { readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import t from 'tap';
import { startSandbox } from '../../server/upstreams/sandbox/index.ts';
import { createSmsSender, type SmsOutcome } from '../../server/upstreams/sms/sender.ts';
import { tempDir, type Teardown } from '../helpers/temp-dir.ts';

const MOBILE = '9811122233';
const TEXT = 'Dear Zoravar, your loan application with Rupeeflow has been received.';
const HOUR = 60 * 60_000;
const sandbox = await startSandbox({ logger: pino({ level: 'silent' }) });
t.teardown(() => sandbox.close());
t.beforeEach(() => {
  sandbox.faults.clear();
  sandbox.calls.reset();
});

/** A port nothing listens on: the provider is down, and the request surely never reached it. */
async function closedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

interface Harness {
  dir: string;
  clock: { now: number };
  lines: Array<Record<string, unknown>>;
  outcomes: Array<{ outcome: SmsOutcome; attempts: number }>;
}

/** A fresh folder and clock; the folder goes when `t` ends. */
function harness(t: Teardown): Harness {
  return {
    dir: tempDir('rupeeflow-sms-', t),
    clock: { now: Date.UTC(2026, 10, 23, 10) },
    lines: [],
    outcomes: [],
  };
}

/** A sender on the harness's folder and clock, its log lines (debug and up) kept. */
async function sender(h: Harness, url = sandbox.smsUrl) {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      h.lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const sms = await createSmsSender({
    url,
    apiKey: 'test-key',
    logger: pino({ level: 'debug' }, stream),
    dir: h.dir,
    timeoutMs: 1000,
    retryForMs: HOUR,
    backoff: { baseMs: 1000, maxMs: 60_000 },
    now: () => h.clock.now,
    onOutcome: (outcome, attempts) => h.outcomes.push({ outcome, attempts }),
  });
  t.teardown(() => sms.close());
  return sms;
}

const files = (dir: string) => readdirSync(dir).filter((n) => n.endsWith('.json'));

t.test('send() stores the message durably, and the worker then sends it once', async (t) => {
  const h = harness(t);
  const sms = await sender(h);
  const before = sandbox.records.sms.length;
  sandbox.faults.set('sms', 'delay', { delayMs: 50, times: 1 });
  await sms.send(MOBILE, TEXT, 'req-sms-1');
  t.equal(files(h.dir).length, 1, 'on disk when send() resolved');
  t.equal(sandbox.records.sms.length, before, 'not sent inline');
  await sms.drain();
  t.equal(sandbox.records.sms.length, before + 1);
  t.same(sandbox.records.sms.at(-1), {
    ...sandbox.records.sms.at(-1),
    mobile: MOBILE,
    message: TEXT,
  });
  t.same(h.outcomes, [{ outcome: 'sent', attempts: 1 }]);
  t.same(files(h.dir), [], 'removed once the provider took it');
  t.equal(sms.depth(), 0);
});

t.test('the provider down then up: the message waits, then goes out once', async (t) => {
  const h = harness(t);
  const sms = await sender(h);
  const before = sandbox.records.sms.length;
  sandbox.faults.set('sms', '503');
  await sms.send(MOBILE, TEXT, 'req-down-up');
  await sms.drain();
  t.same(h.outcomes, [{ outcome: 'retried', attempts: 1 }]);
  t.equal(sms.depth(), 1, 'still waiting');
  t.match(
    h.lines.find((l) => l.msg === 'SMS provider unavailable; messages stay in the outbox'),
    { level: 40, requestId: 'req-down-up', reason: 'status 503', waiting: 1 },
  );
  await sms.drain();
  t.equal(sandbox.calls.count('sms'), 1, 'no try before its backoff is over');
  sandbox.faults.set('sms', '429', { times: 1 });
  h.clock.now += 60_000;
  await sms.drain();
  t.equal(sandbox.calls.count('sms'), 2, 'a 429 is tried again too');
  h.clock.now += 60_000;
  await sms.drain();
  t.equal(sandbox.records.sms.length, before + 1, 'sent exactly once');
  t.same(h.outcomes.at(-1), { outcome: 'sent', attempts: 3 });
  t.equal(sms.depth(), 0);
});

t.test('a message accepted before a restart is delivered by the next start', async (t) => {
  const h = harness(t);
  const down = await sender(h, `http://127.0.0.1:${await closedPort()}/send`);
  await down.send(MOBILE, TEXT, 'req-restart');
  await down.drain();
  t.same(h.outcomes, [{ outcome: 'retried', attempts: 1 }], 'connection refused: surely not sent');
  await down.close();
  t.equal(files(h.dir).length, 1, 'left in the outbox');

  const before = sandbox.records.sms.length;
  const next = await sender(h);
  t.equal(next.depth(), 1, 'found on start');
  await next.drain();
  t.equal(sandbox.records.sms.length, before + 1);
  t.equal(sandbox.records.sms.at(-1)?.message, TEXT);
  t.equal(next.depth(), 0);
});

t.test(
  'still unsent when its retry time runs out: dropped with an error and a metric',
  async (t) => {
    const h = harness(t);
    const sms = await sender(h);
    sandbox.faults.set('sms', '500');
    await sms.send(MOBILE, TEXT, 'req-give-up');
    await sms.drain();
    h.clock.now += HOUR - 1;
    await sms.drain();
    t.equal(sms.depth(), 1, 'kept until the hour is over');
    h.clock.now += 1;
    await sms.drain();
    t.equal(sms.depth(), 0);
    t.same(files(h.dir), []);
    t.same(h.outcomes.at(-1), { outcome: 'dropped', attempts: 2 });
    t.match(
      h.lines.find((l) => l.msg === 'SMS dropped: not sent within its retry time'),
      {
        level: 50,
        requestId: 'req-give-up',
        retryForMs: HOUR,
      },
    );
    const text = JSON.stringify(h.lines);
    t.notOk(text.includes(MOBILE), 'no mobile number in any line');
    t.notOk(text.includes('Zoravar'), 'no name in any line');
    t.notOk(text.includes('test-key'), 'no API key in any line');
  },
);

t.test('a try that may have reached the provider is never repeated', async (t) => {
  for (const [fault, reason] of [
    ['drop', /ECONNRESET|UND_ERR_SOCKET|SocketError/],
    ['timeout', /no answer within 1000 ms/],
  ] as const) {
    const h = harness(t);
    const sms = await sender(h);
    sandbox.calls.reset();
    sandbox.faults.set('sms', fault);
    await sms.send(MOBILE, TEXT, `req-${fault}`);
    await sms.drain();
    h.clock.now += 60_000;
    await sms.drain();
    t.equal(sandbox.calls.count('sms'), 1, `${fault}: one try`);
    t.same(h.outcomes, [{ outcome: 'uncertain', attempts: 1 }]);
    const line = h.lines.find((l) => l.level === 50);
    t.match(line, { requestId: `req-${fault}`, reason });
  }
});

t.test('a refusal other than 429 is not retried', async (t) => {
  const h = harness(t);
  const sms = await sender(h);
  sandbox.faults.set('sms', 'html-error', { status: 401 });
  await sms.send(MOBILE, TEXT, 'req-401');
  await sms.drain();
  t.equal(sandbox.calls.count('sms'), 1);
  t.same(h.outcomes, [{ outcome: 'failed', attempts: 1 }]);
  t.match(
    h.lines.find((l) => l.level === 50),
    { msg: 'SMS refused by the provider; dropped' },
  );
});

t.test('an unreadable outbox file is dropped with an error, the rest still sent', async (t) => {
  const h = harness(t);
  writeFileSync(join(h.dir, '20261123T100000000Z-0123456789ab.json'), '{"not":"ours"}');
  writeFileSync(join(h.dir, 'half-written.json.tmp'), '{');
  const before = sandbox.records.sms.length;
  const sms = await sender(h);
  t.same(
    readdirSync(h.dir),
    ['20261123T100000000Z-0123456789ab.json'],
    'a half-written file is gone',
  );
  await sms.send(MOBILE, TEXT, 'req-after-bad');
  await sms.drain();
  t.equal(sandbox.records.sms.length, before + 1);
  t.same(
    h.outcomes.map((o) => o.outcome),
    ['dropped', 'sent'],
  );
  t.match(
    h.lines.find((l) => l.level === 50),
    { msg: 'SMS dropped: its outbox file is unreadable' },
  );
});

t.test('close() leaves waiting messages on disk and sends nothing more', async (t) => {
  const h = harness(t);
  const sms = await sender(h);
  sandbox.faults.set('sms', '503');
  await sms.send(MOBILE, TEXT, 'req-close');
  await sms.drain();
  await sms.close();
  sandbox.faults.clear();
  h.clock.now += HOUR / 2;
  await sms.drain();
  t.equal(sandbox.calls.count('sms'), 1);
  t.equal(files(h.dir).length, 1);
});
