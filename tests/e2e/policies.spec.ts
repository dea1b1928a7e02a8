// The policy pages in the browser: they load cleanly, their contents links jump to the sections, axe finds
// nothing, nothing spills sideways at 360 px, and print drops everything but the document.
import { test, expect, hydrated } from './fixtures.ts';
import { settled } from './layout.ts';
import { expectNoAxeViolations } from './axe.ts';
import { policyPages } from '../helpers/route-table.ts';
import { sampleRegister } from '../../server/lending-partners/sample-register.ts';

// Every policy page of the route table, with its document's title: one load each, checked at 360 px and 1920 px for
// fit with header and footer (for responsive.spec.ts, which leaves these pages out) and then at 1366 px by axe-core.
for (const { path, title } of policyPages) {
  test(`${path} loads and hydrates, fits 360 px (tables scrolling in their own box) and 1920 px screens, and passes axe-core`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await hydrated(page);
    await expect(
      page.getByText(
        /^Version \d+(\.\d+)*, effective \d{1,2} [A-Z][a-z]+ \d{4}\. Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/,
      ),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // What responsive.spec.ts checks of every other page at 360 px (it leaves these to this load).
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    for (const box of await page.locator('.table-scroll').all()) {
      const { wide, cue } = await box.evaluate((el) => ({
        wide: el.scrollWidth > el.clientWidth + 1,
        cue: getComputedStyle(el, '::before').content,
      }));
      // A table wider than the screen says so above itself; a table that fits shows no cue.
      expect(cue.includes('Scroll sideways'), await box.locator('caption').innerText()).toBe(wide);
    }
    // The layout sweep's check at its widest, 1920 px (responsive.spec.ts leaves these pages to this load, 0131).
    await page.setViewportSize({ width: 1920, height: 900 });
    await settled(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      'at 1920 px',
    ).toBeLessThanOrEqual(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectNoAxeViolations(page);
  });
}

test('a contents link on a wide screen jumps to its section', async ({ page }) => {
  // (The Key Fact Statement is now computed from the product terms, in the RBI's annex layout.)
  await page.goto('/terms-conditions');
  await hydrated(page);
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('button')).toBeHidden();
  await contents.getByRole('link', { name: '10. Limitation of Liability' }).click();
  await expect(page).toHaveURL(/#limitation-of-liability$/);
  const heading = page.getByRole('heading', {
    level: 2,
    name: '10. Limitation of Liability',
  });
  await expect(heading).toBeInViewport();
  await expect(contents).toBeInViewport(); // the contents stay beside the text
});

test('on a phone the contents open from their button, jump to a section and close', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fair-practice-code');
  await hydrated(page);
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const toggle = contents.getByRole('button', { name: /Contents/ });
  const link = contents.getByRole('link', { name: '9. Schedule of Charges' });
  await expect(link).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await link.click();
  await expect(page).toHaveURL(/#schedule-of-charges$/);
  const heading = page.getByRole('heading', { level: 2, name: '9. Schedule of Charges' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The panel closes before the jump, so the section starts at the top of the screen, under the header.
  await expect(heading).toBeInViewport();
  // Smooth scrolling may still be moving: wait for the heading to settle near the top.
  const top = () => heading.evaluate((el) => el.getBoundingClientRect().top);
  await expect.poll(top).toBeLessThan(200);
  expect(await top()).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Schedule of charges' })).toBeVisible();
});

test('a link to another of our pages inside a document navigates without reloading', async ({
  page,
}) => {
  await page.goto('/terms-conditions');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .locator('.policy-content')
    .getByRole('link', { name: 'Privacy Policy' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle('Privacy Policy | Rupeeflow');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(
    page.getByRole('navigation', { name: 'Contents' }).getByRole('link').first(),
  ).toHaveText('1. Introduction and Scope');
});

test('printing shows the document without navigation or contents', async ({ page }) => {
  await page.goto('/fair-practice-code');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Schedule of charges' })).toBeVisible();
});

test('the lending-partner register reads its rows from the page on a first visit, from the API after a link', async ({
  page,
}) => {
  // Read in the browser without zod (issue 47): rows the check refused would show the failure, or be asked for again.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/lending-partners')) asked.push(r.url());
  });
  const rows = page.locator('.lending-register tbody tr');
  // The Company's own row and the sandbox's sample register.
  const count = 1 + sampleRegister.partners.length;
  await page.goto('/lending-partners');
  await hydrated(page);
  await expect(rows).toHaveCount(count);
  await expect(rows.nth(1)).toContainText(sampleRegister.partners[0]!.name);
  expect(asked, 'the rows the server wrote into the page were taken').toEqual([]);

  await page.goto('/faqs');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Lending Partners' }).click();
  await expect(page).toHaveURL(/\/lending-partners$/);
  await expect(rows).toHaveCount(count);
  await expect(rows.nth(1)).toContainText(sampleRegister.partners[0]!.name);
  expect(asked).toHaveLength(1);
});
