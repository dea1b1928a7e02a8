// PAN verification: one required field; the lending API's answer (sanitized on the server) in an info box.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import * as upstreamEn from '../../shared/upstream-messages.ts';
import * as upstreamHi from '../../shared/upstream-messages.hi.ts';

async function open(page: Page, refstr: string) {
  await page.goto(`/getpanverify?refstr=${refstr}`);
  await hydrated(page);
}

const panField = (page: Page) => page.getByRole('textbox', { name: 'PAN' });
const result = (page: Page) => page.locator('.pan-result');

test('a verified PAN shows the answer in the info box', async ({ page }) => {
  await open(page, 'MzEwMDAx');
  await panField(page).fill('pwhps3187a');
  await expect(panField(page)).toHaveValue('PWHPS3187A');
  await page.getByRole('button', { name: 'Verify PAN' }).click();
  await expect(result(page)).toHaveAttribute('role', 'status');
  await expect(result(page).getByRole('heading', { name: 'PAN verified' })).toBeVisible();
  await expect(result(page).getByRole('cell', { name: 'Valid' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an answer full of hostile markup arrives inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const offsite: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) offsite.push(request.url());
  });
  await open(page, 'MzEwMDA1');
  await panField(page).fill('TAMPD7741L');
  await page.getByRole('button', { name: 'Verify PAN' }).click();
  const answer = page.locator('.pan-answer');
  await expect(answer.getByRole('heading', { name: 'PAN verified' })).toBeVisible();
  expect(await answer.locator('script, style, iframe, img, object, embed').count()).toBe(0);
  const handlers = await answer.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((a) => a.name).filter((n) => n.startsWith('on') || n === 'style'),
    ),
  );
  expect(handlers).toEqual([]);
  // Links keep http(s) targets only; a javascript: link loses its href and is just text.
  const hrefs = await answer
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const href of hrefs) if (href !== null) expect(href).toMatch(/^https:\/\//);
  await answer.hover();
  await answer.getByText('view your record').click();
  // A javascript: link runs in a task queued by the click: one frame and one task later it would have run.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
  expect(dialogs).toEqual([]);
  expect(offsite).toEqual([]);
});

test('the PAN is required and checked before anything is sent', async ({ page }) => {
  await open(page, 'MzEwMDAx');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/pan/verify')) sent++;
  });
  await page.getByRole('button', { name: 'Verify PAN' }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expect(panField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(panField(page)).toBeFocused();
  await panField(page).fill('ABC12');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter a valid PAN (e.g. ABCPE1234F)')).toBeVisible();
  await panField(page).fill('ABCDE12345XYZ');
  await expect(panField(page)).toHaveValue('ABCDE12345');
  expect(sent).toBe(0);
});

test("a failed check says 'Something went wrong while verifying PAN.'", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 502|ERR_FAILED|net::/);
  await open(page, 'MzEwMDAx');
  await page.route('**/api/pan/verify', (route) => route.abort('connectionreset'));
  await panField(page).fill('PWHPS3187A');
  await page.getByRole('button', { name: 'Verify PAN' }).click();
  await expect(result(page)).toHaveText('Something went wrong while verifying PAN.');
  await page.unroute('**/api/pan/verify');
  await page.route('**/api/pan/verify', (route) =>
    route.fulfill({ status: 502, contentType: 'application/problem+json', body: '{"status":502}' }),
  );
  await page.getByRole('button', { name: 'Verify PAN' }).click();
  await expect(result(page)).toHaveText('Something went wrong while verifying PAN.');
});

test('an invalid link gets a clear message instead of the form', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 400/);
  await open(page, 'not%20a%20link!');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByText('Invalid link. Please use the link sent to you.')).toBeVisible();
  await expect(panField(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Looks like a link, but the server cannot read a lead id from it.
  await open(page, 'MTJhYg==');
  await panField(page).fill('PWHPS3187A');
  await page.getByRole('button', { name: 'Verify PAN' }).click();
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  for (const [prefix, title, verify, verified] of [
    ['', 'PAN Verification', 'Verify PAN', upstreamEn.panVerificationPhrases.verified],
    ['/hi', 'PAN सत्यापन', 'PAN सत्यापित करें', upstreamHi.panVerificationPhrases.verified],
  ] as const) {
    test(`${prefix}/getpanverify checks the PAN by a plain form post and answers with a page`, async ({
      page,
    }) => {
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      await page.goto(`${prefix}/getpanverify?refstr=MzEwMDAx`);
      await expect(page.locator('.pan-card[aria-busy]'), 'no "Loading…" for ever').toBeHidden();
      await page.getByRole('textbox', { name: 'PAN' }).fill('pwhps3187a');
      await page.getByRole('button', { name: verify }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { name: verified })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'hi-IN' : 'en-IN');
      expect(
        urls.filter((u) => /pwhps3187a/i.test(u)),
        'the PAN in no URL',
      ).toEqual([]);
      // Back to the page the form was on, its link intact.
      await page.getByRole('link', { name: /PAN/ }).last().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/getpanverify\\?refstr=MzEwMDAx$`));
    });
  }
});
