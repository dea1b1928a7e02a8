// The fleet's outbox (issue 43) in one process, against a fake SMS provider on loopback and the test's database:
// one number refused for ever while the others flow, a 429 with Retry-After, codes first and dropped once expired,
// a try that may have reached the provider never repeated, the transaction deciding whether a message exists, a
// lapsed lease taken over, dead letters listed and requeued, and the old spool imported once. Every case counts
// what was accepted, delivered, duplicated and lost. The outbox's clock is faked: nothing waits on real time.
import t from 'tap';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import {
  Outbox,
  listDeadLetters,
  requeueDeadLetters,
  type Outcome,
} from '../../server/outbox/outbox.ts';
import {
  createSmsSender,
  retryAfterMs,
  type SmsSender,
} from '../../server/upstreams/sms/sender.ts';
import { importSpool, SPOOL_IMPORT_MARKER } from '../../server/outbox/import-spool.ts';
import type { Database } from '../../server/database/database.ts';
import { sharedTestDatabase } from '../helpers/database.ts';
import { startFakeSmsProvider, type FakeSmsProvider } from '../helpers/fake-sms-provider.ts';
import { tempDir } from '../helpers/temp-dir.ts';

interface Rig {
  db: Database;
  provider: FakeSmsProvider;
  outbox: Outbox;
  sms: SmsSender;
  clock: { now: number };
  outcomes: Outcome[];
  logs: Array<{ level: number; msg: string; [key: string]: unknown }>;
  /** accepted, delivered (distinct messages that reached a phone), duplicated and lost, by message text. */
  count(accepted: string[]): { delivered: number; duplicated: number; lost: number };
}

async function rig(
  t: { teardown(fn: () => unknown): void },
  opts: { concurrency?: number; timeoutMs?: number; retryForMs?: number; leaseMs?: number } = {},
): Promise<Rig> {
  const db = await sharedTestDatabase();
  await db.query('DELETE FROM outbox');
  const provider = await startFakeSmsProvider();
  const clock = { now: Date.parse('2026-11-28T10:00:00Z') };
  const outcomes: Outcome[] = [];
  const logs: Rig['logs'] = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => void logs.push(JSON.parse(line) as Rig['logs'][number]) },
  ) as unknown as FastifyBaseLogger;
  const outbox = new Outbox(db, {
    log,
    now: () => clock.now,
    onOutcome: (_channel, _kind, outcome) => outcomes.push(outcome),
    random: () => 0.5,
  });
  const sms = createSmsSender({
    url: provider.url,
    apiKey: 'test-key',
    logger: log as unknown as pino.Logger,
    outbox,
    timeoutMs: opts.timeoutMs ?? 2000,
    retryForMs: opts.retryForMs ?? 60 * 60_000,
    backoff: { baseMs: 2000, maxMs: 5 * 60_000 },
    concurrency: opts.concurrency ?? 8,
    leaseMs: opts.leaseMs,
    pollMs: 60_000, // woken by its own commits and by drain(), never by the poll, in these tests
  });
  t.teardown(async () => {
    await outbox.close(3000);
    await sms.close();
    await provider.close();
    await db.query('DELETE FROM outbox');
  });
  return {
    db,
    provider,
    outbox,
    sms,
    clock,
    outcomes,
    logs,
    count(accepted) {
      const seen = new Map<string, number>();
      for (const c of provider.delivered()) seen.set(c.message, (seen.get(c.message) ?? 0) + 1);
      return {
        delivered: accepted.filter((m) => seen.has(m)).length,
        duplicated: [...seen.values()].reduce((n, v) => n + v - 1, 0),
        lost: accepted.filter((m) => !seen.has(m)).length,
      };
    },
  };
}

const mobile = (n: number) => `98${String(n).padStart(8, '0')}`;
const waiting = async (db: Database) =>
  (await db.query<{ n: string }>(`SELECT count(*) AS n FROM outbox WHERE state = 'waiting'`))
    .rows[0]!.n;

