// PostgreSQL as the system of record (issue 42): migrations from empty and from the previous version, ten instances
// migrating at once, the one-time import of an older release's DATA_DIR, the retention purge, retries, and the
// database going away and coming back: 503 with Retry-After in the reader's language, pages still served, /readyz
// saying why, and everything working again without a restart. The fleet cases run on a real PostgreSQL.
import t from 'tap';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApp, type TestApp } from '../helpers/app.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { emptyDatabase, freshDatabase, quietLog } from '../helpers/database.ts';
import { PostgresServer, postgresAvailable } from '../helpers/postgres-server.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { Database } from '../../server/database/database.ts';
import { migrate } from '../../server/database/migrate.ts';
import { migrations } from '../../server/database/migrations/index.ts';
import { IMPORT_MARKER, importDataDir } from '../../server/database/import-data-dir.ts';
import { DEAD_LETTER_DAYS, purgeExpired } from '../../server/database/purge.ts';
import { LOCK_NAMESPACE, locks } from '../../server/database/locks.ts';
import { loadConfig, ConfigError } from '../../server/config.ts';
import { retentionDays } from '../../shared/retention.ts';
import { run as runRecords } from '../../server/database/records-cli.ts';
import { serverMessages } from '../../shared/server-messages.ts';
import { serverMessages as serverMessagesHi } from '../../shared/server-messages.hi.ts';

const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(
  new Date(),
);
const DAY = 86_400_000;
const complaint = {
  name: 'Rahul Verma',
  phone: '9811122233',
  email: 'rahul.verma@example.in',
  category: 'Complaint',
  subject: 'Charged twice for one repayment',
  message: 'My repayment of 5 November was taken twice.',
};
const privacy = {
  kind: 'access',
  mobile: '9810012345',
  pan: 'BQKPM4821K',
  details: 'What do you hold about me?',
};
const post = (app: TestApp['app'], url: string, body: unknown, lang = 'en', cookie = '') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'accept-language': lang, cookie },
    payload: JSON.stringify(body),
  });
/** dependency_up{dependency="database"} as /metrics shows it ('1' or '0'). */
const databaseGauge = async (app: TestApp['app']) =>
  /^dependency_up\{dependency="database"\} (\d)$/m.exec(
    (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token' } }))
      .body,
  )?.[1];

/** Every migration's version, in order, and the newest: a new migration changes no assertion below. */
const versions = migrations.map((m) => m.version);
const newest = versions.at(-1)!;

const tables = async (db: Database) =>
  (
    await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    )
  ).rows.map((r) => r.table_name);

t.test('an empty database is migrated to the newest version', async (t) => {
  const db = await emptyDatabase(t);
  const result = await migrate(db, quietLog);
  t.same(result, { applied: versions, version: newest });
  t.same(await tables(db), [
    'applications',
    'complaint_events',
    'complaints',
    'consents',
    'data_imports',
    'loan_documents',
    'loan_reminders',
    'outbox',
    'payments',
    'privacy_request_events',
    'privacy_requests',
    'reference_counters',
    'schema_migrations',
  ]);
  t.same(
    await migrate(db, quietLog),
    { applied: [], version: newest },
    'a second start applies nothing',
  );
});

t.test('a database at the previous version is migrated and keeps its rows', async (t) => {
  const db = await emptyDatabase(t);
  t.same(await migrate(db, quietLog, migrations.slice(0, 1)), { applied: [1], version: 1 });
  await db.query(
    `INSERT INTO reference_counters (prefix, year, last_issued) VALUES ('GRV', 2026, 41)`,
  );
  t.notOk((await tables(db)).includes('payments'));
  t.same(await migrate(db, quietLog), { applied: versions.slice(1), version: newest });
  t.ok((await tables(db)).includes('payments'));
  const { rows } = await db.query('SELECT last_issued FROM reference_counters');
  t.same(rows, [{ last_issued: 41 }], 'the counter is where it was');
});

