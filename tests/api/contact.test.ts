import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startApp } from '../helpers/app.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';
import { outboxRows, sentMails } from '../helpers/outbox.ts';
import { multipart } from '../helpers/multipart.ts';
import { serverMessages } from '../../shared/server-messages.ts';

const valid = {
  name: 'Rahul Verma',
  phone: '9811122233',
  email: 'rahul.verma@example.in',
  subject: 'Question about repayment dates',
  message: 'Can I repay my loan two days early?\nThank you.',
};

const post = (
  app: Awaited<ReturnType<typeof startApp>>['app'],
  body: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

t.test(
  'a valid message is accepted with 202 once its mail is in the outbox, which the sandbox delivers to /sandbox/mail',
  async (t) => {
    const { app, config, logs } = await startApp(t);
    const res = await post(app, valid);
    t.equal(res.statusCode, 202);
    t.match(res.json(), { message: /received your message/ });

    const mails = await sentMails(app, 'contact');
    t.equal(mails.length, 1, 'one mail to the office');
    const mail = mails[0]!;
    t.equal(mail.subject, 'Contact form: Question about repayment dates');
    t.equal(mail.to, 'info@rupeeflow.in');
    t.equal(mail.replyTo, 'Rahul Verma <rahul.verma@example.in>');
    t.match(mail.messageId, /^<contact\.\d{8}T\d{9}Z-[0-9a-f]{12}@rupeeflow\.in>$/);
    t.match(mail.text, /Can I repay my loan two days early\?\nThank you\./);
    t.match(mail.text, /9811122233/);
    t.same(await outboxRows(app), [], 'sent, so no longer in the outbox');
    t.same(readdirSync(join(config.dataDir, 'uploads')), [], 'no work files left behind');
    t.notOk(
      readdirSync(config.dataDir).includes('spool'),
      'nothing is written under DATA_DIR/spool any more',
    );

    const page = await app.inject('/sandbox/mail');
    t.equal(page.statusCode, 200);
    t.match(page.body, /Contact form: Question about repayment dates/);
    t.match(page.body, /To info@rupeeflow\.in/);

    const logged = logs.join('\n');
    for (const pii of [valid.email, valid.phone, valid.name])
      t.notOk(logged.includes(pii), `the log holds no ${pii}`);
  },
);

t.test('missing fields are refused with 422 and SPEC\'s "Required" for each', async (t) => {
  const { app } = await startApp(t);
  const res = await post(app, {});
  t.equal(res.statusCode, 422);
  t.match(res.headers['content-type'], 'application/problem+json');
  t.same(res.json().errors, {
    name: 'Required',
    phone: 'Required',
    email: 'Required',
    subject: 'Required',
    message: 'Required',
  });
  const blank = await post(app, {
    name: '  ',
    phone: '',
    email: '',
    subject: '\r\n',
    message: ' \n ',
  });
  t.same(Object.values(blank.json().errors), [
    'Required',
    'Required',
    'Required',
    'Required',
    'Required',
  ]);
  t.same(await sentMails(app, 'contact'), [], 'nothing is sent');
  t.same(await outboxRows(app), [], 'nothing waits');
});

t.test('each bad value gets its own message', async (t) => {
  const { app } = await startApp(t);
  const res = await post(app, {
    name: 'x'.repeat(101),
    phone: '98111 2223',
    email: 'rahul@',
    subject: 's'.repeat(151),
    message: 'm'.repeat(2001),
  });
  t.equal(res.statusCode, 422);
  t.same(res.json().errors, {
    name: 'Use at most 100 characters',
    phone: 'Enter valid 10-digit mobile number',
    email: 'Enter a valid e-mail address',
    subject: 'Use at most 150 characters',
    message: 'Use at most 2000 characters',
  });
  const nine = await post(app, { ...valid, phone: '981112223' });
  t.equal(nine.json().errors.phone, 'Enter valid 10-digit mobile number');
  const letters = await post(app, { ...valid, phone: '98111222ab' });
  t.equal(letters.json().errors.phone, 'Enter valid 10-digit mobile number');
});

t.test('a post from another site is refused with 403 and not spooled', async (t) => {
  const { app, config } = await startApp(t);
  const byOrigin = await post(app, valid, { origin: 'https://evil.example' });
  t.equal(byOrigin.statusCode, 403);
  const byFetchSite = await post(app, valid, { 'sec-fetch-site': 'cross-site' });
  t.equal(byFetchSite.statusCode, 403);
  t.same(await sentMails(app, 'contact'), []);
  const sameSite = await post(app, valid, {
    origin: config.publicBaseUrl,
    'sec-fetch-site': 'same-origin',
  });
  t.equal(sameSite.statusCode, 202, 'our own origin is fine');
});

t.test('JSON and form-urlencoded are taken; anything else is refused with 415', async (t) => {
  const { app } = await startApp(t);
  const text = await post(app, JSON.stringify(valid), { 'content-type': 'text/plain' });
  t.equal(text.statusCode, 415);
  // Multipart is read only by the routes that take a file; here it is one more type the route does not list.
  const parts = multipart();
  const asMultipart = await post(app, parts.body(Object.entries(valid)), {
    'content-type': parts.contentType,
  });
  t.equal(asMultipart.statusCode, 415);
  t.equal(asMultipart.json().detail, serverMessages.contentTypeRefused);
  t.same(await sentMails(app, 'contact'), []);
  // DESIGN section 3: what a browser without script sends (decision 0040).
  const form = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(valid).toString(),
  });
  t.equal(form.statusCode, 202);
  t.equal((await sentMails(app, 'contact')).length, 1);
  const twice = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `${new URLSearchParams(valid).toString()}&name=Other`,
  });
  t.equal(twice.statusCode, 400, 'a field sent twice is refused');
});