t.test('one number the provider refuses for ever holds up no other SMS', async (t) => {
  const r = await rig(t);
  const refused = mobile(9);
  r.provider.rule(refused, { status: 503 });
  const accepted: string[] = [];
  await r.sms.send(refused, 'refused for ever', 'req-refused');
  for (let i = 0; i < 40; i++) {
    const text = `code ${i}`;
    accepted.push(text);
    await r.sms.send(mobile(100 + i), text, `req-${i}`, {
      kind: 'code',
      expiresAt: r.clock.now + 5 * 60_000,
    });
  }
  await r.sms.drain();
  t.same(r.count(accepted), { delivered: 40, duplicated: 0, lost: 0 }, 'every code, once');
  t.equal(
    r.provider.calls.filter((c) => c.mobile === refused).length,
    1,
    'the refused one tried once',
  );
  t.equal(await waiting(r.db), '1', 'and it waits its own retry time');

  // Ten minutes on: it is tried again, alone; nothing sent is sent again.
  r.clock.now += 10 * 60_000;
  await r.sms.drain();
  t.equal(r.provider.calls.filter((c) => c.mobile === refused).length, 2);
  t.same(r.count(accepted), { delivered: 40, duplicated: 0, lost: 0 });

  // Past its retry time it is a dead letter: counted, logged once at error level, listed, requeued by the command.
  r.clock.now += 60 * 60_000;
  await r.sms.drain();
  t.equal(r.outcomes.filter((o) => o === 'dead').length, 1, 'counted');
  const errors = r.logs.filter((l) => l.level === 50);
  t.equal(errors.length, 1, 'logged once at error level');
  t.match(errors[0]!.msg, /dead letter/);
  t.notOk(JSON.stringify(r.logs).includes(refused), 'no log line names the mobile');
  const dead = await listDeadLetters(r.db);
  t.equal(dead.length, 1);
  t.match(dead[0], {
    channel: 'sms',
    kind: 'notice',
    requestId: 'req-refused',
    lastError: 'status 503',
  });
  t.notOk(JSON.stringify(dead).includes(refused), 'the list names no mobile');
  await r.sms.drain();
  t.equal(
    r.provider.calls.filter((c) => c.mobile === refused).length,
    2,
    'not tried once past its deadline, nor as a dead letter',
  );

  r.provider.rule(refused, undefined);
  t.equal(await requeueDeadLetters(r.db, [dead[0]!.id], 60 * 60_000, 'sms', r.clock.now), 1);
  await r.sms.drain();
  t.same(r.count([...accepted, 'refused for ever']), { delivered: 41, duplicated: 0, lost: 0 });
  t.same(await listDeadLetters(r.db), []);
});

t.test('a 429 with Retry-After is waited out for that message, not a moment less', async (t) => {
  const r = await rig(t);
  r.provider.rule(mobile(1), { status: 429, retryAfter: '120', times: 1 });
  await r.sms.send(mobile(1), 'throttled', 'req-429');
  await r.sms.send(mobile(2), 'not throttled', 'req-ok');
  await r.sms.drain();
  t.same(r.count(['throttled', 'not throttled']), { delivered: 1, duplicated: 0, lost: 1 });
  // The backoff alone would allow a retry after 2 s; the provider asked for 120.
  r.clock.now += 60_000;
  await r.sms.drain();
  t.equal(
    r.provider.calls.filter((c) => c.mobile === mobile(1)).length,
    1,
    'not tried before 120 s',
  );
  r.clock.now += 61_000;
  await r.sms.drain();
  t.same(r.count(['throttled', 'not throttled']), { delivered: 2, duplicated: 0, lost: 0 });
  const keys = r.provider.calls.filter((c) => c.mobile === mobile(1)).map((c) => c.key);
  t.equal(keys.length, 2);
  t.equal(keys[0], keys[1], 'both tries carry the same idempotency key');
  t.match(keys[0], /^[0-9a-f]{24}$/);
  t.equal(r.provider.calls[0]!.requestId, 'req-429', 'and the request id');
});

t.test('Retry-After is read as seconds or as an HTTP date', async (t) => {
  t.equal(retryAfterMs('120'), 120_000);
  t.equal(
    retryAfterMs('Sat, 28 Nov 2026 10:02:00 GMT', Date.parse('2026-11-28T10:00:00Z')),
    120_000,
  );
  t.equal(retryAfterMs('soon'), undefined);
  t.equal(retryAfterMs(undefined), undefined);
});

