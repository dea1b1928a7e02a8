import { test, expect, isHydrated } from './fixtures.ts';

const routes: Array<[string, RegExp]> = [
  ['/', /Instant Personal Loans/],
  ['/about-us', /About Us/],
  ['/contact-us', /Contact Us/],
  ['/privacy-requests', /Privacy Requests/],
  ['/terms-conditions', /Terms & Conditions/],
  ['/privacy-policy', /Privacy Policy/],
  ['/corporate-governance', /Corporate Governance/],
  ['/fair-practice-code', /Fair Practice Code/],
  ['/interest-rate-policy', /Interest Rate Policy/],
  ['/kyc-and-pmla', /KYC and Anti-Money Laundering Policy/],
  ['/risk-management-policy', /Risk Management Policy/],
  ['/terms-rates', /Terms & Rates/],
  ['/key-fact-statement', /Key Fact Statement/],
  ['/faqs', /Frequently Asked Questions/],
  ['/career', /Careers/],
  ['/repay-loan', /Repay Your Loan/],
  ['/apply-now', /Apply Now/],
  ['/our-teame', /Our Team/],
  ['/video-kyc', /Video KYC/],
  ['/getpanverify', /PAN Verification/],
  ['/order-confirmation', /Thank You!/],
  ['/gallery', /Company Moments/],
  ['/blog', /Our Blogs/],
  ['/blog/1', /How salary advance loans work/],
  ['/thank-you', /Thank You!/],
];

for (const [path, heading] of routes) {
  test(`${path} renders its heading and hydrates without console errors`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toHaveText(heading);
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(page).toHaveTitle(/Rupeeflow/);
  });
}

test('an unknown path shows the 404 page with status 404', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  const response = await page.goto('/definitely-not-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
});

test('client-side navigation loads the next page and updates the title', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('h1').first()).toHaveText(/About Us/);
  await expect(page).toHaveTitle('About Us | Rupeeflow');
});

test('the mobile menu opens and closes with its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect.poll(() => isHydrated(page)).toBe(true);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});
