import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { sharedTmpdir, tempDir } from '../helpers/temp-dir.ts';
import { startApp } from '../helpers/app.ts';
import { freePort, startSmtpSink } from '../helpers/smtp-sink.ts';
import { parseMessage } from '../helpers/mime.ts';
import { spoolFiles } from '../helpers/spool-files.ts';
import { careersForm, pdf, validApplication } from '../helpers/resume-files.ts';

const quick = { mailBackoff: { baseMs: 50, maxMs: 400 } };

// The SIGKILL test runs the built service (npm test builds first), as the page-rendering tests already need.
const serveApp = 'tests/helpers/serve-app.mjs';
if (!existsSync('dist/node/server/app.js')) t.fail('dist/node is missing: run npm run build first');

const contact = (n: number) => ({
  name: `Visitor ${n}`,
  phone: '9811122233',
  email: `visitor${n}@example.in`,
  subject: `Question ${n}`,
  message: `Message number ${n}`,
});

const postContact = (url: string, body: unknown) =>
  fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const messageIdOf = (file: string) => parseMessage(readFileSync(file)).header('message-id');

async function waitUntil(check: () => boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test(
  'while the mail server is down submissions wait; once it is back each is delivered exactly once',
  async (t) => {
    const port = await freePort();
    const started = await startApp(
      t,
      { SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_FORMS: '100' },
      { listen: true, build: quick },
    );
    for (let i = 1; i <= 3; i++) t.equal((await postContact(started.url, contact(i))).status, 202);
    t.equal(
      (
        await fetch(`${started.url}/api/careers`, {
          method: 'POST',
          body: careersForm(validApplication, { content: pdf(), name: 'cv.pdf' }),
        })
      ).status,
      202,
    );

    await waitUntil(
      () => started.logs.filter((l) => l.includes('mail server unavailable')).length >= 2,
    );
    t.same(
      started.app.spool.depthByKind(),
      { contact: 3, careers: 1, privacy: 0, receipt: 0 },
      'all four wait in the spool',
    );

    const sink = await startSmtpSink({ port });
    t.teardown(() => sink.close());
    await sink.waitFor(4);
    await waitUntil(() => started.app.spoolDepth() === 0);
    // Closing lets any delivery in flight finish and sends nothing after: a duplicate would be in the sink by now.
    await started.app.close();
    t.equal(sink.mails.length, 4, 'four messages, no duplicates');
    t.same(sink.mails.map((m) => m.header('subject')).sort(), [
      'Contact form: Question 1',
      'Contact form: Question 2',
      'Contact form: Question 3',
      'Job application: Credit Analyst - Priya Sharma',
    ]);
    t.same(new Set(sink.mails.map((m) => m.header('message-id'))).size, 4);
    const unavailable = started.logs.find((l) => l.includes('mail server unavailable'))!;
    t.notOk(/visitor\d@example\.in/.test(unavailable), 'the retry log names no visitor');
  },
);

t.test(
  'the Message-ID is fixed when the submission is spooled, so a copy sent again is recognisably the same',
  async (t) => {
    const sink = await startSmtpSink();
    t.teardown(() => sink.close());
    const port = await freePort();
    const first = await startApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}` },
      { listen: true, build: quick },
    );
    t.equal((await postContact(first.url, contact(1))).status, 202);
    const [file] = spoolFiles(first.config.dataDir, 'contact');
    const spooledId = messageIdOf(file!);
    t.match(
      spooledId,
      new RegExp(`^<contact\\.${basename(file!, '.eml')}@rupeeflow\\.in>$`),
      'derived from the submission id',
    );
    const keep = join(tempDir('rupeeflow-copy-', t), basename(file!));
    copyFileSync(file!, keep);
    await first.app.close();

    // The same spool, now with a working mail server, and the copy dropped back in as if the removal had been lost.
    const second = await startApp(
      t,
      { SMTP_URL: sink.url, DATA_DIR: first.config.dataDir },
      { build: quick },
    );
    await sink.waitFor(1);
    await waitUntil(() => spoolFiles(second.config.dataDir, 'contact').length === 0);
    copyFileSync(keep, file!);
    await second.app.close();
    await startApp(t, { SMTP_URL: sink.url, DATA_DIR: first.config.dataDir }, { build: quick });
    await sink.waitFor(2);
    t.equal(sink.mails[0]!.header('message-id'), spooledId);
    t.equal(
      sink.mails[1]!.header('message-id'),
      spooledId,
      'the resent copy carries the same Message-ID',
    );
  },
);

t.test(
  'a message the server refuses stays in the spool and does not hold up the others',
  async (t) => {
    const sink = await startSmtpSink({ refuse: ['blocked@rupeeflow.in'] });
    t.teardown(() => sink.close());
    const started = await startApp(
      t,
      { SMTP_URL: sink.url, MAIL_TO_CONTACT: 'blocked@rupeeflow.in' },
      { listen: true, build: quick },
    );
    t.equal((await postContact(started.url, contact(1))).status, 202);
    t.equal(
      (
        await fetch(`${started.url}/api/careers`, {
          method: 'POST',
          body: careersForm(validApplication, { content: pdf(), name: 'cv.pdf' }),
        })
      ).status,
      202,
    );
    const [mail] = await sink.waitFor(1);
    t.equal(mail!.header('subject'), 'Job application: Credit Analyst - Priya Sharma');
    await waitUntil(() => started.logs.some((l) => l.includes('mail server refused a submission')));
    await waitUntil(() => started.app.spool.depthByKind().careers === 0);
    t.same(started.app.spool.depthByKind(), {
      contact: 1,
      careers: 0,
      privacy: 0,
      receipt: 0,
    });
    t.equal(spoolFiles(started.config.dataDir, 'contact').length, 1, 'kept for an operator');
  },
);

t.test(
  'a spool file that cannot be read waits on its own and does not hold up the others',
  async (t) => {
    const sink = await startSmtpSink();
    t.teardown(() => sink.close());
    const dataDir = tempDir('rupeeflow-unreadable-', t);
    // The oldest item is a folder where its file should be: reading it fails on every attempt.
    const broken = join(dataDir, 'spool', 'contact', '20200101T000000000Z-aaaaaaaaaaaa.eml');
    mkdirSync(broken, { recursive: true });
    const started = await startApp(
      t,
      { SMTP_URL: sink.url, DATA_DIR: dataDir },
      { listen: true, build: quick },
    );
    t.equal((await postContact(started.url, contact(1))).status, 202);
    const [mail] = await sink.waitFor(1);
    t.equal(mail!.header('subject'), 'Contact form: Question 1', 'the newer message is delivered');
    await waitUntil(() => started.logs.some((l) => l.includes('mail server refused a submission')));
    t.notOk(
      started.logs.some((l) => l.includes('mail server unavailable')),
      'the mail server is not blamed',
    );
    await waitUntil(() => started.app.spool.depthByKind().contact === 1);
    t.same(
      spoolFiles(dataDir, 'contact'),
      [broken],
      'the delivered one is removed; the unreadable one stays for an operator',
    );
  },
);

t.test('closing the app lets a delivery in flight finish before the item is removed', async (t) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arriving = new Promise<void>((resolve) => (arrived = resolve));
  const sink = await startSmtpSink({
    beforeAccept: () => {
      arrived();
      return held;
    },
  });
  t.teardown(() => sink.close());
  const started = await startApp({ SMTP_URL: sink.url }, { listen: true, build: quick });
  t.equal((await postContact(started.url, contact(1))).status, 202);
  await arriving;
  const closing = started.app.close();
  await pause(200);
  t.equal(
    spoolFiles(started.config.dataDir, 'contact').length,
    1,
    'still spooled while the server has not answered',
  );
  release();
  await closing;
  t.equal(sink.mails.length, 1);
  t.same(
    spoolFiles(started.config.dataDir, 'contact'),
    [],
    'removed once accepted, before close returned',
  );
});

t.test('the spool depth is logged at start', async (t) => {
  const first = await startApp();
  t.equal(
    (
      await first.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: contact(1),
      })
    ).statusCode,
    202,
  );
  await first.app.close();
  const second = await startApp(t, { DATA_DIR: first.config.dataDir });
  const line = second.logs.map((l) => JSON.parse(l)).find((l) => l.depth);
  t.same(line.depth, { contact: 1, careers: 0, privacy: 0, receipt: 0 });
  t.match(
    line.msg,
    /no SMTP_URL; contact and careers submissions stay in the spool as \.eml files/,
  );
  t.equal(line.spool, join(first.config.dataDir, 'spool'));
});

/** Runs the built service as a child process (tests/helpers/serve-app.mjs) and resolves with its port. */
function serve(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [serveApp], {
    env: {
      ...process.env,
      TMPDIR: sharedTmpdir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the service exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      resolve({ child, url: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}` });
    });
  });
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

