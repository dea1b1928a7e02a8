// My loans (issue 46): after the one-time code, every loan of the borrower, newest first, with their verified payments
// and the documents they are owed; the pages in both languages for every sample customer; a session for one borrower
// never reaches another's loan, receipt or document; the reference check accepts genuine references and refuses
// altered ones; reminders are asked for with consent and withdrawn.
import t from 'tap';
import fc from 'fast-check';
import { startApp } from '../helpers/app.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { customers } from '../../server/upstreams/sandbox/seed/index.ts';
import { quoteLoan, repaymentDate } from '../../shared/calculator.ts';
import { productTerms } from '../../shared/product-terms.ts';
import { todayIso } from '../../shared/india-date.ts';
import type { MyLoans } from '../../shared/schemas/my-loans.ts';

const { app } = await startApp(t, {
  RATE_LIMIT_LOOKUP: '10000',
  RATE_LIMIT_LOOKUP_ADDRESS: '10000',
  RATE_LIMIT_OTP_SEND: '1000',
  RATE_LIMIT_OTP_VERIFY: '1000',
  RATE_LIMIT_DEFAULT: '100000',
});

const withMobile = customers.filter((c) => c.mobile !== '');
const form = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: 'http://localhost:3000',
};

async function myLoans(mobile: string): Promise<MyLoans> {
  const cookie = await verifiedSession(app, 'repay', mobile);
  const res = await app.inject({ method: 'GET', url: '/api/my-loans', headers: { cookie } });
  if (res.statusCode !== 200)
    throw new Error(`/api/my-loans answered ${res.statusCode}: ${res.body}`);
  t.equal(res.headers['cache-control'], 'no-store');
  return res.json();
}

