// Issue 15 item 5: every outbound call has ONE deadline that includes its retries and their waits. Asserted on
// outcomes (which try was made, what ended the call), never on how long it took.
import { Writable } from 'node:stream';
import pino from 'pino';
import t from 'tap';
import { UpstreamError } from '../../server/errors.ts';
import { createLendingClient } from '../../server/upstreams/lending/client.ts';
import { startDeadline } from '../../server/upstreams/outbound/deadline.ts';
import { createPaymentVerifier } from '../../server/upstreams/gateway/verify.ts';
import { startSandbox } from '../../server/upstreams/sandbox/index.ts';

const silent = pino({ level: 'silent' });
const sandbox = await startSandbox({ logger: silent, merchantName: 'Rupeeflow' });
t.teardown(() => sandbox.close());
t.beforeEach(() => {
  sandbox.faults.clear();
  sandbox.calls.reset();
});

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'debug' }, stream) };
}

t.test('a deadline aborts its signal once, and a caller abort is not called expiry', async (t) => {
  const quick = startDeadline(1);
  await new Promise((resolve) => quick.signal.addEventListener('abort', resolve, { once: true }));
  t.ok(quick.expired(), 'expired by its own clock');
  const caller = new AbortController();
  const joined = startDeadline(60_000, caller.signal);
  caller.abort();
  t.ok(joined.signal.aborted, "the caller's abort ends it");
  t.notOk(joined.expired(), 'but it did not expire');
  joined.clear();
  const none = startDeadline(0);
  t.equal(none.left(), Number.POSITIVE_INFINITY, '0 means no deadline');
  none.clear();
});

t.test(
  'verify_payment trickling its answer byte by byte is given up at the one deadline',
  async (t) => {
    const { lines, logger } = capture();
    // Each byte comes well inside the per-read time-out, so only a whole-call deadline can end it.
    const verifier = createPaymentVerifier({ ...sandbox.gateway, logger, timeoutMs: 300 });
    t.teardown(() => verifier.close());
    sandbox.faults.set('verify_payment', 'slow-body', { delayMs: 50 });
    const verification = await verifier.verify('TXNSLOW1', { requestId: 'req-verify-slow' });
    t.same(verification, { status: 'unconfirmed' }, 'not paid on an incomplete answer');
    const line = lines.find((l) => l.txnid === 'TXNSLOW1');
    t.equal(line?.msg, 'verify_payment gave no complete answer within its deadline');
    t.equal(line?.deadlineMs, 300);
  },
);

t.test('verify_payment answering in time is read as before', async (t) => {
  const verifier = createPaymentVerifier({ ...sandbox.gateway, logger: silent, timeoutMs: 2000 });
  t.teardown(() => verifier.close());
  const verification = await verifier.verify('TXN-UNKNOWN', { requestId: 'req-verify-ok' });
  t.equal(verification.status, 'not-found');
});

t.test('a lending GET makes no retry whose wait would pass the deadline', async (t) => {
  const client = createLendingClient({
    baseUrl: sandbox.lendingUrl,
    timeoutMs: 300,
    logger: silent,
    // Every wait is longer than the whole call may take: the retry is never made.
    retryBackoff: { baseMs: 60_000, maxMs: 60_000 },
  });
  t.teardown(() => client.close());
  sandbox.faults.set('getState', 'drop');
  const err = await client.getStates({ requestId: 'req-deadline-1' }).catch((e: unknown) => e);
  t.equal((err as UpstreamError).reason, 'connection');
  t.equal(sandbox.calls.count('getState'), 1, 'one try: the retry would not fit');
});

t.test('a lending GET retries inside the deadline, and a trickle ends at it', async (t) => {
  const client = createLendingClient({
    baseUrl: sandbox.lendingUrl,
    timeoutMs: 300,
    logger: silent,
    retryBackoff: { baseMs: 1, maxMs: 1 },
  });
  t.teardown(() => client.close());
  sandbox.faults.set('getState', 'drop', { times: 1 });
  t.equal((await client.getStates({ requestId: 'req-deadline-2' })).length, 36, 'retried');
  t.equal(sandbox.calls.count('getState'), 2);
  sandbox.faults.set('getState', 'slow-body', { delayMs: 50 });
  const err = await client.getStates({ requestId: 'req-deadline-3' }).catch((e: unknown) => e);
  t.ok(err instanceof UpstreamError);
  t.equal((err as UpstreamError).reason, 'timeout');
  t.match((err as UpstreamError).message, /within 800 ms/, 'the deadline, not a per-read time-out');
});
