// The fleet's outbox (issue 43) with two built instances as processes on one real PostgreSQL, a fake SMS provider
// and an SMTP sink on loopback: one number refused for ever while 500 codes are requested (their delays measured,
// as figures), an instance SIGKILLed with messages claimed (the other delivers them; possible duplicates counted),
// an instance restarted on an empty DATA_DIR (nothing lost), and the database restarting mid-delivery. Every case
// counts what was accepted (202), delivered, duplicated and lost; waits end when their condition holds, and the
// times are reported, never judged.
import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync } from 'node:fs';
import { PostgresServer, postgresAvailable } from '../helpers/postgres-server.ts';
import { startServer, until, type ServerProcess } from '../helpers/server-process.ts';
import { startFakeSmsProvider, type FakeSmsProvider } from '../helpers/fake-sms-provider.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';

if (!existsSync('dist/node/server/main.js'))
  t.fail('dist/node is missing: run npm run build first');

const secret = 'outbox-fleet-test-secret-of-forty-chars!';

function env(pg: PostgresServer, provider: FakeSmsProvider, smtpUrl: string) {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: pg.url,
    DATABASE_POOL_SIZE: '6',
    SMS_URL: provider.url,
    SMS_API_KEY: 'fleet-test',
    SANDBOX_SIMULATE: 'lending,payments',
    OTP_SECRET: secret,
    SMTP_URL: smtpUrl,
    RATE_LIMIT_OTP_SEND: '1000000',
    RATE_LIMIT_SMS_PER_HOUR: '1000000',
    RATE_LIMIT_FORMS: '1000000',
    // A dead instance's claims lapse after 3 s here (20 s in production); each instance looks every 250 ms.
    OUTBOX_LEASE_MS: '3000',
    OUTBOX_POLL_MS: '250',
    // A try the provider leaves unanswered stays in flight for the whole case (past it, it would be a dead letter).
    SMS_TIMEOUT_MS: '60000',
  };
}

let serial = 0;
const newMobile = () => `7${String(100_000_000 + serial++).slice(-9)}`;

