// The one-time-code service on a fake clock: expiry, resend wait, tries, and what it stores.
import t from 'tap';
import { AppError } from '../../server/errors.ts';
import { OneTimeCodes } from '../../server/verification/codes.ts';
import { MemoryCodeStore, type CodeRecord } from '../../server/verification/code-store.ts';

const secret = Buffer.from('a test secret of at least thirty-two characters');

function service() {
  let now = 1_800_000_000_000;
  const store = new MemoryCodeStore();
  const puts: CodeRecord[] = [];
  const put = store.put.bind(store);
  store.put = async (key, record, at) => {
    puts.push(record);
    return put(key, record, at);
  };
  const events: string[] = [];
  const codes = new OneTimeCodes({
    secret,
    store,
    now: () => now,
    onEvent: (e) => events.push(e),
  });
  return { codes, puts, events, advance: (ms: number) => (now += ms) };
}

/** The AppError a promise rejects with (the test fails if it resolves). */
const failure = async (p: Promise<unknown>): Promise<Partial<AppError>> =>
  p.then(
    () => ({ status: 200 }),
    (e: unknown) => (e instanceof AppError ? e : { status: 500 }),
  );

const status = async (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof AppError ? e.status : 500),
  );

t.test('a code is six digits and only its keyed hash is stored', async (t) => {
  const { codes, puts } = service();
  const { code, resendAfterSeconds } = await codes.issue('repay', '9810012345');
  t.match(code, /^\d{6}$/);
  t.equal(resendAfterSeconds, 30);
  t.equal(puts.length, 1);
  t.notMatch(JSON.stringify(puts), code);
  t.notMatch(JSON.stringify(puts), '9810012345');
});

t.test('a code is dead after 5 minutes', async (t) => {
  const { codes, advance, events } = service();
  const { code } = await codes.issue('apply', '9810012345');
  advance(5 * 60_000 - 1);
  const early = await codes.issue('apply', '9810012346').then((c) => c.code);
  t.equal(await status(codes.verify('apply', '9810012346', early)), 200, 'within 5 minutes: fine');
  advance(1);
  const late = codes.verify('apply', '9810012345', code);
  t.match(await failure(late), { status: 401, detail: /expired/ });
  t.same(
    events.filter((e) => e !== 'sent'),
    ['verified', 'failed'],
  );
});

t.test('a code is bound to its purpose and identifier', async (t) => {
  const { codes } = service();
  const { code } = await codes.issue('repay', '9810012345');
  t.equal(await status(codes.verify('apply', '9810012345', code)), 401);
  t.equal(await status(codes.verify('repay', '9810012346', code)), 401);
  t.equal(await status(codes.verify('repay', '9810012345', code)), 200);
});

t.test('a new code after 30 s replaces the old one; at most 5 an hour', async (t) => {
  const { codes, advance } = service();
  const first = await codes.issue('repay', 'BQKPM4821K');
  advance(29_999);
  t.match(await failure(codes.issue('repay', 'BQKPM4821K')), { status: 429, retryAfter: 1 });
  advance(1);
  const second = await codes.issue('repay', 'BQKPM4821K');
  if (first.code !== second.code)
    t.equal(
      await status(codes.verify('repay', 'BQKPM4821K', first.code)),
      401,
      'the old code is dead',
    );
  for (let i = 0; i < 2; i++) {
    advance(30_000);
    await codes.issue('repay', 'BQKPM4821K');
  }
  advance(30_000);
  const fifth = await codes.issue('repay', 'BQKPM4821K');
  t.ok(fifth.code);
  advance(30_000);
  t.match(await failure(codes.issue('repay', 'BQKPM4821K')), {
    status: 429,
    detail: 'Too many codes were asked for this number. Please try again later.',
  });
});

t.test('five wrong tries kill the code', async (t) => {
  const { codes, events } = service();
  const { code } = await codes.issue('repay', '9847023456');
  const wrong = code === '999999' ? '000000' : '999999';
  for (let i = 0; i < 4; i++)
    t.match(await failure(codes.verify('repay', '9847023456', wrong)), { status: 401 });
  t.match(await failure(codes.verify('repay', '9847023456', wrong)), { status: 429 });
  t.match(await failure(codes.verify('repay', '9847023456', code)), { status: 429 });
  t.ok(events.includes('locked'));
});