t.test('a database newer than this release is refused, not written to', async (t) => {
  const db = await freshDatabase(t);
  await db.query(`INSERT INTO schema_migrations (version, name) VALUES (99, 'future')`);
  await t.rejects(
    migrate(db, quietLog),
    new RegExp(`schema version 99, newer than this release knows \\(${newest}\\)`),
  );
});

t.test(
  "an older release's records in DATA_DIR are imported once, and no number is issued twice",
  async (t) => {
    const db = await freshDatabase(t);
    const dataDir = tempDir('rupeeflow-import-', t);
    const dir = (kind: string) => {
      const d = join(dataDir, 'records', kind);
      mkdirSync(d, { recursive: true });
      return d;
    };
    writeFileSync(
      join(dir('consents'), 'c1.json'),
      JSON.stringify({
        id: 'c1',
        requestId: 'req-1',
        at: '2026-03-01T10:00:00.000Z',
        channel: 'website',
        language: 'en-IN',
        mobile: '9810012345',
        pan: 'BQKPM4821K',
        consents: [{ purpose: 'terms', given: true, text: 'I agree' }],
      }),
    );
    writeFileSync(
      join(dir('complaints'), `GRV-2026-000007.json`),
      JSON.stringify({
        reference: 'GRV-2026-000007',
        status: 'in-progress',
        receivedAt: '2026-03-02T10:00:00.000Z',
        category: 'Complaint',
        submission: 's1',
        mobileSalt: 'salt',
        mobileHash: 'hash',
      }),
    );
    // A number a crash claimed before its record was written: never to be issued again.
    writeFileSync(join(dir('complaints'), `GRV-2026-000009.json`), '');
    writeFileSync(
      join(dir('privacy-requests'), `PRQ-2026-000003.json`),
      JSON.stringify({
        reference: 'PRQ-2026-000003',
        receivedAt: '2026-03-03T10:00:00.000Z',
        status: 'received',
        kind: 'erase',
        mobile: '9810012345',
        pan: 'BQKPM4821K',
        details: 'Erase me',
        identity: 'no-match',
        submission: 's2',
      }),
    );
    writeFileSync(join(dir('consents'), 'broken.json'), '{"id":');

    const result = await importDataDir(db, dataDir, quietLog);
    t.match(result, {
      consents: 1,
      complaints: 1,
      privacyRequests: 1,
      unreadable: ['consents/broken.json'],
    });
    const consent = (await db.query('SELECT request_id, mobile, record FROM consents')).rows[0];
    t.match(consent, { request_id: 'req-1', mobile: '9810012345', record: { id: 'c1' } });
    const history = await db.query(
      `SELECT status FROM complaint_events WHERE reference = 'GRV-2026-000007'`,
    );
    t.same(history.rows, [{ status: 'in-progress' }]);
    const counters = await db.query(
      'SELECT prefix, year, last_issued FROM reference_counters ORDER BY prefix',
    );
    t.same(counters.rows, [
      { prefix: 'GRV', year: 2026, last_issued: 9 },
      { prefix: 'PRQ', year: 2026, last_issued: 3 },
    ]);
    t.ok(readFileSync(join(dataDir, 'records', IMPORT_MARKER), 'utf8'));
    t.equal(
      await importDataDir(db, dataDir, quietLog),
      undefined,
      'the second start imports nothing',
    );
    t.equal((await db.query('SELECT * FROM consents')).rowCount, 1);
  },
);

