// My loans' Pay Now pays the loan its form names (issue 46): exactly that loan of the session's own lookup answer,
// its amount due, its 72-hour guard and its ledger row, also when it is not the first item of listTask. A closed
// loan is refused 409; a loan number that is not one of the session's loans is refused 404, with the same page as
// a number nobody has, and never reaches the gateway or the ledger.
import t from 'tap';
import fc from 'fast-check';
import { startApp } from '../helpers/app.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { initiate, payAtGateway, postCallback, readForm } from '../helpers/gateway.ts';
import { agePaidPayments } from '../helpers/database.ts';
import { customers } from '../../server/upstreams/sandbox/seed/index.ts';
import { loanNumberPattern } from '../../shared/field-rules.ts';
import type { MyLoans } from '../../shared/schemas/my-loans.ts';

const { app, logs } = await startApp(t, {
  RATE_LIMIT_LOOKUP: '100000',
  RATE_LIMIT_LOOKUP_ADDRESS: '100000',
  RATE_LIMIT_OTP_SEND: '1000',
  RATE_LIMIT_OTP_VERIFY: '1000',
  RATE_LIMIT_DEFAULT: '100000',
});

/** Rhea Kapoor: two loans due at once, the earlier one (due first) the second item of listTask. */
const RHEA = '9820456123';
/** Pooja Menon: a loan due and an earlier one closed. */
const POOJA = '9871023456';

const html = { accept: 'text/html' };

async function myLoans(cookie: string): Promise<MyLoans> {
  const res = await app.inject({ method: 'GET', url: '/api/my-loans', headers: { cookie } });
  t.equal(res.statusCode, 200);
  return res.json();
}

const paymentsOf = async (loanNo: string) =>
  (
    await app.database.query<{ lead_id: string; amount: string; outcome: string | null }>(
      'SELECT lead_id, amount, outcome FROM payments WHERE loan_no = $1 ORDER BY initiated_at',
      [loanNo],
    )
  ).rows;

t.test(
  'the two-loan borrower pays the second loan of the answer: its amount, its ledger row, its confirmation',
  async (t) => {
    await agePaidPayments(app.database);
    const cookie = await verifiedSession(app, 'repay', RHEA);
    const before = await myLoans(cookie);
    t.same(
      before.loans.map((l) => [l.loanNumber, l.amountDue, l.payNow]),
      [
        ['RFL210016', 6180, true],
        ['RFL209016', 8240, true],
      ],
      'newest first, each due loan with its own Pay Now',
    );

    const started = await initiate(app, { loanNumber: 'RFL209016' }, { cookie, ...html });
    t.equal(started.statusCode, 303);
    const checkout = await app.inject({
      method: 'GET',
      url: String(started.headers.location),
      headers: { cookie },
    });
    t.equal(checkout.statusCode, 200);
    t.match(checkout.body, 'RFL209016', 'the gateway page names the chosen loan');
    t.match(checkout.body, '₹8,240.00', 'and its amount due, not the first loan’s ₹6,180');
    const form = readForm(checkout.body);
    t.equal(form.fields.amount, '8240.00');
    t.equal(form.fields.udf1, '209016', 'the chosen loan’s lead');
    t.equal(form.fields.udf2, 'RFL209016', 'the chosen loan’s number');

    const paid = await postCallback(app, await payAtGateway(form, 'success'));
    t.equal(paid.statusCode, 303);
    const confirmation = String(paid.headers.location);
    t.match(confirmation, /^\/order-confirmation\?txnid=/);
    t.same(await paymentsOf('RFL209016'), [
      { lead_id: '209016', amount: '8240.00', outcome: 'paid' },
    ]);
    t.same(await paymentsOf('RFL210016'), [], 'the first loan was not charged');
    const page = await app.inject({ method: 'GET', url: confirmation });
    t.match(page.body, 'Loan number');
    t.match(page.body, 'RFL209016', 'the confirmation names the loan paid');
    t.match(page.body, '₹8,240.00');

    const after = await myLoans(cookie);
    const [first, second] = after.loans;
    t.equal(second!.payNow, false, 'no Pay Now on the loan just paid');
    t.equal(second!.recentPayment?.amount, 8240);
    t.equal(first!.payNow, true, 'the other loan still has its own');
    const twice = await initiate(app, { loanNumber: 'RFL209016' }, { cookie, ...html });
    t.equal(twice.statusCode, 409, 'its 72-hour guard: no second payment');
    t.match(twice.body, 'A payment of ₹8,240.00 on this loan was received');
  },
);

t.test('the Hindi reader pays a chosen loan on the Hindi gateway page', async (t) => {
  await agePaidPayments(app.database);
  const cookie = await verifiedSession(app, 'repay', RHEA);
  const started = await initiate(
    app,
    { loanNumber: 'RFL209016' },
    { cookie, ...html, 'accept-language': 'hi' },
  );
  t.equal(started.statusCode, 303);
  const checkout = await app.inject({
    method: 'GET',
    url: String(started.headers.location),
    headers: { cookie },
  });
  t.match(checkout.body, 'lang="hi-IN"');
  t.match(checkout.body, 'RFL209016');
  t.match(checkout.body, '₹8,240.00');
});

