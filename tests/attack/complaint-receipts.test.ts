// Complaint receipts cannot carry a stranger's words from our domain (issue 40, decision 0093): a receipt quotes
// nothing the sender wrote, one address gets a bounded number a day, and the contact form's JSON and no-script routes
// spend one budget.
import { sentMails } from '../helpers/outbox.ts';
import t from 'tap';
import fc from 'fast-check';
import { startApp } from '../helpers/app.ts';

type App = Awaited<ReturnType<typeof startApp>>['app'];

const complaint = (over: Record<string, string> = {}) => ({
  name: 'Rahul Verma',
  phone: '9811122233',
  email: 'rahul.verma@example.in',
  category: 'Complaint',
  subject: 'Charged twice for one repayment',
  message: 'My repayment of 5 November was taken twice.',
  ...over,
});
const postJson = (app: App, body: unknown, remoteAddress = '192.0.2.1') =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress,
  });
const postForm = (app: App, path: string, body: Record<string, string>, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
    remoteAddress,
  });
const receipts = (app: App) => sentMails(app, 'receipt');

t.test('a receipt quotes no word the sender wrote', async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_FORMS: '100000' });
  // Words a spammer would send: a link, a phone number, a call to action; in the name and the subject.
  const words = fc.constantFrom(
    'http://evil.example/claim',
    'Call +91 98765 43210 now',
    'WINNER',
    'Refund pending: visit bit.ly/x',
  );
  let n = 0;
  await fc.assert(
    fc.asyncProperty(words, words, async (name, subject) => {
      n++;
      const res = await postJson(
        app,
        complaint({ name: `${name} ${n}`, subject, email: `victim${n}@example.in` }),
      );
      if (res.statusCode !== 202) return false;
      const { reference } = res.json();
      const receipt = (await receipts(app)).find((r) => r.subject.includes(reference));
      if (!receipt) return false;
      const all = `${receipt.subject}\n${receipt.text}`;
      return !all.includes(name) && !all.includes(subject) && all.includes(reference);
    }),
    { numRuns: 12 },
  );
  const [one] = await receipts(app);
  t.match(one!.text, /Dear customer,/);
  t.match(one!.text, /registered your complaint with reference number GRV-/);
});

t.test(
  'one address gets at most 3 receipts a day; every complaint is still registered',
  async (t) => {
    const { app } = await startApp(t, { RATE_LIMIT_FORMS: '100000' });
    const answers = [];
    for (const email of [
      'target@example.in',
      'Target@Example.in',
      'TARGET@example.in',
      'target@example.in',
    ])
      answers.push(await postJson(app, complaint({ email })));
    t.same(
      answers.map((a) => a.statusCode),
      [202, 202, 202, 202],
    );
    t.ok(
      answers.every((a) => /^GRV-/.test(a.json().reference)),
      'each has its reference',
    );
    t.equal((await receipts(app)).length, 3, 'the fourth receipt is not sent');
    t.equal((await postJson(app, complaint({ email: 'other@example.in' }))).statusCode, 202);
    t.equal((await receipts(app)).length, 4, 'another address is not held');
  },
);

t.test("the contact form's JSON and no-script routes spend one budget", async (t) => {
  const { app } = await startApp(t, { RATE_LIMIT_FORMS: '5' });
  const address = '192.0.2.77';
  const general = complaint({ category: 'General question' });
  const statuses = [
    (await postJson(app, general, address)).statusCode,
    (await postForm(app, '/contact-us', general, address)).statusCode,
    (await postJson(app, general, address)).statusCode,
    (await postForm(app, '/hi/contact-us', general, address)).statusCode,
    (await postJson(app, general, address)).statusCode,
    (await postForm(app, '/contact-us', general, address)).statusCode,
    (await postJson(app, general, address)).statusCode,
  ];
  t.same(statuses, [202, 200, 202, 200, 202, 429, 429]);
  t.equal((await postJson(app, general, '192.0.2.78')).statusCode, 202, 'another address');
});
