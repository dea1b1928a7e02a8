// Issue 41's journeys on a shared phone, in both languages, with and without script: one browser context per
// variant, several checks per page load. With script: a loan found in one tab is not shown in the next tab until
// asked for, and "Not you? / I'm done" ends the session for every tab. Without script: the repay page says why the
// code step cannot run and whom to call, and the privacy request posts and comes back with its reference. No URL of
// any journey carries a mobile, PAN, e-mail or reference.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { codeSentTo, smsCount } from './sandbox.ts';
import * as repayEn from '../../client/content/repay.ts';
import * as repayHi from '../../client/content/repay.hi.ts';
import * as journeyEn from '../../client/components/journey-strings.ts';
import * as journeyHi from '../../client/components/journey-strings.hi.ts';
import { site } from '../../shared/site.ts';

// Each variant its own borrower, so parallel workers never read each other's codes.
const languages = [
  {
    prefix: '',
    repay: repayEn.repayContent,
    end: journeyEn.endSessionCopy,
    mobile: '7042089012',
    name: 'Sneha',
  },
  {
    prefix: '/hi',
    repay: repayHi.repayContent,
    end: journeyHi.endSessionCopy,
    mobile: '9948078901',
    name: 'Vikram',
  },
] as const;

/** Personal data and references that must never be in an address the browser asks for. */
const personal =
  /9810012345|7042089012|9948078901|BQKPM4821K|JRCPG9175W|HQBPR2267T|@example|GRV-\d|PRQ-\d/i;

/** Every URL the context's pages ask for, for the scan at the end. */
function watchUrls(page: Page, urls: string[]) {
  page.on('request', (request) => urls.push(request.url()));
}

test.use({ viewport: { width: 390, height: 844 } });

for (const { prefix, repay, end, mobile, name } of languages) {
  test(`${prefix || '/'}: a shared phone's next tab is asked before a loan shows, and "Not you? / I'm done" ends it`, async ({
    page,
    context,
  }) => {
    const urls: string[] = [];
    watchUrls(page, urls);
    await page.goto(`${prefix}/repay-loan`);
    await hydrated(page);
    const since = await smsCount();
    await page.getByLabel(repay.lookup.label).fill(mobile);
    await page.locator('form.lookup-form button[type="submit"]').click();
    const box = page.locator('input[autocomplete="one-time-code"]');
    await box.fill(await codeSentTo(mobile, since));
    await box.press('Enter');
    const table = page.getByRole('table', { name: repay.result.caption });
    await expect(table).toBeVisible();
    await expect(page.getByRole('button', { name: end.button })).toBeVisible();

    // The next person opens the page in a new tab: nothing of the loan until asked.
    const next = await context.newPage();
    watchUrls(next, urls);
    await next.goto(`${prefix}/repay-loan`);
    await hydrated(next);
    await expect(next.getByText(repay.session.resumeTitle)).toBeVisible();
    await expect(next.getByRole('table')).toHaveCount(0);
    await expect(next.getByText(name)).toHaveCount(0);
    await next.getByRole('button', { name: end.button }).click();
    await expect(next).toHaveURL(new RegExp(`${prefix}/repay-loan\\?session=ended$`));
    await expect(next.getByText(repay.session.ended.title)).toBeVisible();

    // The first tab, reloaded, shows nothing either: the session is over on the device.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText(repay.session.resumeTitle)).toHaveCount(0);
    expect(urls.filter((url) => personal.test(url))).toEqual([]);
  });
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  for (const { prefix } of languages) {
    test(`${prefix || '/'}: repay and the privacy request say the code step needs script and whom to call`, async ({
      page,
      consoleGuard,
    }) => {
      // The privacy page answers its post with 401 (no code proved the mobile), which the browser logs.
      consoleGuard.allow(/status of 401/);
      const urls: string[] = [];
      watchUrls(page, urls);
      await page.goto(`${prefix}/repay-loan`);
      const notice = page.locator('.code-step-no-script');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(site.phone);
      await expect(notice).toContainText('JavaScript');

      await page.goto(`${prefix}/privacy-requests`);
      const form = page.locator('form.privacy-form');
      await form.locator('select[name="kind"]').selectOption('access');
      await form.locator('input[name="mobile"]').fill('9810012345');
      await form.locator('input[name="pan"]').fill('BQKPM4821K');
      await form.locator('textarea[name="details"]').fill('A copy of my data, please.');
      await form.locator('button[type="submit"]').click();
      // The mobile must be proved by a code first (issue 40), a step that needs script: the page, posted (never
      // a GET with the mobile and PAN), says so and gives the phone number, in the page's language.
      await expect(page.locator('form.privacy-form')).toContainText(site.phone);
      await expect(page.locator('form.privacy-form')).toContainText('JavaScript');
      await expect(page.locator('.privacy-sent')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${prefix}/privacy-requests$`));
      await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'hi-IN' : 'en-IN');
      expect(urls.filter((url) => personal.test(url))).toEqual([]);
    });
  }
});