const page = async (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Every document reference a borrower's loans carry. */
const refsOf = (loans: MyLoans) =>
  loans.loans.flatMap((l) => [
    l.kfsRef,
    ...(l.noDuesRef ? [l.noDuesRef] : []),
    ...l.payments.map((p) => p.receiptRef),
  ]);

t.test('without a session: 401 from the API, and the page asks for the code first', async (t) => {
  const res = await app.inject({ method: 'GET', url: '/api/my-loans' });
  t.equal(res.statusCode, 401);
  for (const url of ['/my-loans', '/hi/my-loans']) {
    const html = (await page(url)).body;
    t.match(
      html,
      url === '/my-loans' ? 'Verify your mobile number first' : 'पहले अपना मोबाइल नंबर सत्यापित करें',
    );
  }
});

t.test(
  'every sample customer sees their loans on the page in both languages, never cached or indexed',
  async (t) => {
    for (const c of withMobile) {
      const cookie = await verifiedSession(app, 'repay', c.mobile);
      for (const url of ['/my-loans', '/hi/my-loans']) {
        const res = await page(url, cookie);
        t.equal(res.statusCode, 200, `${c.first_name} ${url}`);
        t.equal(res.headers['cache-control'], 'no-store', `${url} is not cached`);
        t.match(res.body, '<meta name="robots" content="noindex">', `${url} is not indexed`);
        t.match(
          res.body,
          `Loan ${c.loan_no}`.replace('Loan', url === '/my-loans' ? 'Loan' : 'लोन'),
        );
        t.notMatch(res.body, c.pancard, 'the PAN is not on the page');
        t.notMatch(res.body, c.mobile, 'the whole mobile is not on the page');
      }
    }
  },
);

t.test(
  'a borrower with two loans sees both, newest first: the closed one with its receipt and certificate',
  async (t) => {
    const { loans } = await myLoans('9871023456');
    t.same(
      loans.map((l) => l.loanNumber),
      ['RFL210014', 'RFL209014'],
    );
    const [current, closed] = loans as [MyLoans['loans'][0], MyLoans['loans'][0]];
    t.equal(current.payNow, true, 'Pay Now on the loan due');
    t.equal(current.noDuesRef, undefined, 'no certificate for a loan still due');
    t.equal(closed.status, 'Closed');
    t.equal(closed.amountDue, 0);
    t.equal(closed.payNow, false);
    t.equal(closed.closedOn, repaymentDate(todayIso(), -41));
    t.ok(closed.noDuesRef, 'a closed loan is owed its no-dues certificate');
    t.equal(closed.payments.length, 1);
    t.equal(closed.payments[0]!.amount, 11500);
    t.equal(closed.reminder.available, false, 'no reminder for a closed loan');
  },
);

t.test(
  'a payment made yesterday: listed with its receipt, and no Pay Now for 72 hours',
  async (t) => {
    const { loans } = await myLoans('9711045678');
    const [loan] = loans;
    t.equal(loan!.payNow, false);
    t.equal(loan!.recentPayment?.amount, 14420);
    t.equal(loan!.payments[0]!.txnid, 'SBX210015PAID');
    t.equal(loan!.reminder.available, false, 'no reminder for a loan just paid');
  },
);

t.test(
  'a loan inside its cooling-off period shows its exit, and a button that pays it',
  async (t) => {
    const { loans } = await myLoans('9830101234');
    t.ok(loans[0]!.coolingOff);
    t.equal(loans[0]!.coolingOff!.day, 2);
    const cookie = await verifiedSession(app, 'repay', '9830101234');
    const amount = `₹${loans[0]!.coolingOff!.exitAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    for (const [url, button] of [
      ['/my-loans', `Pay ${amount} and leave the loan`],
      ['/hi/my-loans', amount],
    ] as const) {
      const html = (await page(url, cookie)).body;
      const form =
        /<form[^>]*action="\/payments\/initiate"[^>]*>(?:(?!<\/form>).)*name="pay" value="cooling-off-exit"(?:(?!<\/form>).)*<\/form>/s.exec(
          html,
        )?.[0];
      t.ok(form, `${url}: the exit's own form`);
      t.match(form, `name="loanNumber" value="${loans[0]!.loanNumber}"`, 'for this loan');
      t.match(form, button);
    }
    // What the button posts starts the exit's payment of that loan, at the day's amount.
    const started = await app.inject({
      method: 'POST',
      url: '/payments/initiate',
      payload: new URLSearchParams({
        loanNumber: loans[0]!.loanNumber,
        pay: 'cooling-off-exit',
      }).toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    t.equal(started.statusCode, 303);
    const checkout = await app.inject({ url: started.headers.location!, headers: { cookie } });
    t.match(checkout.body, amount);
  },
);

t.test('the KFS carries the loan’s own figures, worked out by the terms module', async (t) => {
  const cookie = await verifiedSession(app, 'repay', '9871023456');
  const { loans } = await myLoans('9871023456');
  const res = await page(`/my-loans?document=${loans[0]!.kfsRef}`, cookie);
  t.equal(res.headers['cache-control'], 'no-store');
  const q = quoteLoan({ amount: 10000, rate: 0.1, days: 30 });
  for (const figure of [
    '₹10,000.00',
    '₹500.00',
    '₹90.00',
    '₹9,410.00',
    '₹300.00',
    '₹10,300.00',
    `${q.apr.toFixed(2)}%`,
  ])
    t.match(res.body, figure, `the KFS shows ${figure}`);
  t.equal(q.processingFee, (10000 * productTerms.processingFeePercent) / 100);

  // A loan whose rate the lending API does not give: the figures that need it are said to be missing.
  const aarav = await verifiedSession(app, 'repay', '9810012345');
  const aaravLoans = (
    await app.inject({ method: 'GET', url: '/api/my-loans', headers: { cookie: aarav } })
  ).json();
  const kfs = await page(`/my-loans?document=${aaravLoans.loans[0].kfsRef}`, aarav);
  t.match(kfs.body, 'Not given by our lending system');
  t.match(kfs.body, '₹5,000.00', 'the amount from getLeadDetails');
  const hi = await page(`/hi/my-loans?document=${aaravLoans.loans[0].kfsRef}`, aarav);
  t.match(hi.body, 'हमारे लोन सिस्टम ने यह नहीं बताया');
});

t.test(
  'the no-dues certificate names the loan, its closing day and our registered details',
  async (t) => {
    const cookie = await verifiedSession(app, 'repay', '9871023456');
    const { loans } = await myLoans('9871023456');
    const ref = loans[1]!.noDuesRef!;
    const html = (await page(`/my-loans?document=${ref}`, cookie)).body;
    t.match(html, 'RFL209014');
    t.match(html, 'No-dues certificate');
    t.match(html, 'Certificate of Registration');
    t.match(html, ref);
    const hi = (await page(`/hi/my-loans?document=${ref}`, cookie)).body;
    t.match(hi, 'नो-ड्यूज़');
  },
);

t.test('a session for one borrower never shows another’s loan, receipt or document', async (t) => {
  const all = new Map<string, MyLoans>();
  for (const mobile of ['9871023456', '9711045678', '9810012345', '9830101234'])
    all.set(mobile, await myLoans(mobile));
  const mobiles = [...all.keys()];
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...mobiles),
      fc.constantFrom(...mobiles),
      fc.nat(),
      fc.constantFrom('', '/hi'),
      async (mine, theirs, pick, base) => {
        fc.pre(mine !== theirs);
        const cookie = await verifiedSession(app, 'repay', mine);
        const other = all.get(theirs)!;
        const refs = refsOf(other);
        const ref = refs[pick % refs.length]!;
        const doc = await page(`${base}/my-loans?document=${ref}`, cookie);
        for (const loan of other.loans) t.notMatch(doc.body, loan.loanNumber);
        if (!/document not found|दस्तावेज़ नहीं मिला/i.test(doc.body))
          throw new Error(`${ref} shown to ${mine}`);
        // Their loan number in the reminder form: the same answer as a loan that cannot have reminders.
        const loanNumber = other.loans[pick % other.loans.length]!.loanNumber;
        const res = await app.inject({
          method: 'POST',
          url: `${base}/my-loans/reminder`,
          headers: { ...form, cookie },
          payload: new URLSearchParams({ loanNumber, action: 'ask', consent: 'yes' }).toString(),
        });
        if (res.headers.location !== `${base}/my-loans?reminder=unavailable`)
          throw new Error(`${res.headers.location} for ${loanNumber}`);
        const mineNow = await app.inject({
          method: 'GET',
          url: '/api/my-loans',
          headers: { cookie },
        });
        const shown = JSON.stringify(mineNow.json());
        for (const loan of other.loans)
          if (shown.includes(loan.loanNumber)) throw new Error('leaked');
      },
    ),
    { numRuns: 40, seed: 46 },
  );
  // Made-up references too: never a document.
  const cookie = await verifiedSession(app, 'repay', '9871023456');
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 60 }), async (ref) => {
      const res = await page(`/my-loans?document=${encodeURIComponent(ref)}`, cookie);
      if (res.statusCode !== 200 || !res.body.includes('Document not found')) throw new Error(ref);
    }),
    { numRuns: 60, seed: 46 },
  );
});

