import t from 'tap';
import { Writable } from 'node:stream';
import pino from 'pino';
import { censor, isoTime, loggerOptions } from '../../server/logger.ts';

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