async function requestCode(server: ServerProcess, mobile: string): Promise<number> {
  const res = await fetch(`${server.url}/api/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ purpose: 'apply', identifier: mobile }),
  }).catch(() => undefined);
  await res?.arrayBuffer();
  return res?.status ?? 0;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) break;
    await sleep(25);
  }
  return Date.now() - start;
}

/** Accepted mobiles against what reached the provider: delivered (answered 200), duplicated (reached it twice). */
function tally(provider: FakeSmsProvider, accepted: string[]) {
  const reached = new Map<string, number>();
  const delivered = new Set<string>();
  for (const c of provider.calls) {
    if (c.status === 200) delivered.add(c.mobile);
    if (c.status === 200 || c.status === 0) reached.set(c.mobile, (reached.get(c.mobile) ?? 0) + 1);
  }
  return {
    accepted: accepted.length,
    delivered: accepted.filter((m) => delivered.has(m)).length,
    duplicated: accepted.reduce((n, m) => n + Math.max(0, (reached.get(m) ?? 0) - 1), 0),
    lost: accepted.filter((m) => !delivered.has(m)).length,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

if (postgresAvailable(t, 'the outbox across a fleet')) {
  const pg = new PostgresServer();
  await pg.start();
  t.teardown(() => pg.stop());
  const provider = await startFakeSmsProvider();
  t.teardown(() => provider.close());
  let sink: SmtpSink = await startSmtpSink();
  const smtpPort = sink.port;
  t.teardown(() => sink.close());
  const settings = env(pg, provider, sink.url);
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServer(settings);
    servers.push(server);
    return server;
  };
  t.teardown(() => {
    for (const s of servers) s.child.kill('SIGKILL');
  });
  let a = await start();
  const b = await start();

  t.test(
    'one number refused for ever while 500 codes are requested of two instances',
    async (t) => {
      const refused = newMobile();
      provider.rule(refused, { status: 503 });
      t.equal(await requestCode(a, refused), 202);
      const mobiles = Array.from({ length: 500 }, newMobile);
      const answeredAt = new Map<string, number>();
      const accepted: string[] = [];
      await inParallel(
        mobiles.map((m, i) => [m, i % 2 === 0 ? a : b] as const),
        16,
        async ([mobile, server]) => {
          if ((await requestCode(server, mobile)) !== 202) return;
          answeredAt.set(mobile, Date.now());
          accepted.push(mobile);
        },
      );
      const waited = await waitUntil(
        () => tally(provider, accepted).delivered === accepted.length,
        60_000,
      );
      t.same(tally(provider, accepted), { accepted: 500, delivered: 500, duplicated: 0, lost: 0 });
      t.notOk(
        provider.delivered().some((c) => c.mobile === refused),
        'the refused number got nothing',
      );
      t.ok(provider.calls.filter((c) => c.mobile === refused).length >= 1, 'it was tried');
      const delays = accepted.map(
        (m) =>
          provider.calls.find((c) => c.mobile === m && c.status === 200)!.at - answeredAt.get(m)!,
      );
      t.comment(
        `500 codes, one number refused for ever: hand-over after the 202 p50 ${percentile(delays, 50)} ms, ` +
          `p99 ${percentile(delays, 99)} ms, max ${Math.max(...delays)} ms; all delivered ${waited} ms after the last 202`,
      );
    },
  );

  t.test('an instance SIGKILLed with messages claimed: the other delivers them', async (t) => {
    // Six: fewer than an instance's eight tries at once, so A claims every one as its commit wakes it.
    const mobiles = Array.from({ length: 6 }, newMobile);
    for (const m of mobiles) provider.rule(m, { hang: true, times: 1 });
    const accepted: string[] = [];
    await inParallel(mobiles, 10, async (m) => {
      if ((await requestCode(a, m)) === 202) accepted.push(m);
    });
    // Every one of them is claimed and its try in flight at the provider, which does not answer.
    await waitUntil(() => mobiles.every((m) => provider.calls.some((c) => c.mobile === m)), 30_000);
    const inFlight = provider.calls.filter(
      (c) => mobiles.includes(c.mobile) && c.status === 0,
    ).length;
    a.child.kill('SIGKILL');
    await a.exited;
    const killedAt = Date.now();
    // Tries B holds (had it claimed any) are answered now; A's connections are gone with A.
    provider.release();
    const took = await waitUntil(
      () => tally(provider, accepted).delivered === accepted.length,
      60_000,
    );
    const counts = tally(provider, accepted);
    t.same(
      { accepted: counts.accepted, delivered: counts.delivered, lost: counts.lost },
      { accepted: 6, delivered: 6, lost: 0 },
    );
    t.ok(
      counts.duplicated <= inFlight,
      `at most the ${inFlight} in flight at the crash may go twice (${counts.duplicated} did)`,
    );
    t.comment(
      `SIGKILL with ${inFlight} SMS claimed: the other instance delivered them all ${took} ms after the kill ` +
        `(lease 3 s); ${counts.duplicated} reached the provider twice`,
    );
    t.ok(Date.now() >= killedAt);
  });

  t.test('an instance restarted on an empty DATA_DIR loses nothing it accepted', async (t) => {
    a = await start(); // a new, empty DATA_DIR
    await sink.close(); // the mail server goes away
    const subjects: string[] = [];
    await inParallel(
      Array.from({ length: 30 }, (_, i) => i),
      6,
      async (i) => {
        const subject = `Fleet question ${i}`;
        const res = await fetch(`${(i % 2 ? a : b).url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Asha Verma',
            phone: '9811122233',
            email: 'asha@example.in',
            subject,
            message: 'Please call me back.',
          }),
        });
        await res.arrayBuffer();
        if (res.status === 202) subjects.push(subject);
      },
    );
    a.child.kill('SIGKILL');
    await a.exited;
    a = await start(); // again on a new, empty DATA_DIR
    sink = await startSmtpSink({ port: smtpPort });
    const took = await waitUntil(
      () =>
        subjects.every((s) => sink.mails.some((m) => m.header('subject') === `Contact form: ${s}`)),
      90_000,
    );
    const ids = sink.mails.map((m) => m.header('message-id'));
    const counts = {
      accepted: subjects.length,
      delivered: subjects.filter((s) =>
        sink.mails.some((m) => m.header('subject') === `Contact form: ${s}`),
      ).length,
      duplicated: ids.length - new Set(ids).size,
      lost: subjects.filter(
        (s) => !sink.mails.some((m) => m.header('subject') === `Contact form: ${s}`),
      ).length,
    };
    t.same(counts, { accepted: 30, delivered: 30, duplicated: 0, lost: 0 });
    t.comment(
      `30 mails accepted while the mail server was away, delivered ${took} ms after it came back`,
    );
  });

  t.test('the database restarting mid-delivery: what was accepted is delivered', async (t) => {
    const mobiles = Array.from({ length: 120 }, newMobile);
    // Each answer takes 400 ms, so tries are in flight when the database goes away.
    for (const m of mobiles) provider.rule(m, { delayMs: 400 });
    const accepted: string[] = [];
    let refused = 0;
    const requests = inParallel(
      mobiles.map((m, i) => [m, i % 2 === 0 ? a : b] as const),
      8,
      async ([mobile, server]) => {
        const status = await requestCode(server, mobile);
        if (status === 202) accepted.push(mobile);
        else refused++;
      },
    );
    await waitUntil(() => accepted.length >= 30, 30_000);
    await pg.halt();
    await sleep(1500);
    await pg.run();
    await requests;
    // Once the database is back, the fleet takes codes again.
    for (const server of [a, b])
      t.equal(await until(server.port, '/readyz', 200, 30_000), 200, 'ready again');
    const after = Array.from({ length: 20 }, newMobile);
    for (const [i, m] of after.entries())
      if ((await requestCode(i % 2 ? a : b, m)) === 202) accepted.push(m);
    t.ok(
      after.every((m) => accepted.includes(m)),
      'every code asked for after the restart is accepted',
    );
    const took = await waitUntil(
      () => tally(provider, accepted).delivered === accepted.length,
      60_000,
    );
    const counts = tally(provider, accepted);
    t.equal(
      counts.lost,
      0,
      `every accepted code delivered (${counts.accepted} accepted, ${refused} answered 503)`,
    );
    t.ok(accepted.length >= 30);
    t.comment(
      `database restart: ${counts.accepted} accepted, ${refused} refused while it was away, ` +
        `${counts.delivered} delivered, ${counts.duplicated} duplicated, ${counts.lost} lost; done ${took} ms after`,
    );
    t.ok(
      counts.duplicated <= 16,
      `duplicates bounded by the tries in flight (${counts.duplicated})`,
    );
  });
}
