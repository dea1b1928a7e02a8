// Issue 17 end to end: the calculator's figures reach the Key Fact Statement and the apply form unchanged, the
// apply page costs the amount as it is typed, and the KFS prints on A4 (a screenshot of the print layout).
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { quoteLoan } from '../../shared/calculator.ts';
import { formatRupees } from '../../shared/format.ts';
import { aprRange, productTerms } from '../../shared/product-terms.ts';

const calculator = (page: Page) => page.getByRole('region', { name: 'Personal Loan Calculator' });
const figure = (page: Page, label: string) =>
  calculator(page)
    .locator('.calc-figure')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}`) }) })
    .locator('dd');
const r2 = (v: number) => formatRupees(v, 2);

test('the calculator offers the product, and its KFS link opens a KFS with the same figures', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const calc = calculator(page);
  // Its code comes as it nears the window (decision 0140): scroll to it, as a visitor does.
  await calc.scrollIntoViewIfNeeded();
  await expect(calc.locator('.calculator')).toHaveAttribute('data-ready', 'true');
  const amount = calc.getByRole('spinbutton', { name: 'Loan Amount in rupees' });
  const days = calc.getByRole('spinbutton', { name: 'Tenure in days' });
  const rate = calc.getByRole('spinbutton', { name: 'Interest Rate in percent per day' });
  await expect(amount).toHaveAttribute('min', String(productTerms.amount.min));
  await expect(days).toHaveAttribute('min', String(productTerms.tenureDays.min));
  await expect(rate).toHaveAttribute('max', String(productTerms.dailyRate.max));

  await amount.fill('25000');
  await amount.press('Enter');
  await days.fill('21');
  await days.press('Enter');
  await rate.fill('0.6');
  await rate.press('Enter');
  const loan = { amount: 25000, days: 21, rate: 0.6 };
  const q = quoteLoan(loan);
  await expect(figure(page, 'Net Amount Credited')).toHaveText(r2(q.net));
  await expect(figure(page, 'Total Repayable')).toHaveText(r2(q.repayable));
  await expect(figure(page, 'APR')).toHaveText(`${q.apr.toFixed(2)}%`);
  await expect(figure(page, 'Processing Fee')).toHaveText(r2(q.processingFee));
  await expect(figure(page, 'GST on Fee')).toHaveText(r2(q.gstOnFee));
  await expect(figure(page, 'One Day Late Adds')).toHaveText(r2(q.dayLate.total));
  await expect(figure(page, 'Repayment Date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  await calc.getByRole('link', { name: 'Get this as a Key Fact Statement' }).click();
  await expect(page).toHaveURL(/\/key-fact-statement\?amount=25000&days=21&rate=0.6$/);
  const annexB = page.getByRole('table', { name: 'Annex B - Computation of APR for the loan' });
  await expect(annexB.getByRole('row', { name: /Net disbursed amount/ })).toContainText(r2(q.net));
  await expect(annexB.getByRole('row', { name: /Total amount to be paid/ })).toContainText(
    r2(q.repayable),
  );
  await expect(annexB.getByRole('row', { name: /Annual percentage rate/ })).toContainText(
    `${q.apr.toFixed(2)}%`,
  );
  // One APR for the loan, and its Part 1 shows this loan, not the ranges.
  const part1 = page.getByRole('table', {
    name: 'Annex A, Part 1 - Interest rate and fees/charges',
  });
  await expect(part1.getByRole('row', { name: /Annual percentage rate/ })).toHaveText(
    new RegExp(`${q.apr.toFixed(2)}%$`),
  );
  await expect(page.getByRole('table', { name: 'Annex C - Repayment schedule' })).toContainText(
    r2(q.repayable),
  );
});

test('the KFS with calculator figures is in the HTML the server sends (no script needed)', async ({
  request,
}) => {
  const res = await request.get('/key-fact-statement?amount=25000&days=21&rate=0.6');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(r2(quoteLoan({ amount: 25000, days: 21, rate: 0.6 }).net));
  const plain = await (await request.get('/key-fact-statement')).text();
  expect(plain).toContain(`${aprRange.min}% to ${aprRange.max}%`);
  expect(plain).not.toContain(r2(quoteLoan({ amount: 25000, days: 21, rate: 0.6 }).net));
});

test('Apply for Loan Now carries the amount, and the cost beside it follows what is typed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);
  await calculator(page).scrollIntoViewIfNeeded();
  await expect(calculator(page).locator('.calculator')).toHaveAttribute('data-ready', 'true');
  const amount = calculator(page).getByRole('spinbutton', { name: 'Loan Amount in rupees' });
  await amount.fill('12000');
  await amount.press('Enter');
  await calculator(page).getByRole('link', { name: 'Apply for Loan Now' }).click();
  await expect(page).toHaveURL(/\/apply-now\?amount=12000&days=30&rate=1$/);
  const field = page.getByRole('textbox', { name: /Loan amount/ });
  await expect(field).toHaveValue('12000');
  const cost = page.getByRole('region', { name: 'What this amount costs' });
  const at = (amount: number) => quoteLoan({ amount, days: 30, rate: 1 });
  await expect(cost.getByTestId('cost-net')).toHaveText(r2(at(12000).net));
  await expect(cost.getByTestId('cost-apr')).toHaveText(`${at(12000).apr.toFixed(2)}%`);

  await field.fill('7777');
  await expect(cost.getByTestId('cost-fee')).toHaveText(
    r2(at(7777).processingFee + at(7777).gstOnFee),
  );
  await expect(cost.getByTestId('cost-net')).toHaveText(r2(at(7777).net));
  await expect(cost.getByTestId('cost-repayable')).toHaveText(r2(at(7777).repayable));
  await expect(cost.getByTestId('cost-apr')).toHaveText(`${at(7777).apr.toFixed(2)}%`);
  await field.fill('900');
  await expect(cost).toContainText(`Type an amount from ${formatRupees(productTerms.amount.min)}`);
});

test('the KFS prints on A4 without the site around it', async ({ page }, testInfo) => {
  await page.goto('/key-fact-statement?amount=41000&days=30&rate=1');
  await hydrated(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.kfs-actions')).toBeHidden();
  await expect(page.locator('.policy-toc')).toBeHidden();
  // A4 at 96 dpi is 794 px wide; the printable width inside 12 mm margins is about 703 px.
  await page.setViewportSize({ width: 703, height: 1000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(703);
  const png = testInfo.outputPath('kfs-print-a4.png');
  await page.screenshot({ path: png, fullPage: true });
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await testInfo.attach('kfs-print-a4', { path: png, contentType: 'image/png' });
});
