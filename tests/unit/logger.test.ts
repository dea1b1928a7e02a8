import t from 'tap';
import { Writable } from 'node:stream';
import pino from 'pino';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  accessLogWriter,
  censor,
  coalesceWrites,
  isoTime,
  logDestination,
  loggerOptions,
  RequestLogger,
  requestLoggerFactory,
} from '../../server/logger.ts';
import { tempDir } from '../helpers/temp-dir.ts';

t.test('PII keys are censored at any depth; other values pass untouched', async (t) => {
  const input = {
    call: 'x',
    body: { pan: 'ABCPE1234F', nested: [{ mobile: '9876543210', ok: 1 }] },
    email: 'a@b.in',
  };
  t.same(censor(input), {
    call: 'x',
    body: { pan: '[redacted]', nested: [{ mobile: '[redacted]', ok: 1 }] },
    email: '[redacted]',
  });
  t.equal(input.body.pan, 'ABCPE1234F', 'the caller’s object is not changed');
  const clean = { a: 1, b: { c: 2 } };
  t.equal(censor(clean), clean, 'nothing to censor: the same object, no copy');
});

t.test('a pino logger built with our options never writes the PII values', async (t) => {
  const lines: string[] = [];
  const log = pino(
    loggerOptions('info'),
    new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }),
  );
  log
    .child({ reqId: 'r1' })
    .info({ form: { firstName: 'Ananya', dob: '1990-01-01', panNumber: 'ABCPE1234F' } }, 'x');
  const text = lines.join('');
  t.notMatch(text, 'Ananya');
  t.notMatch(text, '1990-01-01');
  t.notMatch(text, 'ABCPE1234F');
  t.match(text, '"reqId":"r1"');
});

t.test(
  'the time field is the clock in ISO 8601, formatted again whenever the millisecond changes',
  async (t) => {
    let clock = Date.UTC(2026, 10, 26, 9, 30, 0, 5);
    const time = isoTime(() => clock);
    t.equal(time(), ',"time":"2026-11-26T09:30:00.005Z"');
    t.equal(time(), ',"time":"2026-11-26T09:30:00.005Z"', 'the same millisecond: the same field');
    clock += 1;
    t.equal(time(), ',"time":"2026-11-26T09:30:00.006Z"');
    clock += 86_400_000;
    t.equal(time(), ',"time":"2026-11-27T09:30:00.006Z"');
  },
);

t.test('an inherited key is neither walked nor copied; an own PII key is censored', async (t) => {
  const withProto = Object.assign(Object.create({ pan: 'ABCPE1234F' }), { status: 200 });
  t.equal(censor(withProto), withProto, 'nothing of its own to hide: the same object');
  t.same(censor({ status: 200, mobile: '9876543210' }), { status: 200, mobile: '[redacted]' });
});

const collect = (lines: string[]) =>
  new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) });

t.test(
  'the access line is the line pino writes for the same fields, field for field',
  async (t) => {
    const lines: string[] = [];
    const log = pino(loggerOptions('info'), collect(lines));
    const write = accessLogWriter(log);
    // Paths a client chooses: quotes, a backslash, a control character, Devanagari.
    for (const path of ['/api/states', '/a"b\\c', '/x\u0001y', '/hi/संपर्क']) {
      const fields = { method: 'GET', route: '/*', path, status: 404, ms: 1.5 };
      log.child({ reqId: 'r-1' }).info(fields, 'request completed');
      write({ reqId: 'r-1', ...fields });
    }
    t.equal(lines.length, 8);
    for (let i = 0; i < lines.length; i += 2) {
      const byPino = JSON.parse(lines[i]!) as Record<string, unknown>;
      const ours = JSON.parse(lines[i + 1]!) as Record<string, unknown>;
      t.ok(lines[i + 1]!.endsWith('}\n'), 'one line each');
      delete byPino.time;
      const time = ours.time;
      delete ours.time;
      t.match(time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, 'an ISO time');
      t.same(Object.keys(ours), Object.keys(byPino), 'the same fields in the same order');
      t.same(ours, byPino, 'the same values');
    }
  },
);

t.test('no access line while the level is above info', async (t) => {
  const lines: string[] = [];
  const log = pino(loggerOptions('warn'), collect(lines));
  const write = accessLogWriter(log);
  write({ reqId: 'r', method: 'GET', route: '/', path: '/', status: 200, ms: 1 });
  log.level = 'info';
  write({ reqId: 'r', method: 'GET', route: '/', path: '/', status: 200, ms: 1 });
  t.equal(lines.length, 1, 'written once the level allows it');
});