t.test('a body over 32 KB is refused with 413', async (t) => {
  const { app } = await startApp(t);
  const res = await post(app, { ...valid, message: 'm'.repeat(40 * 1024) });
  t.equal(res.statusCode, 413);
});

t.test('the sixth message in a minute from one address gets 429', async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_FORMS: '5' });
  const codes = [];
  for (let i = 0; i < 6; i++) codes.push((await post(app, valid)).statusCode);
  t.same(codes, [202, 202, 202, 202, 202, 429]);
});

t.test('CR and LF in the name and subject never add or alter e-mail headers', async (t) => {
  const sink = await startSmtpSink();
  const { app, url } = await startApp({ SMTP_URL: sink.url }, { listen: true });
  t.teardown(async () => {
    await app.close();
    await sink.close();
  });
  const plain = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(valid),
  });
  t.equal(plain.status, 202);
  const hostile = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...valid,
      name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: name',
      subject: 'Hello\r\n\r\nX-Injected: subject\nTo: someone@example.com\rCc: cc@example.com',
    }),
  });
  t.equal(hostile.status, 202);
  // The outbox delivers them two at a time, so in either order: each is known by its subject.
  const delivered = await sink.waitFor(2);
  const dirty = delivered.find((m) => m.header('subject')?.includes('Hello'));
  const clean = delivered.find((m) => m !== dirty);
  const names = (m: typeof clean) => m!.headers.map(([n]) => n);
  t.same(names(dirty), names(clean), 'the same headers, in the same order');
  for (const header of ['bcc', 'cc', 'x-injected'])
    t.notOk(dirty!.header(header), `no ${header} header`);
  t.equal(dirty!.headers.filter(([n]) => n === 'to').length, 1);
  t.equal(dirty!.header('to'), 'info@rupeeflow.in');
  t.same(dirty!.to, ['info@rupeeflow.in'], 'the envelope goes to the office only');
  t.equal(
    dirty!.header('subject'),
    'Contact form: Hello X-Injected: subject To: someone@example.com Cc: cc@example.com',
  );
  t.match(dirty!.header('reply-to'), /<rahul\.verma@example\.in>$/);
});

t.test("the phone rule and normaliser are the same as every other form's", async (t) => {
  const { app } = await startApp(t);
  for (const bad of ['0123456789', '0000000000']) {
    const res = await post(app, { ...valid, phone: bad });
    t.equal(res.statusCode, 422, bad);
    t.same(res.json().errors, { phone: 'Enter valid 10-digit mobile number' }, bad);
  }
  t.same(await sentMails(app, 'contact'), [], 'nothing refused is sent');
  const res = await post(app, { ...valid, phone: '+91 98111-22233' });
  t.equal(res.statusCode, 202);
  const [mail] = await sentMails(app, 'contact');
  t.match(mail!.text, /9811122233/, 'the number as one reads it');
});
