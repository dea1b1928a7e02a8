// Navigation in the browser: client-side navigation and the mobile menu. That every page of the route table (and the
// 404 page) renders, hydrates and logs no error is responsive.spec.ts's job (each page at two widths); its heading,
// title and status are checked on the server render by tests/api/pages.test.ts.
import { test, expect, hydrated } from './fixtures.ts';

test('client-side navigation loads the next page and updates the title', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
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
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});
