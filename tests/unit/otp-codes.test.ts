// The one-time-code service on a fake clock: expiry, the same code sent again, the per-caller waits and tries,
// and what it stores (decision 0091).
import t from 'tap';
import fc from 'fast-check';
import { AppError } from '../../server/errors.ts';
import { callerOf, OneTimeCodes } from '../../server/verification/codes.ts';
import { MemoryCodeStore, type CodeRecord } from '../../server/verification/code-store.ts';

const secret = Buffer.from('a test secret of at least thirty-two characters');
const OWNER = '203.0.113.7';

function service() {
  let now = 1_800_000_000_000;
  const store = new MemoryCodeStore();
  const stored: CodeRecord[] = [];
  const issue = store.issue.bind(store);
  store.issue = async (key, record, rules) => {
    stored.push(record);
    return issue(key, record, rules);
  };
  const events: string[] = [];
  const codes = new OneTimeCodes({
    secret,
    store,
    now: () => now,
    onEvent: (e) => events.push(e),
  });
  return { codes, stored, events, advance: (ms: number) => (now += ms) };
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

const otherThan = (code: string) => (code === '999999' ? '000000' : '999999');

t.test('a code is six digits; only its keyed hash and its sealed form are stored', async (t) => {
  const { codes, stored } = service();
  const { code, resendAfterSeconds } = await codes.issue('repay', '9810012345', OWNER);
  t.match(code, /^\d{6}$/);
  t.equal(resendAfterSeconds, 30);
  t.equal(stored.length, 1);
  t.notMatch(JSON.stringify(stored), code!);
  t.notMatch(JSON.stringify(stored), '9810012345');
});

t.test('a code is dead after 5 minutes', async (t) => {
  const { codes, advance, events } = service();
  const { code } = await codes.issue('apply', '9810012345', OWNER);
  advance(5 * 60_000 - 1);
  const early = (await codes.issue('apply', '9810012346', OWNER)).code!;
  t.equal(await status(codes.verify('apply', '9810012346', early, OWNER)), 200, 'in time: fine');
  advance(1);
  const late = codes.verify('apply', '9810012345', code!, OWNER);
  t.match(await failure(late), { status: 401, detail: /expired/ });
  t.same(
    events.filter((e) => e !== 'sent'),
    ['verified', 'failed'],
  );
});

t.test('a code is bound to its purpose and identifier', async (t) => {
  const { codes } = service();
  const { code } = await codes.issue('repay', '9810012345', OWNER);
  t.equal(await status(codes.verify('apply', '9810012345', code!, OWNER)), 401);
  t.equal(await status(codes.verify('repay', '9810012346', code!, OWNER)), 401);
  t.equal(await status(codes.verify('repay', '9810012345', code!, OWNER)), 200);
});

t.test('asking again sends the same code, at most once a minute per identifier', async (t) => {
  const { codes, advance } = service();
  const first = await codes.issue('repay', 'BQKPM4821K', OWNER);
  t.equal((await codes.issue('repay', 'BQKPM4821K', '198.51.100.1')).code, undefined, 'no SMS');
  advance(60_000);
  const again = await codes.issue('repay', 'BQKPM4821K', OWNER);
  t.equal(again.code, first.code, 'the same digits, so the phone holds one code');
  advance(60_000);
  // 2 minutes left: below the reuse bound, a new code; the old one still works until its own expiry.
  advance(60_001);
  const fresh = await codes.issue('repay', 'BQKPM4821K', '198.51.100.1');
  t.not(fresh.code, undefined);
  t.equal(await status(codes.verify('repay', 'BQKPM4821K', first.code!, OWNER)), 200);
});

t.test('per caller: 30 s between requests and 5 an hour; another caller is not held', async (t) => {
  const { codes, advance } = service();
  await codes.issue('repay', 'BQKPM4821K', OWNER);
  advance(29_999);
  t.match(await failure(codes.issue('repay', 'BQKPM4821K', OWNER)), {
    status: 429,
    retryAfter: 1,
  });
  t.equal(await status(codes.issue('repay', 'BQKPM4821K', '198.51.100.1')), 200);
  for (let i = 0; i < 4; i++) {
    advance(30_001);
    t.equal(await status(codes.issue('repay', 'BQKPM4821K', OWNER)), 200);
  }
  advance(30_001);
  t.match(await failure(codes.issue('repay', 'BQKPM4821K', OWNER)), {
    status: 429,
    detail: 'Too many codes were asked for this number. Please try again later.',
  });
  t.equal(await status(codes.issue('repay', 'BQKPM4821K', '198.51.100.9')), 200);
});

t.test("five wrong tries end the code for that caller, not for the code's owner", async (t) => {
  const { codes, events } = service();
  const { code } = await codes.issue('repay', '9847023456', OWNER);
  const stranger = '198.51.100.20';
  const wrong = otherThan(code!);
  for (let i = 0; i < 4; i++)
    t.match(await failure(codes.verify('repay', '9847023456', wrong, stranger)), {
      status: 401,
    });
  t.match(await failure(codes.verify('repay', '9847023456', wrong, stranger)), { status: 429 });
  t.match(
    await failure(codes.verify('repay', '9847023456', code!, stranger)),
    { status: 429 },
    'even the right code, from the caller that used up its tries',
  );
  t.ok(events.includes('locked'));
  t.equal(await status(codes.verify('repay', '9847023456', code!, OWNER)), 200, 'the owner');
});

t.test('20 addresses hammering one mobile for 15 minutes cannot stop its owner', async (t) => {
  const { codes, advance } = service();
  const mobile = '9915034567';
  const attackers = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
  let guesses = 0;
  // Every 5 s for 15 minutes each attacker asks for a code and tries five wrong ones.
  for (let tick = 0; tick < 180; tick++) {
    for (const address of attackers) {
      await codes.issue('repay', mobile, address).catch(() => undefined);
      for (let i = 0; i < 5; i++) {
        const answer = await status(codes.verify('repay', mobile, '000000', address));
        if (answer === 401 || answer === 200) guesses++;
      }
    }
    advance(5_000);
  }
  // The owner, from their own address: a code (sent again or new) and verified at once.
  const owner = await codes.issue('repay', mobile, OWNER);
  const code = owner.code;
  t.not(code, undefined, 'the owner is sent a code');
  t.equal(await status(codes.verify('repay', mobile, code!, OWNER)), 200, 'and verifies');
  // Checked guesses in the quarter hour: 10 for the identifier, then at most one per address.
  t.ok(guesses <= 10 + attackers.length, `${guesses} wrong codes were checked`);
});

t.test('whatever the attackers pace, the newest SMS on the phone lets the owner in', async (t) => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 20 }),
      fc.integer({ min: 1, max: 90 }),
      fc.integer({ min: 0, max: 6 }),
      fc.integer({ min: 0, max: 15 * 60 }),
      async (addresses, everySeconds, tries, ownerAt) => {
        const { codes, advance } = service();
        const mobile = '9558123456';
        let phone: string | undefined; // the newest code the owner's phone received
        for (let s = 0; s < ownerAt; s += everySeconds) {
          for (let a = 0; a < addresses; a++) {
            const address = `198.51.100.${a + 1}`;
            const sent = await codes.issue('repay', mobile, address).catch(() => undefined);
            if (sent?.code) phone = sent.code;
            for (let i = 0; i < tries; i++)
              await codes.verify('repay', mobile, '000000', address).catch(() => undefined);
          }
          advance(everySeconds * 1000);
        }
        const own = await codes.issue('repay', mobile, OWNER);
        if (own.code) phone = own.code;
        advance(60_000); // a minute to read and type it
        return (
          phone !== undefined && (await status(codes.verify('repay', mobile, phone, OWNER))) === 200
        );
      },
    ),
    { numRuns: 40 },
  );
  t.pass('the owner verified in every run');
});

t.test('an IPv6 caller is its /64, an IPv4 one its address', async (t) => {
  t.equal(callerOf('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64');
  t.equal(callerOf('2001:db8:1:2::9'), '2001:db8:1:2::/64');
  t.equal(callerOf('2001:db8::1'), '2001:db8:0:0::/64');
  t.equal(callerOf('203.0.113.7'), '203.0.113.7');
});
