// A page whose code is slow or fails to arrive (issue 19 item 2, SPEC 'Loading...' and the 120 s page-load
// time-out): the new page says Loading... at once, and an error with Retry after 120 s or a failed chunk.
import type { Page, Route } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { stopClock } from './clock.ts';

/** The FAQ page's own code chunk (its name carries the component's name and a content hash). */
const faqChunk = /\/static\/FaqPage-[^/]*\.js(\?.*)?$/;

async function openHome(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  await stopClock(page);
}

async function goToFaqs(page: Page) {
  // The header's menu at 390 px; the footer's link works at every width.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page).toHaveURL(/\/faqs$/);
}

test('a held-back page chunk shows Loading..., then after 120 s an error with Retry that works', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/);
  const held: Route[] = [];
  await page.route(faqChunk, (route) => {
    held.push(route); // never answered until the test says so
  });
  await openHome(page);
  await goToFaqs(page);

  const status = page.getByRole('status').filter({ hasText: 'Loading...' });
  await page.clock.runFor(300);
  await expect(status).toBeVisible();
  await expect(page.getByRole('heading', { name: /Frequently Asked Questions/i })).toHaveCount(0);
  await expect(page.locator('.hero')).toHaveCount(0); // the old page is not left on screen

  await page.clock.runFor(119_000);
  await expect(status).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(alert).toContainText('This page could not be loaded');

  await page.unroute(faqChunk);
  for (const route of held) await route.continue().catch(() => undefined);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.clock.runFor(300);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/FAQ|Frequently/i);
  await expect(alert).toHaveCount(0);
});

test('Retry after the 120 s time-out asks for the page afresh while the first request still hangs', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/);
  // The first request for the chunk is held for good; any later one is served.
  const held: Route[] = [];
  await page.route(faqChunk, async (route) => {
    if (held.length === 0) held.push(route);
    else await route.continue();
  });
  await openHome(page);
  await goToFaqs(page);
  await page.clock.runFor(120_300);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded');
  expect(held).toHaveLength(1);

  // Retry asks the server for the page afresh (the browser would wait on the stalled fetch for the same chunk).
  const fromServer = page.waitForRequest(
    (r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/faqs',
  );
  await alert.getByRole('button', { name: 'Retry' }).click();
  await fromServer;
  await page.clock.runFor(300);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/FAQ|Frequently/i);
  await expect(alert).toHaveCount(0);
  await held[0]!.abort().catch(() => undefined);
});

test('a page chunk that fails to load shows the error at once, and Retry loads the page', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/, /Failed to fetch dynamically imported module/);
  await page.route(faqChunk, (route) => route.abort('failed'));
  await openHome(page);
  await goToFaqs(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded');
  await expect(alert).toContainText('Please check your connection and try again.');

  await page.unroute(faqChunk);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.clock.runFor(300);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/FAQ|Frequently/i);
  await expect(alert).toHaveCount(0);
});