t.test('a request logger makes its pino child only when it logs, with the bindings', async (t) => {
  const lines: string[] = [];
  const log = pino(loggerOptions('info'), collect(lines));
  let children = 0;
  const counting = {
    child: (bindings: pino.Bindings, options?: pino.ChildLoggerOptions) => {
      children++;
      return log.child(bindings, options);
    },
    isLevelEnabled: (level: string) => log.isLevelEnabled(level),
  };
  const quiet = requestLoggerFactory(counting, { reqId: 'q' }, {});
  t.ok(quiet instanceof RequestLogger);
  t.ok(quiet.isLevelEnabled('info'), 'levels answered by the parent');
  t.notOk(quiet.isLevelEnabled('debug'));
  t.equal(children, 0, 'nothing made for a request that does not log');

  const loud = requestLoggerFactory(counting, { reqId: 'l' }, { level: 'debug' });
  loud.info({ event: 'x', mobile: '9876543210' }, 'hello');
  loud.debug('more');
  t.equal(children, 1, 'one child, made on the first call');
  t.equal(loud.level, 'debug', 'the route’s level applies');
  const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  t.match(first, { reqId: 'l', event: 'x', mobile: '[redacted]', msg: 'hello' });
  t.match(second, { reqId: 'l', level: 'debug', msg: 'more' });
});

// main.ts waits with flush(cb) before it writes "listening" and before it exits; a flush that called back with a
// line still in a thread-pool write let the exit handler's synchronous write overtake it (the shutdown test's flake).
t.test(
  'flush calls back only once every line handed to the destination is written, in order',
  async (t) => {
    const file = join(tempDir('log-destination-', t), 'out.log');
    const destination = logDestination(file);
    await once(destination, 'ready');
    const logger = pino(loggerOptions('info'), destination);
    const big = 'x'.repeat(2 * 1024 * 1024); // big enough that each write takes the thread pool a while
    for (let i = 0; i < 6; i++) logger.info({ big }, `line ${i}`);
    logger.warn('the last line');
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    t.same(
      lines.map((l) => (JSON.parse(l) as { msg: string }).msg),
      ['line 0', 'line 1', 'line 2', 'line 3', 'line 4', 'line 5', 'the last line'],
      'every line is in the file when flush calls back',
    );
  },
);

/** A destination that records what reaches it: each write, and the calls that wait for writes. */
function recordingStream() {
  const calls: string[] = [];
  return {
    calls,
    destroyed: false,
    write(text: string) {
      calls.push(`write ${text}`);
      return true;
    },
    flush(cb?: () => void) {
      calls.push('flush');
      cb?.();
    },
    flushSync() {
      calls.push('flushSync');
    },
    end() {
      calls.push('end');
    },
  };
}

t.test(
  'lines logged in one turn of the event loop reach the destination as one write, in order',
  async (t) => {
    const stream = coalesceWrites(recordingStream());
    stream.write('a\n');
    stream.write('b\n');
    stream.write('c\n');
    t.same(stream.calls, [], 'held until the turn has run its callbacks');
    await nextTurn();
    t.same(stream.calls, ['write a\nb\nc\n']);
    stream.write('d\n');
    await nextTurn();
    t.same(stream.calls, ['write a\nb\nc\n', 'write d\n'], 'the next turn, the next write');
    await nextTurn();
    t.equal(stream.calls.length, 2, 'a turn with nothing logged writes nothing');
  },
);

t.test('flush, flushSync and end hand over the held lines before they wait', async (t) => {
  for (const name of ['flush', 'flushSync', 'end'] as const) {
    const stream = coalesceWrites(recordingStream());
    stream.write('held\n');
    stream[name]();
    t.same(stream.calls, ['write held\n', name], name);
    await nextTurn();
    t.equal(stream.calls.length, 2, `${name}: nothing written twice`);
  }
  const destroyed = coalesceWrites(recordingStream());
  destroyed.write('late\n');
  destroyed.destroyed = true;
  await nextTurn();
  t.same(destroyed.calls, [], 'a destroyed destination is not written (sonic-boom would throw)');
});

t.test('a process that exits in the turn it logged still writes every line', async (t) => {
  const dir = tempDir('log-exit-', t);
  const file = join(dir, 'out.log');
  const script = `
    import pino from 'pino';
    import { logDestination, loggerOptions } from ${JSON.stringify(resolve('server/logger.ts'))};
    const destination = logDestination(${JSON.stringify(file)});
    destination.once('ready', () => {
      const logger = pino(loggerOptions('info'), destination);
      for (let i = 0; i < 5; i++) logger.info('line ' + i);
      process.exit(0);
    });`;
  const child = spawn(process.execPath, ['--import=tsx', '--input-type=module', '-e', script], {
    stdio: 'inherit',
    env: { ...process.env, TMPDIR: dir }, // tsx's cache goes with the test's folder
  });
  const [code] = (await once(child, 'exit')) as [number];
  t.equal(code, 0);
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  t.same(
    lines.map((l) => (JSON.parse(l) as { msg: string }).msg),
    ['line 0', 'line 1', 'line 2', 'line 3', 'line 4'],
  );
});
