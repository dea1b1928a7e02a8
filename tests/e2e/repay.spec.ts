import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { test, expect, isHydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

async function openRepay(page: import('@playwright/test').Page, path = '/repay-loan') {
  await page.goto(path);
  await expect.poll(() => isHydrated(page)).toBe(true);
}

async function search(page: import('@playwright/test').Page, query: string) {
  await page.getByLabel('Mobile number or PAN').fill(query);
  await page.getByRole('button', { name: 'Search' }).click();
}

const loanTable = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Your loan' });
const cell = (page: import('@playwright/test').Page, row: string) =>
  loanTable(page)
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .getByRole('cell');

test('a loan found by mobile number shows its details, personal data masked', async ({ page }) => {
  await openRepay(page);
  await search(page, '9810012345');
  await expect(loanTable(page)).toBeVisible();
  await expect(cell(page, 'Name')).toHaveText('Aarav');
  await expect(cell(page, 'Loan number')).toHaveText('RFL210001');
  await expect(cell(page, 'Amount due')).toHaveText('₹5,150.00');
  await expect(cell(page, 'Repayment date')).toHaveText('05/11/2026');
  await expect(cell(page, 'Status')).toHaveText('Disbursed');
  await expect(cell(page, 'Mobile')).toHaveText('********45');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a loan is found by PAN typed in lower case', async ({ page }) => {
  await openRepay(page);
  await search(page, 'dhwps6619h');
  await expect(cell(page, 'Name')).toHaveText('Kabir');
  await expect(cell(page, 'Status')).toHaveText('Overdue');
});

test("an unknown mobile number shows 'Customer not found'", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  await openRepay(page);
  await search(page, '9000000001');
  await expect(page.getByRole('alert')).toHaveText('Customer not found');
  await expect(loanTable(page)).toHaveCount(0);
});

test('an empty search says Required without asking the server', async ({ page }) => {
  await openRepay(page);
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/repayments/lookup')) asked = true;
  });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await expect(page.getByLabel('Mobile number or PAN')).toHaveAttribute('aria-invalid', 'true');
  expect(asked).toBe(false);
});

test('a network failure shows the try-later message', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|ERR_FAILED|ERR_INTERNET_DISCONNECTED/);
  await openRepay(page);
  await page.route('**/api/repayments/lookup', (route) => route.abort('internetdisconnected'));
  await search(page, '9810012345');
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
});

test('Pay Now, the gateway, Pay: the order confirmation shows the transaction and amount', async ({
  page,
}) => {
  await openRepay(page);
  await search(page, '9847023456');
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
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(
    page.getByText('Thank you for your payment. Your transaction has been successfully completed.'),
  ).toBeVisible();
  await expect(page.getByText(txnid)).toBeVisible();
  await expect(page.getByText('₹8,240.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
});

test('a crafted order confirmation link shows no thank-you and no amount', async ({ page }) => {
  await page.goto('/order-confirmation?txnid=CRAFTED123&amount=99999');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment details not available');
  await expect(page.getByText('Thank You!')).toHaveCount(0);
  await expect(page.getByText(/99,999/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});

test('a failed payment comes back to Repay Your Loan with a notice and a way to try again', async ({
  page,
}) => {
  await openRepay(page);
  await search(page, 'FNZPD3390B');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('button', { name: 'Fail this payment' }).click();

  await expect(page).toHaveURL(/\/repay-loan\?payment=failed$/);
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Your payment was not completed');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Mobile number or PAN')).toBeFocused();
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

test('without script, the search goes straight to the payment page for that loan', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/repay-loan');
  await page.getByLabel('Mobile number or PAN').fill('9810012345');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByRole('heading', { name: 'Taking you to our payment partner' }),
  ).toBeVisible();
  await expect(page.getByText('₹5,150.00')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('gateway-amount')).toHaveText('₹5,150.00');
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

test('Repay Your Loan has no axe-core violations, empty and with an error', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  await openRepay(page);
  await expectNoAxeViolations(page);
  await search(page, '9000000001');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const width of [360, 390]) {
  test(`at ${width} px the bank cards fit the screen with their copy buttons and QR code`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openRepay(page);
    const cards = page.locator('.bank-card');
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      for (const button of await card.getByRole('button', { name: /^Copy / }).all()) {
        await expect(button).toBeVisible();
        const box = (await button.boundingBox())!;
        expect(box.x, 'the copy button starts on screen').toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, 'and ends on screen').toBeLessThanOrEqual(width);
      }
    }
    const qr = page.getByRole('img', { name: /UPI QR code/ });
    await qr.scrollIntoViewIfNeeded();
    await expect(qr).toBeVisible();
    const qrBox = (await qr.boundingBox())!;
    expect(qrBox.x + qrBox.width).toBeLessThanOrEqual(width);
    expect(qrBox.width, 'large enough to scan').toBeGreaterThanOrEqual(120);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scroll').toBe(0);
    await expectNoAxeViolations(page);
  });
}

test('at 390 px the search reads +91 and spaced numbers as Apply does, and refuses 0123456789 alike', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRepay(page);
  await search(page, '+91 98100 12345');
  await expect(cell(page, 'Loan number')).toHaveText('RFL210001');
  for (const bad of ['0123456789', '0000000000']) {
    await search(page, bad);
    await expect(page.getByText('Enter valid 10-digit mobile number')).toBeVisible();
  }
});