t.test('submissions accepted just before a SIGKILL are delivered after the restart', async (t) => {
  const dataDir = tempDir('rupeeflow-kill-', t);
  const port = await freePort();
  const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_FORMS: '100' };

  // 1. The mail server is down; five submissions are accepted; the process is killed right after the last 202.
  const first = await serve(env);
  t.teardown(() => first.child.kill('SIGKILL'));
  const resume = pdf(200_000);
  for (let i = 1; i <= 3; i++) t.equal((await postContact(first.url, contact(i))).status, 202);
  for (let i = 1; i <= 2; i++) {
    const res = await fetch(`${first.url}/api/careers`, {
      method: 'POST',
      body: careersForm(
        { ...validApplication, fullName: `Applicant ${i}` },
        { content: resume, name: `cv${i}.pdf` },
      ),
    });
    t.equal(res.status, 202);
  }
  await kill9(first.child);
  const spooled = [...spoolFiles(dataDir, 'contact'), ...spoolFiles(dataDir, 'careers')];
  t.equal(spooled.length, 5, 'all five are on disk after the kill');
  const expected = spooled.map(messageIdOf).sort();

  // 2. The mail server comes back and the service is started again on the same DATA_DIR.
  const sink = await startSmtpSink({ port });
  t.teardown(() => sink.close());
  const second = await serve(env);
  t.teardown(() => second.child.kill('SIGKILL'));
  await sink.waitFor(5);
  await waitUntil(
    () => spoolFiles(dataDir, 'contact').length + spoolFiles(dataDir, 'careers').length === 0,
  );
  await pause(500); // another process: nothing to wait on for a second copy that should never come
  t.same(
    sink.mails.map((m) => m.header('message-id')).sort(),
    expected,
    'every accepted submission arrived once',
  );
  for (const mail of sink.mails.filter((m) => m.attachments.length > 0)) {
    t.ok(mail.attachments[0]!.content.equals(resume), 'with its resume intact');
  }

  // 3. With the mail server up, a kill right after the 202 may land before or after delivery: either way it arrives,
  //    and a second copy (killed between acceptance and removal) carries the same Message-ID.
  t.equal((await postContact(second.url, contact(9))).status, 202);
  await kill9(second.child);
  const left = spoolFiles(dataDir, 'contact').map(messageIdOf);
  const third = await serve(env);
  t.teardown(() => third.child.kill('SIGKILL'));
  await sink.waitFor(6);
  await waitUntil(() => spoolFiles(dataDir, 'contact').length === 0);
  const copies = sink.mails.filter((m) => m.header('subject') === 'Contact form: Question 9');
  t.ok(copies.length >= 1, 'delivered');
  t.equal(
    new Set(copies.map((m) => m.header('message-id'))).size,
    1,
    'every copy has one Message-ID',
  );
  if (left.length) t.equal(copies[0]!.header('message-id'), left[0], 'the one that was spooled');
  await kill9(third.child);
});
