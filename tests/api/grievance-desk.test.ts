// The grievance desk (issue 18): a complaint through the contact form gets a GRV- reference on screen and in a
// receipt mail, and a status the sender alone can look up; a privacy request gets a PRQ- reference, a record in the
// database and a mail to the grievance officer. References are issued by the database (issue 42): unique across
// instances, carried on after a restart, and untouched by Redis losing its data.
import { sentMails } from '../helpers/outbox.ts';
import t from 'tap';
import { startApp, waitForLog } from '../helpers/app.ts';
import { Redis } from 'ioredis';
import { verifiedSession } from '../helpers/otp-session.ts';
import { RedisServer, freePort, redisAvailable } from '../helpers/redis-server.ts';

type App = Awaited<ReturnType<typeof startApp>>['app'];

const complaint = {
  name: 'Rahul Verma',
  phone: '9811122233',
  email: 'rahul.verma@example.in',
  category: 'Complaint',
  subject: 'Charged twice for one repayment',
  message: 'My repayment of 5 November was taken twice.',
};
const privacy = {
  kind: 'withdraw-consent',
  mobile: '9810012345',
  pan: 'BQKPM4821K',
  details: 'Please stop marketing messages.',
};

const postJson = (app: App, url: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
/** A privacy request from a browser whose mobile was verified with a one-time code (issue 40). */
const postPrivacy = async (app: App, body: Record<string, string>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/privacy-requests',
    headers: {
      'content-type': 'application/json',
      cookie: cookie ?? (await verifiedSession(app, 'apply', body.mobile!)),
    },
    payload: JSON.stringify(body),
  });
const lookup = (app: App, reference: string, mobile: string) =>
  app.inject({
    method: 'GET',
    url: `/api/complaints/${encodeURIComponent(reference)}?mobile=${encodeURIComponent(mobile)}`,
  });
const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(
  new Date(),
);
const DAY = 86_400_000;

t.test(
  'a complaint gets a reference, a receipt mail and a status its sender can look up',
  async (t) => {
    const { app, logs } = await startApp(t, { RATE_LIMIT_FORMS: '100' });
    const before = Date.now();
    const res = await postJson(app, '/api/contact', complaint);
    t.equal(res.statusCode, 202);
    const { reference, message } = res.json();
    t.match(reference, new RegExp(`^GRV-${year}-\\d{6}$`));
    t.match(message, reference, 'the confirmation on screen says the number');

    const [office] = await sentMails(app, 'contact');
    t.equal(office!.subject, `Complaint ${reference}: ${complaint.subject}`);
    t.match(office!.text, /Category:\s+Complaint/);
    const [receipt] = await sentMails(app, 'receipt');
    t.equal(receipt!.to, complaint.email, 'the receipt goes to the complainant');
    t.match(receipt!.subject, reference);
    t.match(receipt!.text, reference);
    t.match(receipt!.text, /cms\.rbi\.org\.in/);
    t.match(receipt!.text, /Integrated Ombudsman Scheme, 2026/);

    const found = await lookup(app, reference, complaint.phone);
    t.equal(found.statusCode, 200);
    const status = found.json();
    t.equal(status.status, 'received');
    const received = Date.parse(status.receivedAt);
    t.ok(received >= before && received <= Date.now());
    t.equal(Date.parse(status.replyDueBy) - received, 14 * DAY);
    t.equal(Date.parse(status.escalationFrom) - received, 30 * DAY);
    t.equal(found.headers['cache-control'], 'no-store');
    t.same(Object.keys(status).sort(), [
      'escalationFrom',
      'receivedAt',
      'reference',
      'replyDueBy',
      'status',
    ]);

    t.equal(
      (await lookup(app, reference.toLowerCase(), complaint.phone)).statusCode,
      200,
      'any case',
    );

    const logged = logs.join('\n');
    for (const pii of [complaint.phone, complaint.email, complaint.name])
      t.notOk(logged.includes(pii), `the log holds no ${pii}`);
  },
);