t.test('the purge deletes what is past its retention, and only that', async (t) => {
  const db = await freshDatabase(t);
  const now = new Date('2032-06-01T00:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const consent = (id: string, at: Date) =>
    db.query(
      `INSERT INTO consents (id, request_id, recorded_at, mobile, pan, record) VALUES ($1, $1, $2, 'm', 'p', '{}')`,
      [id, at],
    );
  await consent('old', ago(retentionDays.consent + 1));
  await consent('kept', ago(retentionDays.consent - 1));
  const complaintRow = (reference: string, closedAt: Date | null) =>
    db.query(
      `INSERT INTO complaints (reference, received_at, category, submission, mobile_salt, mobile_hash, status, closed_at)
       VALUES ($1, $2, 'Complaint', 's', 'x', 'y', 'closed', $3)`,
      [reference, ago(5000), closedAt],
    );
  await complaintRow('GRV-2020-000001', ago(retentionDays.complaint + 1));
  await complaintRow('GRV-2020-000002', null);
  await db.query(
    `INSERT INTO complaint_events (reference, status, at) VALUES ('GRV-2020-000001', 'closed', $1)`,
    [ago(5000)],
  );
  await db.query(
    `INSERT INTO payments (txnid, amount, lead_id, loan_no, initiated_at, outcome, location, settled_at)
     VALUES ('T1', '10.00', '1', 'L1', $1, 'paid', '/x', $1), ('T2', '10.00', '1', 'L1', $2, 'paid', '/x', $2)`,
    [ago(retentionDays.payment + 1), ago(retentionDays.payment - 1)],
  );

  const deadLetter = (key: string, deadAt: Date) =>
    db.query(
      `INSERT INTO outbox (channel, kind, request_id, recipient, body, message_key, accepted_at, due_at, deadline_at,
         state, dead_at)
       VALUES ('sms', 'notice', 'r', '9810012345', 'x', $1, $2, $2, $2, 'dead', $2)`,
      [key, deadAt],
    );
  await deadLetter('old-dead', ago(DEAD_LETTER_DAYS + 1));
  await deadLetter('recent-dead', ago(DEAD_LETTER_DAYS - 1));

  // A loan's documents (issue 46) go together, once its newest document's date and first issue are both past.
  const loanDocument = (ref: string, loanNo: string, documentDate: Date | null, issuedAt: Date) =>
    db.query(
      `INSERT INTO loan_documents (ref, kind, loan_no, document_date, issued_at)
       VALUES ($1, 'kfs', $2, $3::date, $4)`,
      [ref, loanNo, documentDate?.toISOString().slice(0, 10) ?? null, issuedAt],
    );
  const kept = retentionDays.loanDocument;
  await loanDocument('CLOSED-KFS', 'RFL1', ago(kept + 60), ago(kept + 60));
  await loanDocument('CLOSED-NOC', 'RFL1', ago(kept + 2), ago(kept + 2));
  await loanDocument('OPEN-KFS', 'RFL2', ago(kept + 400), ago(kept + 400));
  await loanDocument('OPEN-RECEIPT', 'RFL2', ago(kept - 2), ago(kept - 2));
  await loanDocument('SHOWN-LATE', 'RFL3', ago(kept + 900), ago(10));
  await loanDocument('NO-DATE', 'RFL4', null, ago(kept + 1));

  const purged = await purgeExpired(db, now);
  t.same(purged, {
    consent: 1,
    complaint: 1,
    privacyRequest: 0,
    payment: 1,
    application: 0,
    loanDocument: 3,
    deadLetter: 1,
  });
  t.same(
    (await db.query('SELECT ref FROM loan_documents ORDER BY ref')).rows,
    [{ ref: 'OPEN-KFS' }, { ref: 'OPEN-RECEIPT' }, { ref: 'SHOWN-LATE' }],
    'a loan with a document inside its period keeps them all; one first shown lately is kept from then',
  );
  t.same(
    (await db.query('SELECT message_key FROM outbox')).rows,
    [{ message_key: 'recent-dead' }],
    'a dead letter is erased 30 days after it died',
  );
  t.same((await db.query('SELECT id FROM consents')).rows, [{ id: 'kept' }]);
  t.same(
    (await db.query('SELECT reference FROM complaints')).rows,
    [{ reference: 'GRV-2020-000002' }],
    'an open complaint is never purged, however old',
  );
  t.equal((await db.query('SELECT * FROM complaint_events')).rowCount, 0, 'with its history');
  t.same((await db.query('SELECT txnid FROM payments')).rows, [{ txnid: 'T2' }]);
});

t.test(
  'a serialization failure or deadlock is retried; a unique violation only when asked',
  async (t) => {
    const db = await freshDatabase(t);
    let tries = 0;
    const answer = await db.transaction(async (client) => {
      tries++;
      if (tries < 3)
        throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return (await client.query<{ n: number }>('SELECT 42 AS n')).rows[0]!.n;
    });
    t.equal(answer, 42);
    t.equal(tries, 3);

    await db.query(`INSERT INTO consents VALUES ('dup', 'r', now(), 'm', 'p', '{}')`);
    let ids = ['dup', 'fresh'];
    const inserted = await db.transaction(
      async (client) => {
        const id = ids.shift()!;
        await client.query(`INSERT INTO consents VALUES ($1, 'r', now(), 'm', 'p', '{}')`, [id]);
        return id;
      },
      { retryUniqueViolation: true },
    );
    t.equal(inserted, 'fresh');
    ids = ['dup'];
    await t.rejects(
      db.transaction((client) =>
        client.query(`INSERT INTO consents VALUES ($1, 'r', now(), 'm', 'p', '{}')`, [ids[0]]),
      ),
      { code: '23505' },
    );
  },
);

t.test('a live deployment without DATABASE_URL refuses to start, naming it', async (t) => {
  const live = {
    NODE_ENV: 'production',
    LENDING_API_URL: 'https://lending.example',
    // Every real service, as the sandbox is all or nothing (decision 0090).
    PAYU_URL: 'https://secure.payu.example/_payment',
    PAYU_VERIFY_URL: 'https://info.payu.example/verify',
    PAYU_KEY: 'key',
    PAYU_SALT: 'salt',
    SMS_URL: 'https://sms.example/send',
    SMS_API_KEY: 'sms-key',
    REFSTR_SECRET: 'x'.repeat(32),
    OTP_SECRET: 'y'.repeat(32),
    LENDING_PARTNERS_FILE: 'tests/helpers/lending-partners.live.json',
  };
  t.throws(() => loadConfig(live), ConfigError);
  t.throws(() => loadConfig(live), /DATABASE_URL: required in production/);
  t.equal(
    loadConfig({ ...live, DATABASE_URL: 'postgresql://db.example/rupeeflow' }).database.url,
    'postgresql://db.example/rupeeflow',
  );
  t.equal(loadConfig({ NODE_ENV: 'production' }).database.url, undefined, 'the sandbox embeds it');
  t.doesNotThrow(
    () => loadConfig({ ...live, DATABASE_EMBEDDED: 'allow' }),
    'unless told, one instance',
  );
  t.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
});

t.test('a privacy request is tracked by reference and mobile, like a complaint', async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_FORMS: '100' });
  // The mobile proved by a code first, as the form requires (issue 40).
  const cookie = await verifiedSession(app, 'apply', privacy.mobile);
  const { reference } = (await post(app, '/api/privacy-requests', privacy, 'en', cookie)).json();
  t.match(reference, new RegExp(`^PRQ-${year}-\\d{6}$`));
  const found = await app.inject({
    url: `/api/privacy-requests/${reference.toLowerCase()}?mobile=${privacy.mobile}`,
  });
  t.equal(found.statusCode, 200);
  t.match(found.json(), { reference, kind: 'access', status: 'received' });
  t.equal(found.headers['cache-control'], 'no-store');
  const wrong = await app.inject({ url: `/api/privacy-requests/${reference}?mobile=9810012346` });
  const unknown = await app.inject({
    url: `/api/privacy-requests/PRQ-${year}-999999?mobile=${privacy.mobile}`,
  });
  t.equal(wrong.statusCode, 404);
  t.same(wrong.json(), unknown.json(), 'a wrong mobile and an unknown reference look the same');
  t.equal(
    (await app.inject({ url: `/api/privacy-requests/GRV-${year}-000001?mobile=9810012345` }))
      .statusCode,
    400,
  );
  // Moved on by the officer: the lookup shows it, and the history keeps every step.
  const { changeStatus } = await import('../../server/records/complaints.ts');
  t.ok(await changeStatus(app.database, 'privacy_requests', reference, 'completed', 'sent'));
  const after = await app.inject({
    url: `/api/privacy-requests/${reference}?mobile=${privacy.mobile}`,
  });
  t.equal(after.json().status, 'completed');
  const history = await app.database.query(
    'SELECT status FROM privacy_request_events WHERE reference = $1 ORDER BY id',
    [reference],
  );
  t.same(history.rows, [{ status: 'received' }, { status: 'completed' }]);
});

