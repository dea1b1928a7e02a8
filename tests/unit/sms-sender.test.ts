import { once } from 'node:events';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import t from 'tap';
import { startSandbox } from '../../server/sandbox/index.ts';
import { createSmsSender, type SmsOutcome } from '../../server/sms/sender.ts';

const MOBILE = '9811122233';
const NAME = 'Zoravar';
const sandbox = await startSandbox({ logger: pino({ level: 'silent' }) });
t.teardown(() => sandbox.close());
t.beforeEach(() => {
  sandbox.faults.clear();
  sandbox.calls.reset();
});

/** A sender whose log lines (debug and up) are kept for inspection. */
function sender(url = sandbox.smsUrl) {
  const lines: string[] = [];
  const outcomes: Array<{ outcome: SmsOutcome; attempts: number }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const sms = createSmsSender({
    url,
    apiKey: 'test-key',
    logger: pino({ level: 'debug' }, stream),
    maxAttempts: 4,
    timeoutMs: 300,
    baseDelayMs: 10,
    onOutcome: (outcome, attempts) => outcomes.push({ outcome, attempts }),
  });
  t.teardown(() => sms.close());
  return { sms, lines, outcomes };
}

t.test('send() returns at once and the SMS goes out in the background', async (t) => {
  const { sms, outcomes } = sender();
  const before = sandbox.records.sms.length;
  t.equal(sms.send(NAME, MOBILE, 'req-sms-1'), undefined);
  t.equal(sandbox.calls.count('sms'), 0, 'nothing was sent before send() returned');
  await sms.drain();
  t.equal(sandbox.records.sms.length, before + 1);
  t.same(
    sandbox.records.sms.at(-1)?.message,
    `Dear ${NAME}, your loan application with Rupeeflow has been received. We will contact you shortly.`,
  );
  t.equal(sandbox.records.sms.at(-1)?.mobile, MOBILE);
  t.same(outcomes, [{ outcome: 'sent', attempts: 1 }]);
});

t.test('send() returns at once even when the provider is slow', async (t) => {
  const { sms } = sender();
  sandbox.faults.set('sms', 'delay', { delayMs: 200 });
  const before = sandbox.records.sms.length;
  sms.send(NAME, MOBILE, 'req-sms-slow');
  t.equal(sandbox.records.sms.length, before, 'not yet delivered when send() returned');
  await sms.drain();
  t.equal(sandbox.records.sms.length, before + 1);
});

for (const status of ['500', '503', '429'] as const) {
  t.test(`a provider answering ${status} is tried up to the bound, then given up`, async (t) => {
    const { sms, outcomes } = sender();
    sandbox.faults.set('sms', status);
    sms.send(NAME, MOBILE, `req-${status}`);
    await sms.drain();
    t.equal(sandbox.calls.count('sms'), 4);
    t.same(outcomes, [{ outcome: 'failed', attempts: 4 }]);
  });
}

t.test('a 429 that clears is retried until the SMS goes out', async (t) => {
  const { sms, outcomes } = sender();
  const before = sandbox.records.sms.length;
  sandbox.faults.set('sms', '429', { times: 2 });
  sms.send(NAME, MOBILE, 'req-429-then-ok');
  await sms.drain();
  t.equal(sandbox.calls.count('sms'), 3);
  t.equal(sandbox.records.sms.length, before + 1, 'sent exactly once');
  t.same(outcomes, [{ outcome: 'sent', attempts: 3 }]);
});

t.test(
  'a timeout after the request was sent is not retried: the SMS may have gone out',
  async (t) => {
    const { sms, outcomes } = sender();
    sandbox.faults.set('sms', 'timeout');
    sms.send(NAME, MOBILE, 'req-timeout');
    await sms.drain();
    t.equal(sandbox.calls.count('sms'), 1);
    t.same(outcomes, [{ outcome: 'failed', attempts: 1 }]);
  },
);

t.test('a connection dropped after sending is not retried', async (t) => {
  const { sms, outcomes } = sender();
  sandbox.faults.set('sms', 'drop');
  sms.send(NAME, MOBILE, 'req-drop');
  await sms.drain();
  t.equal(sandbox.calls.count('sms'), 1);
  t.same(outcomes, [{ outcome: 'failed', attempts: 1 }]);
});

t.test('a refusal other than 429 is not retried', async (t) => {
  const { sms, outcomes } = sender();
  sandbox.faults.set('sms', 'html-error', { status: 401 });
  sms.send(NAME, MOBILE, 'req-401');
  await sms.drain();
  t.equal(sandbox.calls.count('sms'), 1);
  t.same(outcomes, [{ outcome: 'failed', attempts: 1 }]);
});

t.test('a refused connection is retried up to the bound', async (t) => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  const { sms, outcomes, lines } = sender(`http://127.0.0.1:${port}/send`);
  sms.send(NAME, MOBILE, 'req-refused');
  await sms.drain();
  t.same(outcomes, [{ outcome: 'failed', attempts: 4 }]);
  t.match(lines.join(''), /ECONNREFUSED/);
});

t.test(
  'the final failure is logged with the request id and the reason, never the mobile or name',
  async (t) => {
    const { sms, lines } = sender();
    sandbox.faults.set('sms', '503');
    sms.send(NAME, MOBILE, 'req-logged');
    await sms.drain();
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const final = entries.find((e) => e.msg === 'SMS not sent');
    t.match(final, { level: 40, requestId: 'req-logged', reason: 'status 503', attempts: 4 });
    const text = lines.join('');
    t.notOk(text.includes(MOBILE), 'no mobile number in any line');
    t.notOk(text.includes(NAME), 'no name in any line');
    t.notOk(text.includes('test-key'), 'no API key in any line');
  },
);

t.test('send() never throws, whatever it is given', async (t) => {
  const { sms } = sender();
  t.doesNotThrow(() =>
    sms.send(undefined as unknown as string, null as unknown as string, 7 as unknown as string),
  );
  await sms.drain();
});

t.test('drain() waits for every message in flight', async (t) => {
  const { sms, outcomes } = sender();
  sandbox.faults.set('sms', 'delay', { delayMs: 50 });
  for (let i = 0; i < 5; i++) sms.send(NAME, MOBILE, `req-many-${i}`);
  await sms.drain();
  t.equal(outcomes.length, 5);
  t.ok(outcomes.every((o) => o.outcome === 'sent'));
});
