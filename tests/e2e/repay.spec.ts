import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { test, expect, hydrated, requestsTo } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { codeSentTo, sandboxRecords, smsCount } from './sandbox.ts';
import { problemOf } from '../../server/http/errors.ts';
import { tooManyAttempts } from '../../shared/messages.ts';

async function openRepay(page: import('@playwright/test').Page, path = '/repay-loan') {
  await page.goto(path);
  await hydrated(page);
}

async function search(page: import('@playwright/test').Page, query: string) {
  await page.getByLabel('Mobile number or PAN').fill(query);
  await page.getByRole('button', { name: 'Search' }).click();
}

const codeBox = (page: import('@playwright/test').Page) =>
  page.getByLabel('Enter the 6-digit code');

/** Searches, reads the code the sandbox's SMS sink received for the registered mobile, and types it (issue 16). */
async function findLoan(page: import('@playwright/test').Page, query: string, mobile: string) {
  const since = await smsCount();
  await search(page, query);
  await expect(codeBox(page)).toBeVisible();
  await codeBox(page).fill(await codeSentTo(mobile, since));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(loanTable(page)).toBeVisible();
}

const loanTable = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Your loan' });
const cell = (page: import('@playwright/test').Page, row: string) =>
  loanTable(page)
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .getByRole('cell');

test.use({ viewport: { width: 390, height: 844 } });

test('a loan found by mobile number, through the code, shows its details masked', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/); // the wrong code typed on purpose
  await openRepay(page);
  const since = await smsCount();
  await search(page, '98100 12345');
  await expect(
    page.getByText(
      'If this number or PAN has a loan with us, we have sent a code to the registered mobile (******2345).',
    ),
  ).toBeVisible();
  await expect(codeBox(page)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeBox(page)).toHaveAttribute('inputmode', 'numeric');
  await expect(loanTable(page)).toHaveCount(0);
  const code = await codeSentTo('9810012345', since);
  await codeBox(page).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toContainText(
    '4 tries left.',
  );
  await expect(codeBox(page)).toHaveAttribute('aria-invalid', 'true');
  await codeBox(page).fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(cell(page, 'Name')).toHaveText('Aarav');
  await expect(cell(page, 'Loan number')).toHaveText('RFL210001');
  await expect(cell(page, 'Amount due')).toHaveText('₹5,150.00');
  await expect(cell(page, 'Repayment date')).toHaveText('05/11/2026');
  await expect(cell(page, 'Status')).toHaveText('Disbursed');
  await expect(cell(page, 'Mobile')).toHaveText('********45');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an overdue loan found by PAN explains its amount from the lending record', async ({
  page,
}) => {
  await openRepay(page);
  await findLoan(page, 'dhwps6619h', '9915034567');
  await expect(cell(page, 'Name')).toHaveText('Kabir');
  await expect(cell(page, 'Status')).toHaveText('Overdue');
  await expect(page.getByText('Why the amount due is higher')).toBeVisible();
  await expect(
    page.getByText(
      'Amount due ₹12,360.00: principal and interest due ₹11,866.00; penal charges ₹494.00; 8 days overdue.',
    ),
  ).toBeVisible();
});

test('an overdue loan without a breakdown says it includes late charges', async ({ page }) => {
  await openRepay(page);
  await findLoan(page, '9558123456', '9558123456');
  await expect(
    page.getByText(
      'Amount due ₹48,300.00: includes charges for late payment; call us for a breakdown.',
    ),
  ).toBeVisible();
});

test('an unknown number gets the same code step, and no code works for it', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await openRepay(page);
  const since = await smsCount();
  await search(page, '9000000001');
  await expect(
    page.getByText(
      'If this number or PAN has a loan with us, we have sent a code to the registered mobile (******0001).',
    ),
  ).toBeVisible();
  await codeBox(page).fill('123456');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await expect(loanTable(page)).toHaveCount(0);
  expect(
    (await sandboxRecords()).sms.slice(since).filter((m) => m.mobile === '9000000001'),
  ).toEqual([]);
  await expectNoAxeViolations(page);
});

test('an empty search says Required without asking the server', async ({ page }) => {
  await openRepay(page);
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/otp')) asked = true;
  });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await expect(page.getByLabel('Mobile number or PAN')).toHaveAttribute('aria-invalid', 'true');
  expect(asked).toBe(false);
});

test('a network failure shows the try-later message', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|ERR_FAILED|ERR_INTERNET_DISCONNECTED|status of 401/);
  await openRepay(page);
  await page.route('**/api/otp', (route) => route.abort('internetdisconnected'));
  await search(page, '9810012345');
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
});