t.test('a wrong mobile and an unknown reference get the same 404', async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_FORMS: '100' });
  const { reference } = (await postJson(app, '/api/contact', complaint)).json();
  const wrongMobile = await lookup(app, reference, '9811122234');
  const unknown = await lookup(app, `GRV-${year}-000999`, complaint.phone);
  t.equal(wrongMobile.statusCode, 404);
  t.equal(unknown.statusCode, 404);
  t.same(wrongMobile.json(), unknown.json(), 'nothing tells them apart');
  t.match(wrongMobile.json().detail, /no complaint with that reference number and mobile number/);

  const bad = await lookup(app, 'GRV-1', complaint.phone);
  t.equal(bad.statusCode, 400);
  t.equal((await lookup(app, reference, '12')).statusCode, 400);
  t.equal(
    (await app.inject({ method: 'GET', url: `/api/complaints/${reference}` })).statusCode,
    400,
  );
});

t.test('a general question gets no reference; a fraud report does', async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_FORMS: '100' });
  const general = await postJson(app, '/api/contact', {
    ...complaint,
    category: 'General question',
  });
  t.equal(general.statusCode, 202);
  t.equal(general.json().reference, undefined);
  const fraud = await postJson(app, '/api/contact', {
    ...complaint,
    category: 'Fraud / unauthorised lender',
  });
  t.match(fraud.json().reference, /^GRV-\d{4}-\d{6}$/);
  const bad = await postJson(app, '/api/contact', { ...complaint, category: 'Anything' });
  t.equal(bad.statusCode, 422);
  t.equal(bad.json().errors.category, 'Choose one of the listed options');
});

t.test('references and statuses survive a restart: numbering carries on', async (t) => {
  const first = await startApp({});
  const one = (await postJson(first.app, '/api/contact', complaint)).json().reference;
  const p1 = (await postPrivacy(first.app, privacy)).json().reference;
  await first.app.close();

  // A new instance on an empty DATA_DIR: the records are in the database, not on the old one's disk.
  const second = await startApp(t, {});
  t.equal(
    (await lookup(second.app, one, complaint.phone)).statusCode,
    200,
    'the status is still there',
  );
  const two = (await postJson(second.app, '/api/contact', complaint)).json().reference;
  const p2 = (await postPrivacy(second.app, privacy)).json().reference;
  const next = (reference: string) =>
    reference.replace(/\d{6}$/, (n) => String(Number(n) + 1).padStart(6, '0'));
  t.equal(two, next(one), 'numbering carries on after the restart');
  t.equal(p2, next(p1));
});

t.test(
  'a privacy request is stored, mailed to the grievance officer and answered with a reference',
  async (t) => {
    const { app, logs } = await startApp(t, { RATE_LIMIT_FORMS: '100' });
    const res = await postPrivacy(app, privacy);
    t.equal(res.statusCode, 202);
    const { reference } = res.json();
    t.match(reference, new RegExp(`^PRQ-${year}-\\d{6}$`));
    t.same(Object.keys(res.json()), ['reference']);

    const stored = (reference: string) =>
      app.database
        .query('SELECT * FROM privacy_requests WHERE reference = $1', [reference])
        .then((r) => r.rows[0]);
    t.match(await stored(reference), {
      reference,
      kind: 'withdraw-consent',
      request: { mobile: privacy.mobile, pan: privacy.pan, details: privacy.details },
      identity: 'mobile-and-pan-match',
      status: 'received',
    });
    const [mail] = await sentMails(app, 'privacy');
    t.equal(mail!.to, 'grievance@rupeeflow.in');
    t.match(mail!.subject, reference);
    t.match(mail!.text, /the mobile and PAN match one customer/);

    // A PAN that is not this mobile's: the same answer, the officer is told.
    const other = await postPrivacy(app, { ...privacy, pan: 'CVLPN5532D' });
    t.equal(other.statusCode, 202);
    t.same(Object.keys(other.json()), ['reference']);
    t.equal((await stored(other.json().reference))?.identity, 'no-match');

    const logged = logs.join('\n');
    for (const pii of [privacy.mobile, privacy.pan])
      t.notOk(logged.includes(pii), `no ${pii} in the log`);
  },
);