t.test('one-time codes go first, and a code that expired is dropped, not sent', async (t) => {
  const r = await rig(t, { concurrency: 1 });
  await r.db.transaction(async (client) => {
    for (let i = 0; i < 5; i++)
      await r.sms.send(mobile(10 + i), `notice ${i}`, `req-n${i}`, { client });
    await r.sms.send(mobile(20), 'the code', 'req-code', {
      client,
      kind: 'code',
      expiresAt: r.clock.now + 5 * 60_000,
    });
    await r.sms.send(mobile(21), 'a stale code', 'req-stale', {
      client,
      kind: 'code',
      expiresAt: r.clock.now - 1,
    });
  });
  await r.sms.drain();
  t.equal(
    r.provider.calls[0]!.message,
    'the code',
    'the code before five notices accepted before it',
  );
  t.same(r.count(['the code', 'notice 0', 'notice 4']), { delivered: 3, duplicated: 0, lost: 0 });
  t.notOk(
    r.provider.calls.some((c) => c.message === 'a stale code'),
    'the expired code never left',
  );
  t.equal(r.outcomes.filter((o) => o === 'expired').length, 1, 'and was counted');
  t.equal(await waiting(r.db), '0');
});

t.test(
  'a code that cannot be sent before it expires is dropped, not made a dead letter',
  async (t) => {
    const r = await rig(t);
    r.provider.rule(mobile(3), { status: 503 });
    await r.sms.send(mobile(3), 'code for a down provider', 'req-c', {
      kind: 'code',
      expiresAt: r.clock.now + 5 * 60_000,
    });
    for (let i = 0; i < 4; i++) {
      await r.sms.drain();
      r.clock.now += 2 * 60_000;
    }
    t.equal(r.outcomes.filter((o) => o === 'expired').length, 1);
    t.same(await listDeadLetters(r.db), [], 'a code is never a dead letter: nobody could use it');
    t.equal(await waiting(r.db), '0');
  },
);

t.test('a try that may have reached the provider is never repeated on its own', async (t) => {
  const r = await rig(t, { timeoutMs: 300 });
  r.provider.rule(mobile(4), { hang: true });
  await r.sms.send(mobile(4), 'maybe sent', 'req-hang');
  await r.sms.drain();
  r.clock.now += 60 * 60_000;
  await r.sms.drain();
  t.equal(r.provider.calls.length, 1, 'one try only');
  const [dead] = await listDeadLetters(r.db);
  t.match(dead?.lastError, /^uncertain: no answer within 300 ms/);
});