t.test('Pay Now on a closed loan is refused 409, on the due one it starts', async (t) => {
  await agePaidPayments(app.database);
  const cookie = await verifiedSession(app, 'repay', POOJA);
  const closed = await initiate(app, { loanNumber: 'RFL209014' }, { cookie, ...html });
  t.equal(closed.statusCode, 409);
  t.match(closed.body, 'There is nothing to pay on this loan right now.');
  const due = await initiate(app, { loanNumber: 'RFL210014' }, { cookie, ...html });
  t.equal(due.statusCode, 303);
});

t.test('a malformed loan number is refused 422 with its own message', async (t) => {
  const cookie = await verifiedSession(app, 'repay', POOJA);
  for (const loanNumber of ['', ' RFL1', 'RFL<1>', 'x'.repeat(41), 'RFL-', '../RFL1']) {
    const res = await initiate(app, { loanNumber }, { cookie, ...html });
    t.equal(res.statusCode, 422, JSON.stringify(loanNumber));
    t.match(res.body, 'Not a loan number of ours');
  }
});

t.test(
  'a loan number not of the session’s loans is refused 404 as an unknown one, whatever it is',
  async (t) => {
    const cookie = await verifiedSession(app, 'repay', POOJA);
    const own = new Set(['RFL210014', 'RFL209014']);
    const othersLoans = customers
      .flatMap((c) => [c.loan_no, ...(c.earlierLoans ?? []).map((l) => l.loan_no)])
      .filter((n) => !own.has(n));
    t.ok(othersLoans.includes('RFL209016'), 'another borrower’s loan that is due is among them');
    const unknown = await initiate(app, { loanNumber: 'RFL999999' }, { cookie, ...html });
    t.equal(unknown.statusCode, 404);
    t.match(unknown.body, 'We found no loan with that number among your loans.');
    t.match(
      unknown.body,
      /<a [^>]*href="\/my-loans"[^>]*>Back to My loans<\/a>/,
      'back where Pay Now was',
    );
    const hindi = await initiate(
      app,
      { loanNumber: 'RFL999999' },
      { cookie, ...html, 'accept-language': 'hi' },
    );
    t.equal(hindi.statusCode, 404);
    t.match(hindi.body, 'आपके लोन में इस नंबर का कोई लोन नहीं मिला।', 'in the reader’s language');
    t.match(hindi.body, /<a [^>]*href="\/hi\/my-loans"[^>]*>मेरे लोन पेज पर वापस जाएँ<\/a>/);
    const ledgerBefore = (await app.database.query('SELECT count(*)::int AS n FROM payments'))
      .rows[0] as { n: number };
    const logsBefore = logs.length;

    const loanNumber = fc.oneof(
      fc.constantFrom(...othersLoans),
      fc.stringMatching(loanNumberPattern).filter((n) => !own.has(n)),
    );
    await fc.assert(
      fc.asyncProperty(loanNumber, async (n) => {
        const res = await initiate(app, { loanNumber: n }, { cookie, ...html });
        if (res.statusCode !== 404) throw new Error(`${n}: ${res.statusCode}`);
        if (res.body !== unknown.body)
          throw new Error(`${n}: another page than an unknown number’s`);
      }),
      { numRuns: 60, seed: 46_2026 },
    );
    const ledgerAfter = (await app.database.query('SELECT count(*)::int AS n FROM payments'))
      .rows[0] as { n: number };
    t.equal(ledgerAfter.n, ledgerBefore.n, 'no payment was started');
    const lines = logs.slice(logsBefore).join('\n');
    for (const c of customers) {
      t.notMatch(lines, c.pancard, 'no PAN logged');
      if (c.mobile) t.notMatch(lines, c.mobile, 'no mobile logged');
      t.notMatch(lines, c.first_name, 'no name logged');
    }
  },
);

t.test('another borrower’s payment page is not this session’s', async (t) => {
  await agePaidPayments(app.database);
  const rhea = await verifiedSession(app, 'repay', RHEA);
  const started = await initiate(app, { loanNumber: 'RFL210016' }, { cookie: rhea, ...html });
  t.equal(started.statusCode, 303);
  const pooja = await verifiedSession(app, 'repay', POOJA);
  const res = await app.inject({
    method: 'GET',
    url: String(started.headers.location),
    headers: { cookie: pooja, ...html },
  });
  t.equal(res.statusCode, 404);
  t.notMatch(res.body, 'RFL210016');
});

t.test('a named loan inside its cooling-off period pays its exit amount with `pay`', async (t) => {
  await agePaidPayments(app.database);
  // Ishita Banerjee's loan: ₹36,000 at 0.2% a day, disbursed yesterday (day 2 of the period today).
  const cookie = await verifiedSession(app, 'repay', '9830101234');
  const started = await initiate(
    app,
    { loanNumber: 'RFL210010', pay: 'cooling-off-exit' },
    { cookie, ...html },
  );
  t.equal(started.statusCode, 303);
  const checkout = await app.inject({
    method: 'GET',
    url: String(started.headers.location),
    headers: { cookie },
  });
  const form = readForm(checkout.body);
  t.equal(form.fields.amount, '34020.00', 'the exit, not the ₹37,080 due');
  t.equal(form.fields.udf2, 'RFL210010');
});