if (postgresAvailable(t, 'the records on a real PostgreSQL')) {
  const server = new PostgresServer();
  await server.start();
  t.teardown(() => server.stop());

  t.test('ten instances starting together apply each migration once', async (t) => {
    const dbs = Array.from(
      { length: 10 },
      () => new Database({ connectionString: server.url }, { log: quietLog, max: 2, label: 'pg' }),
    );
    t.teardown(() => Promise.all(dbs.map((d) => d.end())));
    const results = await Promise.all(dbs.map((d) => migrate(d, quietLog)));
    t.same(
      results.flatMap((r) => r.applied).sort((a, b) => a - b),
      versions,
    );
    t.ok(results.every((r) => r.version === newest));
    const { rows } = await dbs[0]!.query('SELECT version FROM schema_migrations ORDER BY 1');
    t.same(
      rows,
      versions.map((version) => ({ version })),
    );
  });

  t.test(
    'two instances on one PostgreSQL: unique references, each status found on the other, one purge at a time',
    async (t) => {
      const env = { DATABASE_URL: server.url, RATE_LIMIT_FORMS: '1000' };
      const a = await startApp(t, env);
      const b = await startApp(t, env);
      const filed = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(i % 2 ? b.app : a.app, '/api/contact', complaint).then((r) => {
            t.equal(r.statusCode, 202);
            return r.json().reference as string;
          }),
        ),
      );
      const numbers = filed.map((r) => Number(r.slice(-6))).sort((x, y) => x - y);
      t.equal(new Set(filed).size, 20, 'twenty complaints, twenty references');
      t.same(
        numbers,
        Array.from({ length: 20 }, (_, i) => numbers[0]! + i),
        'consecutive: none skipped',
      );
      for (const [i, reference] of filed.entries()) {
        const other = i % 2 ? a.app : b.app;
        const found = await other.inject({
          url: `/api/complaints/${reference}?mobile=${complaint.phone}`,
        });
        t.equal(found.statusCode, 200, `${reference} found on the other instance`);
      }
      // The purge's lock: while one session holds it, the other instance skips its run.
      const holder = new Database(
        { connectionString: server.url },
        { log: quietLog, max: 1, label: 'pg' },
      );
      t.teardown(() => holder.end());
      const client = await holder.pool.connect();
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, locks.purge]);
      t.equal(await purgeExpired(b.app.database, new Date()), undefined, 'skipped: another purges');
      await client.query('ROLLBACK');
      client.release();
      t.ok(await purgeExpired(b.app.database, new Date()), 'then it runs');
    },
  );

  t.test(
    "the operators' command prints a consent record and a complaint's full history",
    async (t) => {
      const { app } = await startApp(t, {
        DATABASE_URL: server.url,
        RATE_LIMIT_FORMS: '1000',
        METRICS_TOKEN: 'metrics-token',
      });
      const { reference } = (await post(app, '/api/contact', complaint)).json();
      await app.database.query(
        `INSERT INTO consents (id, request_id, recorded_at, mobile, pan, record)
         VALUES ('cli-1', 'req-cli-1', now(), '9822067890', 'GPAPK8841Q', $1)`,
        [JSON.stringify({ id: 'cli-1', requestId: 'req-cli-1', consents: [{ purpose: 'terms' }] })],
      );
      const env = { DATABASE_URL: server.url, LOG_LEVEL: 'silent' };
      const printed = async (args: string[]) => {
        const lines: string[] = [];
        const code = await runRecords(args, (l) => lines.push(l), env);
        return { code, text: lines.join('\n') };
      };
      for (const by of [
        ['--mobile', '9822067890'],
        ['--pan', 'gpapk8841q'],
        ['--request-id', 'req-cli-1'],
      ]) {
        const { code, text } = await printed(['consent', ...by]);
        t.equal(code, 0);
        t.match(JSON.parse(text), [{ id: 'cli-1', requestId: 'req-cli-1' }], `by ${by[0]}`);
      }
      t.equal((await printed(['consent', '--mobile', '9000000001'])).code, 3, 'none: exit 3');

      t.equal((await printed(['status', reference, 'in-progress', '--note', 'called'])).code, 0);
      t.equal((await printed(['status', reference, 'resolved'])).code, 0);
      const { code, text } = await printed(['complaint', reference.toLowerCase()]);
      t.equal(code, 0);
      const shown = JSON.parse(text);
      t.match(shown, { reference, status: 'resolved', category: 'Complaint' });
      t.same(
        shown.history.map((e: { status: string; note: string | null }) => [e.status, e.note]),
        [
          ['received', null],
          ['in-progress', 'called'],
          ['resolved', null],
        ],
      );
      t.notOk('mobile_hash' in shown, 'not the salted hash');
      t.equal((await printed(['status', reference, 'bogus'])).code, 2);
      t.equal((await printed(['nonsense'])).code, 2);
    },
  );

  t.test(
    'the database stopped: 503 with Retry-After in both languages, pages served, not ready; back: works again',
    async (t) => {
      const { app } = await startApp(t, {
        DATABASE_URL: server.url,
        RATE_LIMIT_FORMS: '1000',
        METRICS_TOKEN: 'metrics-token',
      });
      t.equal((await post(app, '/api/contact', complaint)).statusCode, 202);
      const cookie = await verifiedSession(app, 'apply', privacy.mobile);
      await server.halt();
      t.teardown(() => server.run().catch(() => undefined));

      const refused = await post(app, '/api/contact', complaint);
      t.equal(refused.statusCode, 503);
      t.equal(refused.headers['retry-after'], '10');
      t.equal(refused.json().detail, serverMessages.recordsUnavailable);
      const inHindi = await post(app, '/api/privacy-requests', privacy, 'hi', cookie);
      t.equal(inHindi.statusCode, 503);
      t.equal(inHindi.json().detail, serverMessagesHi.recordsUnavailable);
      const general = await post(app, '/api/contact', {
        ...complaint,
        category: 'General question',
      });
      // Its mail is an outbox row now (issue 43): nothing is accepted that is not committed.
      t.equal(general.statusCode, 503, 'a message needing no record waits for the database too');
      t.equal(general.headers['retry-after'], '10');
      t.equal((await app.inject({ url: '/' })).statusCode, 200, 'pages are still served');
      const lookup = await app.inject({
        url: `/api/complaints/GRV-${year}-000001?mobile=${complaint.phone}`,
      });
      t.equal(lookup.statusCode, 503);

      const notReady = await app.inject({ url: '/readyz' });
      t.equal(notReady.statusCode, 503);
      t.equal(notReady.json().checks.database, 'failing');
      t.equal(notReady.json().details.database.reachable, false);
      t.match(notReady.json().details.database.reason, /ECONNREFUSED|connect/);
      t.equal(await databaseGauge(app), '0', 'dependency_up{dependency="database"} reads 0');

      await server.run();
      const again = await post(app, '/api/contact', complaint);
      t.equal(again.statusCode, 202, 'accepted again, no restart');
      const reference = again.json().reference;
      t.equal(
        (await app.inject({ url: `/api/complaints/${reference}?mobile=${complaint.phone}` }))
          .statusCode,
        200,
      );
      await new Promise((r) => setTimeout(r, 1100)); // the readiness probe's cache
      const ready = await app.inject({ url: '/readyz' });
      t.equal(ready.json().checks.database, 'ok');
      t.equal(ready.json().details.database.reachable, true);
      t.equal(await databaseGauge(app), '1', 'and 1 again');
    },
  );
}
