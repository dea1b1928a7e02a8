// My loans (issue 46) in Chromium at 390 px: one sample customer of each kind, both languages, axe clean; one
// borrower's two loans walked through: receipt, KFS figures recomputed, the closed loan's certificate and its check,
// a reminder asked for and withdrawn; another borrower's session tried against them; the Pay Now of a loan that is
// not the first of the lending API's answer reaching the gateway with that loan's amount (decision 0162).
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { codeSentTo, smsCount } from './sandbox.ts';
import { customersOn, type SeedCustomer } from '../../server/upstreams/sandbox/seed/customers.ts';
import { seedPayments } from '../../server/upstreams/sandbox/seed/payments.ts';
import { todayIso } from '../../shared/india-date.ts';
import { quoteLoan } from '../../shared/calculator.ts';
import { formatRupees } from '../../shared/format.ts';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Opens a repay session in this browser for a borrower, by PAN (the other journeys' specs ask codes for the mobiles:
 * a PAN is an identifier of its own, so its one code a minute is this spec's), as the repay page's code step does.
 */
async function signIn(page: Page, pan: string, mobile: string) {
  await page.goto('/repay-loan');
  const since = await smsCount();
  const sent = await page.request.post('/api/otp', {
    data: { purpose: 'repay', identifier: pan },
    headers: { origin: page.url().replace(/\/repay-loan$/, '') },
  });
  expect(sent.status()).toBe(202);
  const code = await codeSentTo(mobile, since);
  const verified = await page.request.post('/api/otp/verify', {
    data: { purpose: 'repay', identifier: pan, code },
    headers: { origin: page.url().replace(/\/repay-loan$/, '') },
  });
  expect(verified.status()).toBe(200);
}

const today = todayIso();

/**
 * What makes a borrower's page differ from another's: the loan's status, whether an overdue loan carries its
 * breakdown, a missing e-mail or customer id, a loan with its own terms (cooling-off), the earlier loans' statuses, a
 * payment already in our ledger. The words and figures of every sample customer's page, in both languages, are
 * checked over HTTP (tests/api/my-loans.test.ts); here one borrower of each kind is seen in the browser: hydrated,
 * laid out and axe clean.
 */
const kindOf = (c: SeedCustomer) =>
  JSON.stringify([
    c.status,
    c.principal_interest_due !== undefined,
    c.email === undefined,
    c.id === undefined,
    c.terms !== undefined,
    (c.earlierLoans ?? []).map((l) => l.status),
    seedPayments.some((p) => p.loan_no === c.loan_no),
  ]);
const borrowers = [
  ...new Map(
    customersOn(today)
      .filter((c) => c.mobile !== '')
      .map((c) => [kindOf(c), c] as const)
      .reverse(), // the first borrower of each kind is the one kept
  ).values(),
];

test('one borrower of each kind is seen in the browser', () => {
  // Aarav on time, Kabir and Rohan overdue with and without a breakdown, Ananya without e-mail, Meera without a
  // customer id, Ishita inside the cooling-off period, Pooja with a closed loan, Rhea with two due, Manish paid.
  expect(borrowers.length).toBeGreaterThanOrEqual(9);
});

for (const c of borrowers) {
  test(`${c.first_name} ${c.sur_name} sees their loans in English and Hindi, axe clean`, async ({
    page,
  }) => {
    await signIn(page, c.pancard, c.mobile);
    for (const [path, heading, loanWord] of [
      ['/my-loans', 'My loans', 'Loan'],
      ['/hi/my-loans', 'मेरे लोन', 'लोन'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const loans = [c.loan_no, ...(c.earlierLoans ?? []).map((l) => l.loan_no)];
      for (const loanNo of loans)
        await expect(page.getByText(`${loanWord} ${loanNo}`, { exact: true })).toBeVisible();
      // One loan: open at once, its amount due in view; of several, those due open.
      if (loans.length === 1)
        await expect(page.locator('details.loan-card')).toHaveAttribute('open', '');
      await expect(page.locator('details.loan-card').first()).toContainText(
        formatRupees(c.total_repayable, 2),
      );
      await expect(page.getByRole('button', { name: /Not you|I’m done|आप नहीं/ })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('two loans walked: receipt, KFS recomputed, certificate checked, reminder asked and withdrawn; another borrower refused', async ({
  page,
}) => {
  // By mobile: the test above signs in by PAN, and one caller may ask for one identifier's code only every 30 s.
  await signIn(page, '9871023456', '9871023456');
  await page.goto('/my-loans');
  await hydrated(page);
  const cards = page.locator('details.loan-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).locator('summary')).toContainText('RFL210014');
  await expect(cards.nth(1).locator('summary')).toContainText('RFL209014');

  // The closed loan: its payment, and its receipt as a page to print.
  await cards.nth(1).locator('summary').click();
  const payments = cards.nth(1).getByRole('table').nth(1);
  await expect(payments).toContainText('₹11,500.00');
  await expect(payments).toContainText('SBX209014PAID');
  await cards.nth(1).getByRole('link', { name: 'Receipt for payment SBX209014PAID' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Amount received/ })).toContainText('₹11,500.00');
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The current loan's KFS: every figure as the terms module works it out.
  await page.goto('/my-loans');
  // The loan due is open; the closed one is a summary to open.
  await expect(cards.nth(0)).toHaveAttribute('open', '');
  await expect(cards.nth(1)).not.toHaveAttribute('open', '');
  await cards.nth(0).getByRole('link', { name: 'Key Fact Statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Key Fact Statement' })).toBeVisible();
  const q = quoteLoan({ amount: 10000, rate: 0.1, days: 30 });
  const row = (name: RegExp) => page.getByRole('row', { name });
  await expect(row(/Loan amount/)).toContainText('₹10,000.00');
  await expect(row(/Processing fee/)).toContainText(formatRupees(q.processingFee, 2));
  await expect(row(/GST on the processing fee/)).toContainText(formatRupees(q.gstOnFee, 2));
  await expect(row(/Net amount disbursed/)).toContainText(formatRupees(q.net, 2));
  await expect(row(/Total amount to be repaid/)).toContainText(formatRupees(q.repayable, 2));
  await expect(row(/APR/)).toContainText(`${q.apr.toFixed(2)}%`);
  await expectNoAxeViolations(page);

  // The closed loan's no-dues certificate, and its reference checked as a stranger would.
  await page.goto('/my-loans');
  await cards.nth(1).locator('summary').click();
  await cards.nth(1).getByRole('link', { name: 'No-dues certificate' }).click();
  await expect(page.getByText(/has repaid in full loan number RFL209014/)).toBeVisible();
  const ref = (await page.locator('.document-ref').textContent())!.trim();
  const stranger = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await stranger.goto('/hi/verify-document');
  await stranger.getByLabel('दस्तावेज़ का रेफ़रेंस').fill(ref);
  await stranger.getByRole('button', { name: 'जाँचें' }).click();
  await expect(stranger.getByText('असली: यह दस्तावेज़ हमने जारी किया है')).toBeVisible();
  await expect(stranger.getByText('9014', { exact: true })).toBeVisible();
  await expectNoAxeViolations(stranger);
  const altered = ref.slice(0, -1) + (ref.endsWith('A') ? 'B' : 'A');
  await stranger.goto(`/verify-document?ref=${altered}`);
  await expect(stranger.getByText('We did not issue a document with this reference')).toBeVisible();
  await stranger.close();

  // A reminder for the loan due: asked for with consent, then withdrawn.
  await page.goto('/my-loans');
  await hydrated(page);
  const reminder = cards.nth(0).locator('.loan-reminder');
  await reminder.getByRole('checkbox').check();
  await reminder.getByRole('button', { name: 'Send me reminders' }).click();
  await expect(page.getByText('Reminders are on. We will send them')).toBeVisible();
  await reminder.getByRole('button', { name: 'Stop reminders' }).click();
  await expect(page.getByText('Reminders are off.')).toBeVisible();
  await expect(reminder.getByRole('button', { name: 'Send me reminders' })).toBeVisible();

  // Another borrower's session (Manish Thakur's, by mobile) gets none of these documents.
  const pooja = await (await page.request.get('/api/my-loans')).json();
  const refs: string[] = [
    pooja.loans[0].kfsRef,
    pooja.loans[1].noDuesRef,
    pooja.loans[1].payments[0].receiptRef,
  ];
  await page.context().clearCookies();
  await signIn(page, '9711045678', '9711045678');
  for (const ref of refs) {
    await page.goto(`/my-loans?document=${ref}`);
    await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible();
    await expect(page.getByText('RFL209014')).toHaveCount(0);
  }
  await page.goto('/my-loans');
  await expect(page.getByText('RFL209014')).toHaveCount(0);
  await expect(page.getByText('Loan RFL210015', { exact: true })).toBeVisible();
});

test('Pay Now of a chosen loan reaches the gateway with that loan’s amount, in English and Hindi, with and without script', async ({
  page,
  browser,
}) => {
  // Rhea Kapoor's two loans are both due: the second card's loan is the second item of the lending API's answer.
  await signIn(page, '9820456123', '9820456123');
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  for (const [path, payNow, proceed] of [
    ['/my-loans', 'Pay Now', 'Continue to payment'],
    ['/hi/my-loans', 'अभी भुगतान करें', 'भुगतान के लिए आगे बढ़ें'],
  ] as const) {
    for (const [p, script] of [
      [page, true],
      [plain, false],
    ] as const) {
      await p.goto(path);
      if (script) await hydrated(p);
      const card = p.locator('details.loan-card').nth(1);
      await expect(card.locator('summary')).toContainText('RFL209016');
      await expect(card).toContainText('₹8,240.00');
      await card.getByRole('button', { name: payNow }).click();
      // Without script the checkout page waits for its button; with script it posts the gateway form itself.
      if (!script) await p.getByRole('button', { name: proceed }).click();
      await expect(p.getByTestId('gateway-amount')).toHaveText('₹8,240.00');
    }
  }
  await noScript.close();
});