t.test('privacy requests are refused with field messages past every limit', async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_FORMS: '100' });
  const missing = await postJson(app, '/api/privacy-requests', {});
  t.equal(missing.statusCode, 422);
  t.match(missing.json().errors, { kind: 'Required', mobile: 'Required', details: 'Required' });

  // Knowing a PAN and a mobile is not enough: the mobile must be verified with a code (issue 40).
  const unproved = await postJson(app, '/api/privacy-requests', privacy);
  t.equal(unproved.statusCode, 401);
  t.equal(unproved.json().errors.mobile, 'Verify this mobile number with the code we send to it');
  const noPan = await postPrivacy(app, { ...privacy, pan: '' });
  t.equal(noPan.statusCode, 202, 'with the code, the PAN is optional');

  const bad = await postJson(app, '/api/privacy-requests', {
    kind: 'sell-my-data',
    mobile: '12345',
    pan: 'ABC',
    details: 'x'.repeat(2001),
  });
  t.equal(bad.statusCode, 422);
  t.match(bad.json().errors, {
    kind: 'Choose one of the listed options',
    mobile: 'Enter valid 10-digit mobile number',
    pan: /valid PAN/,
    details: 'Use at most 2000 characters',
  });
  const notJson = await app.inject({
    method: 'POST',
    url: '/api/privacy-requests',
    headers: { 'content-type': 'text/plain' },
    payload: 'hello',
  });
  t.equal(notJson.statusCode, 415);
  const crossSite = await app.inject({
    method: 'POST',
    url: '/api/privacy-requests',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    payload: JSON.stringify(privacy),
  });
  t.equal(crossSite.statusCode, 403);
});

t.test('privacy requests past the per-address limit get 429 with Retry-After', async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_FORMS: '2' });
  for (let i = 0; i < 2; i++) t.equal((await postPrivacy(app, privacy)).statusCode, 202);
  const refused = await postPrivacy(app, privacy);
  t.equal(refused.statusCode, 429);
  t.ok(refused.headers['retry-after']);
});

if (redisAvailable(t, 'references unique across two instances, Redis emptied and stopped')) {
  t.test(
    'two instances never issue the same reference, with Redis emptied and then stopped midway',
    async (t) => {
      const redis = new RedisServer(await freePort());
      await redis.start();
      t.teardown(() => redis.stop());
      // One OTP_SECRET, as every instance has: a session opened on A is good on B.
      const env = {
        REDIS_URL: redis.url,
        RATE_LIMIT_FORMS: '1000',
        OTP_SECRET: 'a test secret of at least thirty-two characters',
      };
      const slowOk = { build: { redis: { commandTimeoutMs: 30_000 } } };
      const a = await startApp(env, slowOk);
      const b = await startApp(env, slowOk);
      t.teardown(async () => {
        await a.app.close();
        await b.app.close();
      });
      await waitForLog(a, 'redis connected');
      await waitForLog(b, 'redis connected');
      const file = (count: number) =>
        Promise.all(
          Array.from({ length: count }, (_, i) =>
            postJson(i % 2 ? b.app : a.app, '/api/contact', complaint).then((r) => {
              t.equal(r.statusCode, 202);
              return r.json().reference as string;
            }),
          ),
        );
      const before = await file(10);
      // Redis loses everything: it held nothing that must be kept.
      const client = new Redis(redis.url);
      await client.flushall();
      await client.quit();
      const flushed = await file(10);
      await redis.stop();
      await waitForLog(a, 'redis unavailable');
      const without = await file(10);
      const filed = [...before, ...flushed, ...without];
      t.equal(new Set(filed).size, 30, 'thirty complaints, thirty references');
      const numbers = filed.map((r) => Number(r.slice(-6))).sort((x, y) => x - y);
      t.same(
        numbers,
        Array.from({ length: 30 }, (_, i) => numbers[0]! + i),
        'none skipped',
      );
      // Filed on A, looked up on B (its own DATA_DIR): the database answers.
      const onA = before[0]!;
      t.equal((await lookup(b.app, onA, complaint.phone)).statusCode, 200);
      t.equal((await lookup(b.app, onA, '9000000001')).statusCode, 404);
    },
  );
}