t.test(
  'the transaction decides: a rolled-back record sends nothing, a committed one is woken at once',
  async (t) => {
    const r = await rig(t);
    await t.rejects(
      r.db.transaction(async (client) => {
        await r.sms.send(mobile(5), 'never committed', 'req-rollback', { client });
        throw new Error('the record failed');
      }),
    );
    await r.db.transaction((client) =>
      r.sms.send(mobile(6), 'committed', 'req-commit', { client }),
    );
    // Not drained: the commit itself woke the worker (its poll is a minute away).
    const until = Date.now() + 10_000;
    while (r.provider.delivered().length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
    t.same(
      r.provider.calls.map((c) => c.message),
      ['committed'],
    );
  },
);

t.test('a claim whose instance died is taken over once its lease lapses', async (t) => {
  const r = await rig(t);
  // As a dead instance leaves it: claimed, lease running, never finished.
  await r.db.query(
    `INSERT INTO outbox (channel, kind, request_id, recipient, body, message_key, accepted_at, due_at, deadline_at,
       claimed_by, claimed_until, attempts)
     VALUES ('sms', 'notice', 'req-orphan', $1, $2, 'orphan-key', $3, $3, $4, 'dead-instance', $5, 1)`,
    [
      mobile(7),
      Buffer.from('orphaned'),
      new Date(r.clock.now),
      new Date(r.clock.now + 3_600_000),
      new Date(r.clock.now + 20_000),
    ],
  );
  await r.sms.drain();
  t.equal(r.provider.calls.length, 0, 'left alone while its lease runs');
  r.clock.now += 20_000;
  await r.sms.drain();
  t.same(r.count(['orphaned']), { delivered: 1, duplicated: 0, lost: 0 });
  t.equal(r.provider.calls[0]!.key, 'orphan-key');
});

t.test('a try in flight keeps its lease: another instance does not take it over', async (t) => {
  const r = await rig(t, { leaseMs: 300, timeoutMs: 30_000 });
  r.provider.rule(mobile(11), { hang: true });
  await r.sms.send(mobile(11), 'slow provider', 'req-slow');
  // Its commit woke the worker, whose try now hangs at the provider.
  while (r.provider.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  const lease = async () =>
    (
      await r.db.query<{ until: Date }>('SELECT claimed_until AS until FROM outbox')
    ).rows[0]!.until.getTime();
  const claimed = await lease();
  // The fake clock moves past the first lease; the instance renews it (every third of the lease) while it waits.
  r.clock.now += 250;
  while ((await lease()) <= claimed) await new Promise((resolve) => setTimeout(resolve, 20));
  r.clock.now += 100; // past the first lease, inside the renewed one
  const other = new Outbox(r.db, {
    log: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
    now: () => r.clock.now,
  });
  const otherSms = createSmsSender({
    url: r.provider.url,
    apiKey: 'test-key',
    logger: pino({ level: 'silent' }),
    outbox: other,
    pollMs: 60_000,
  });
  t.teardown(async () => {
    await other.close(1000);
    await otherSms.close();
  });
  await otherSms.drain();
  t.equal(r.provider.calls.length, 1, 'tried once, by the instance holding it');
  t.equal(r.provider.release(), 1);
});

t.test("an older release's spool is imported once, then never read or written again", async (t) => {
  const r = await rig(t);
  const dataDir = tempDir('rupeeflow-spool-import-', t);
  const spool = join(dataDir, 'spool');
  for (const kind of ['contact', 'receipt', 'sms'])
    mkdirSync(join(spool, kind), { recursive: true });
  writeFileSync(
    join(spool, 'contact', '20261120T101010123Z-aaaaaaaaaaaa.eml'),
    'To: info@rupeeflow.in\r\nSubject: old\r\n\r\nhello\r\n',
  );
  writeFileSync(
    join(spool, 'receipt', '20261120T101010123Z-bbbbbbbbbbbb.eml'),
    'To: Asha <asha@example.in>\r\nSubject: receipt\r\n\r\nhello\r\n',
  );
  writeFileSync(
    join(spool, 'sms', '20261120T101010123Z-cccccccccccc.json'),
    JSON.stringify({
      mobile: mobile(8),
      text: 'old sms',
      requestId: 'req-old',
      acceptedAt: r.clock.now,
    }),
  );
  writeFileSync(join(spool, 'sms', '20261120T101010123Z-dddddddddddd.json'), '{"not":"ours"}');
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const recipients = { contact: 'info@rupeeflow.in', careers: 'careers@x.in', privacy: 'g@x.in' };
  const first = await importSpool(r.db, dataDir, log, recipients, r.clock.now);
  t.same(first, { mail: 2, sms: 1, unreadable: ['sms/20261120T101010123Z-dddddddddddd.json'] });
  t.ok(readdirSync(spool).includes(SPOOL_IMPORT_MARKER));
  t.equal(await importSpool(r.db, dataDir, log, recipients, r.clock.now), undefined, 'once');
  const { rows } = await r.db.query<{ kind: string; recipient: string; message_key: string }>(
    'SELECT kind, recipient, message_key FROM outbox ORDER BY kind',
  );
  t.same(rows, [
    {
      kind: 'contact',
      recipient: 'info@rupeeflow.in',
      message_key: 'contact.20261120T101010123Z-aaaaaaaaaaaa',
    },
    { kind: 'notice', recipient: mobile(8), message_key: 'sms.20261120T101010123Z-cccccccccccc' },
    {
      kind: 'receipt',
      recipient: 'asha@example.in',
      message_key: 'receipt.20261120T101010123Z-bbbbbbbbbbbb',
    },
  ]);
  await r.sms.drain();
  t.same(r.count(['old sms']), { delivered: 1, duplicated: 0, lost: 0 }, 'the old SMS goes out');
});