t.test('the reference check accepts genuine references and refuses altered ones', async (t) => {
  const loans = await myLoans('9871023456');
  const refs = refsOf(loans);
  for (const ref of refs) {
    const res = await app.inject({ method: 'GET', url: `/api/documents/check?ref=${ref}` });
    t.equal(res.statusCode, 200, ref);
    t.equal(res.json().genuine, true);
    t.notMatch(res.body, /Pooja|Menon|9871023456|AKMPM5567R/, 'no personal data');
    const html = (await page(`/verify-document?ref=${ref}`)).body;
    t.match(html, 'Genuine: we issued this document');
    t.match((await page(`/hi/verify-document?ref=${ref}`)).body, 'असली');
  }
  const receipt = (
    await app.inject({
      method: 'GET',
      url: `/api/documents/check?ref=${loans.loans[1]!.payments[0]!.receiptRef}`,
    })
  ).json();
  t.same(
    { kind: receipt.kind, loanEnding: receipt.loanEnding, amount: receipt.amount },
    { kind: 'receipt', loanEnding: '9014', amount: 11500 },
  );

  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...refs), fc.nat(), fc.nat(), async (ref, at, by) => {
      // One character changed, anywhere after the prefix's RF: the kind letter, the name or the signature.
      const positions = [...ref]
        .map((ch, i) => (i >= 2 && ch !== '-' ? i : -1))
        .filter((i) => i >= 0);
      const i = positions[at % positions.length]!;
      const pool = i === 2 ? 'RKN' : alphabet;
      const replacement = [...pool].filter((ch) => ch !== ref[i])[by % (pool.length - 1)]!;
      const altered = ref.slice(0, i) + replacement + ref.slice(i + 1);
      const res = await app.inject({ method: 'GET', url: `/api/documents/check?ref=${altered}` });
      if (res.statusCode !== 404) throw new Error(`${altered}: ${res.statusCode}`);
      const html = (await page(`/verify-document?ref=${altered}`)).body;
      if (!html.includes('We did not issue a document with this reference'))
        throw new Error(altered);
    }),
    { numRuns: 80, seed: 46 },
  );
  const malformed = await app.inject({ method: 'GET', url: '/api/documents/check?ref=hello' });
  t.equal(malformed.statusCode, 400);
  t.match((await page('/verify-document?ref=hello')).body, 'That is not a reference of ours');
});