test('Pay Now, the gateway, Pay: the confirmation, then the loan shows the payment and no Pay Now', async ({
  page,
}) => {
  await openRepay(page);
  await findLoan(page, '9847023456', '9847023456');
  await expect(cell(page, 'Amount due')).toHaveText('₹8,240.00');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page.getByTestId('gateway-amount')).toHaveText('₹8,240.00');
  await expect(page.getByText('Rupeeflow', { exact: true })).toBeVisible();
  const txnid = (await page.getByTestId('gateway-txnid').textContent())!;
  expect(txnid).toMatch(/^CUS210002[A-Z0-9]+$/);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(
    new RegExp(`/order-confirmation\\?txnid=${txnid}&sig=[A-Za-z0-9_-]{22}$`),
  );
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(
    page.getByText('Thank you for your payment. Your transaction has been successfully completed.'),
  ).toBeVisible();
  await expect(page.getByText(txnid)).toBeVisible();
  await expect(page.getByText('₹8,240.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');

  // Looked up again: the payment is shown and Pay Now is gone (issue 19 item 1).
  await openRepay(page);
  await expect(loanTable(page)).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(
        `^Payment of ₹8,240\\.00 received on \\d\\d/\\d\\d/\\d{4} \\(transaction ${txnid}\\); it may take up to 48 hours to reflect\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
});

test('a crafted order confirmation link shows no thank-you and no amount', async ({ page }) => {
  await page.goto('/order-confirmation?txnid=CRAFTED123&amount=99999');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment details not available');
  await expect(page.getByText('Thank You!')).toHaveCount(0);
  await expect(page.getByText(/99,999/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});

test('a failed payment comes back with a notice and the same loan, without a second code', async ({
  page,
}) => {
  await openRepay(page);
  await findLoan(page, 'FNZPD3390B', '8013056789');
  const codesBefore = (await sandboxRecords()).sms.filter((m) => m.mobile === '8013056789').length;
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('button', { name: 'Fail this payment' }).click();

  await expect(page).toHaveURL(/\/repay-loan\?payment=failed$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Your payment was not completed' });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('Mobile number or PAN')).toHaveValue('FNZPD3390B');
  await expect(cell(page, 'Name')).toHaveText('Rohan');
  await expect(codeBox(page)).toHaveCount(0);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Mobile number or PAN')).toBeFocused();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByTestId('gateway-amount')).toHaveText('₹18,540.00');
  // Back from the gateway: a GET page of ours (Post-Redirect-Get), never "Confirm Form Resubmission".
  await page.goBack();
  await expect(page).toHaveURL(/\/(payments\/checkout\?txnid=|repay-loan)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    (await sandboxRecords()).sms.filter((m) => m.mobile === '8013056789').length,
    'no second code was sent',
  ).toBe(codesBefore);
  await page.goto('/repay-loan?payment=failed');
  await expectNoAxeViolations(page);
});

test('without script, a failed payment still shows the notice on Repay Your Loan', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/repay-loan?payment=failed');
  await expect(page.getByRole('alert')).toContainText('Your payment was not completed');
  await page.goto('/repay-loan?payment=pending');
  await expect(page.getByRole('alert')).toContainText('Your payment is waiting for confirmation');
  await page.goto('/repay-loan');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
});

test('without script, the search cannot open a loan: the code step needs the page to run', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/repay-loan');
  await page.getByLabel('Mobile number or PAN').fill('9810012345');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Please verify it is you' })).toBeVisible();
  await expect(page.getByText('₹5,150.00')).toHaveCount(0);
  await context.close();
});

test('the copy buttons put the account number, IFSC and UPI id on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRepay(page);
  const hdfc = page.getByRole('article', { name: 'HDFC Bank' });
  for (const [label, value] of [
    ['Account number', '50200071234567'],
    ['IFSC', 'HDFC0000590'],
    ['UPI ID', 'rupeeflow.collect@hdfcbank'],
  ]) {
    const button = hdfc.getByRole('button', { name: `Copy ${label}` });
    await button.click();
    await expect(button).toHaveText('Copied');
    await expect(hdfc.getByRole('status').filter({ hasText: `${label} copied` })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  }
});

test('the bank cards show every account detail', async ({ page }) => {
  await openRepay(page);
  const icici = page.getByRole('article', { name: 'ICICI Bank' });
  for (const text of [
    'Rupeeflow Finance Private Limited',
    '071505002345',
    'ICIC0000715',
    'Sector 62, Noida',
    'Current Account',
  ])
    await expect(icici.getByText(text, { exact: true })).toBeVisible();
  await expect(icici.getByRole('img', { name: /UPI QR code/ })).toHaveCount(0);
});

test('the QR code scans to a upi://pay link for our UPI id', async ({ page }) => {
  await openRepay(page);
  const qr = page.getByRole('img', { name: /UPI QR code/ });
  await qr.scrollIntoViewIfNeeded();
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded, 'the QR code decodes').not.toBeNull();
  const link = new URL(decoded!.data);
  expect(link.protocol).toBe('upi:');
  expect(link.searchParams.get('pa')).toBe('rupeeflow.collect@hdfcbank');
  expect(link.searchParams.get('pn')).toBe('Rupeeflow Finance Private Limited');
  expect(link.searchParams.get('cu')).toBe('INR');
  await expect(page.getByText('rupeeflow.collect@hdfcbank', { exact: true })).toBeVisible();
});

/** The payee the QR code on the page scans to, or null when it does not decode. */
async function scannedPayee(page: import('@playwright/test').Page): Promise<string | null> {
  const qr = page.getByRole('img', { name: /UPI QR code/ });
  await qr.scrollIntoViewIfNeeded();
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return decoded ? new URL(decoded.data).searchParams.get('pa') : null;
}

test("the QR code is the server's drawing on a first visit, and drawn from its own chunk when the page is reached by a link (decision 0127)", async ({
  page,
}) => {
  const codeChunks = requestsTo(page, /upi-qr-[^/]*\.js$/);
  await openRepay(page);
  expect(await scannedPayee(page)).toBe('rupeeflow.collect@hdfcbank');
  expect(codeChunks).toEqual([]);

  // Away and back by the footer's links (the footer is read back from the page too, decision 0127): they navigate
  // in the app, no second document is loaded.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const footer = page.locator('footer');
  await footer.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await footer.getByRole('link', { name: 'Repay Your Loan' }).click();
  await expect(page).toHaveURL(/\/repay-loan$/);
  expect(await scannedPayee(page)).toBe('rupeeflow.collect@hdfcbank');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(codeChunks).toHaveLength(1);
});

test('Repay Your Loan has no axe-core violations, empty and with an error', async ({ page }) => {
  await openRepay(page);
  await expectNoAxeViolations(page);
  // Digits are read as a mobile number, so a short one gets the mobile message (one set of field rules).
  await search(page, '12345');
  await expect(page.getByText('Enter valid 10-digit mobile number')).toBeVisible();
  await expectNoAxeViolations(page);
});

// One load at 360 px, then resized to 390 px: where the cards and their buttons fall is the CSS's, which follows a
// resize as it follows a load (0131). axe-core audits the page at 360 px here; at 390 px the test above audits it.
test('at 360 and 390 px the bank cards fit the screen with their copy buttons and QR code', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openRepay(page);
  const cards = page.locator('.bank-card');
  await expect(cards).toHaveCount(2);
  await expectNoAxeViolations(page);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      for (const button of await card.getByRole('button', { name: /^Copy / }).all()) {
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(box.x, `the copy button starts on screen at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `and ends on screen at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
    const qr = page.getByRole('img', { name: /UPI QR code/ });
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toBeVisible();
    const qrBox = (await qr.boundingBox())!;
    expect(qrBox.x + qrBox.width, `at ${width} px`).toBeLessThanOrEqual(width);
    expect(qrBox.width, `large enough to scan at ${width} px`).toBeGreaterThanOrEqual(120);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `no horizontal scroll at ${width} px`).toBe(0);
  }
});

// That the lookup refuses 0123456789 and 0000000000 with the mobile rule's words, as every form does, is checked over
// HTTP (tests/api/field-rules-every-form.test.ts); the message under the box, by the axe test above (0111).
test('at 390 px the search reads +91 and spaced numbers as Apply does', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRepay(page);
  // Typed as on a visiting card; the code goes to the registered mobile, then the loan shows.
  await findLoan(page, '+91 98220 67890', '9822067890');
  await expect(cell(page, 'Loan number')).toHaveText('RFL210006');
});

// Issue 19 item 6: a borrower who meets a limit is told, in words, when to try again.
test('at 390 px a second code asked for too soon says when to try again, in seconds', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 429/);
  await page.setViewportSize({ width: 390, height: 844 });
  await openRepay(page);
  // A number of this run only, so no earlier code (or a retry of this test) has started its wait.
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await search(page, mobile);
  await expect(codeBox(page)).toBeVisible();
  await page.getByRole('button', { name: 'Use another number or PAN' }).click();
  // The server refuses a new code within 30 s of the last one (429 with Retry-After).
  await search(page, mobile);
  const alert = page.getByRole('alert').filter({ hasText: 'Please wait' });
  await expect(alert).toHaveText(
    /^Please wait before asking for another code\. Try again in (\d+) seconds?\.$/,
  );
  const seconds = Number(/in (\d+) second/.exec((await alert.textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(30);
  await expect(codeBox(page)).toHaveCount(0);
});

test('at 390 px the per-address limit says when to try again once, in minutes', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 429/);
  await page.setViewportSize({ width: 390, height: 844 });
  await openRepay(page);
  // The answer the rate-limit plugin gives past the per-address budget (server/http/rate-limit/plugin.ts): the wait in
  // the problem's detail and in Retry-After. The real limit is far above what one e2e run may spend.
  await page.route('**/api/otp', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/problem+json', 'retry-after': '90' },
      body: JSON.stringify(problemOf(429, tooManyAttempts(90))),
    }),
  );
  await search(page, '9810012345');
  await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveText(
    'Too many attempts. Please try again in 2 minutes.',
  );
  await expect(codeBox(page)).toHaveCount(0);
});