t.test('a reminder: refused without consent, asked with it, then withdrawn', async (t) => {
  const mobile = '9847023456';
  const cookie = await verifiedSession(app, 'repay', mobile);
  const before = await myLoans(mobile);
  const loanNumber = before.loans[0]!.loanNumber;
  t.equal(before.loans[0]!.reminder.available, true);
  const post = (fields: Record<string, string>, base = '') =>
    app.inject({
      method: 'POST',
      url: `${base}/my-loans/reminder`,
      headers: { ...form, cookie },
      payload: new URLSearchParams(fields).toString(),
    });
  t.equal(
    (await post({ loanNumber, action: 'ask' })).headers.location,
    '/my-loans?reminder=consent-needed',
  );
  t.equal((await myLoans(mobile)).loans[0]!.reminder.asked, false);
  const asked = await post({ loanNumber, action: 'ask', consent: 'yes' }, '/hi');
  t.equal(asked.statusCode, 303);
  t.equal(asked.headers.location, '/hi/my-loans?reminder=asked');
  t.equal((await myLoans(mobile)).loans[0]!.reminder.asked, true);
  const { rows } = await app.database.query<{ language: string; consent_text: string }>(
    'SELECT language, consent_text FROM loan_reminders WHERE loan_no = $1',
    [loanNumber],
  );
  t.equal(rows[0]!.language, 'hi');
  t.match(rows[0]!.consent_text, 'सहमत', 'the consent as the Hindi reader ticked it');
  t.equal(
    (await post({ loanNumber, action: 'withdraw' })).headers.location,
    '/my-loans?reminder=withdrawn',
  );
  t.equal((await myLoans(mobile)).loans[0]!.reminder.asked, false);
  const { rows: after } = await app.database.query<{ mobile: string | null }>(
    'SELECT mobile FROM loan_reminders WHERE loan_no = $1',
    [loanNumber],
  );
  t.equal(after[0]!.mobile, null, 'the mobile is forgotten on withdrawal');
  // Without a session the form goes back to the page, which asks for the code.
  const gone = await app.inject({
    method: 'POST',
    url: '/my-loans/reminder',
    headers: form,
    payload: 'loanNumber=RFL210002&action=ask&consent=yes',
  });
  t.equal(gone.headers.location, '/my-loans');
});
