import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolationsAtWidths } from './axe.ts';
import { stopClockAtFreshStep } from './clock.ts';
import {
  aboutCards,
  aboutHeadings,
  mission,
  reviews,
  vision,
  whyTrustUs,
} from '../../client/content/about.ts';

async function open(page: Page) {
  await page.goto('/about-us');
  await hydrated(page);
}

test('shows the introduction, the four cards and the four reasons to trust us', async ({
  page,
}) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(
    page.getByRole('heading', { name: 'Seamless, Transparent Loan Solutions' }),
  ).toBeVisible();
  for (const card of aboutCards)
    await expect(page.getByRole('heading', { name: card.title })).toHaveCount(1);
  const trust = page.getByRole('region', { name: aboutHeadings.whyTrustUs });
  await expect(trust.getByRole('listitem')).toHaveCount(4);
  for (const item of whyTrustUs)
    await expect(trust.getByRole('heading', { name: item.title })).toBeVisible();
});

test('Our Mission and Our Vision fade in once they are 30% on screen', async ({ page }) => {
  await open(page);
  const blocks = page.locator('.statement');
  await expect(blocks).toHaveCount(2);
  await expect(blocks.first()).toHaveAttribute('data-revealed', 'false');
  await expect(blocks.first()).toHaveCSS('opacity', '0');
  await page.getByRole('heading', { name: mission.heading }).scrollIntoViewIfNeeded();
  await expect(blocks.first()).toHaveAttribute('data-revealed', 'true');
  await expect(blocks.first()).toHaveCSS('opacity', '1');
  await expect(page.getByRole('heading', { name: vision.heading })).toBeVisible();
});

test('the achievement counters rest at 0 until seen, then count up to ₹100 Cr+, 50,000+, 5 Min and 100%', async ({
  page,
}) => {
  await open(page);
  const values = page.locator('.achievement-value');
  await expect(values).toHaveText(['₹0 Cr+', '0+', '0 Min', '0%']);
  await page.getByRole('heading', { name: aboutHeadings.achievements }).scrollIntoViewIfNeeded();
  await values.first().scrollIntoViewIfNeeded();
  await expect(values).toHaveText(['₹100 Cr+', '50,000+', '5 Min', '100%']);
  // Screen readers get the final figures, never the count in progress.
  await expect(page.locator('.achievement .visually-hidden')).toHaveText([
    '₹100 Cr+',
    '50,000+',
    '5 Min',
    '100%',
  ]);
});

test('with reduced motion the counters show their figures without counting', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await expect(page.locator('.achievement-value')).toHaveText([
    '₹100 Cr+',
    '50,000+',
    '5 Min',
    '100%',
  ]);
});

test('the reviews carousel holds 15 five-star reviews with initial-letter badges', async ({
  page,
}) => {
  await open(page);
  const carousel = page.getByRole('region', { name: aboutHeadings.reviews });
  const slides = carousel.getByRole('group');
  await expect(slides).toHaveCount(15);
  await expect(carousel.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(15);
  await expect(carousel.locator('.review-stars').first().locator('svg')).toHaveCount(5);
  const initials = await carousel.locator('.review-initial').allTextContents();
  const names = await carousel.locator('.review-name').allTextContents();
  expect(initials).toEqual(names.map((n) => n.charAt(0)));
  expect([...names].sort()).toEqual(reviews.map((r) => r.name).sort());
});

test('the reviews carousel starts playing only once it is in view, then moves every 3500 ms', async ({
  page,
}) => {
  await page.clock.install();
  await open(page);
  const carousel = page.getByRole('region', { name: aboutHeadings.reviews });
  await page.clock.runFor(10_000);
  // Below the fold it waits, not even set up (0134), until it nears the window; then it starts on the first review.
  await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
  await expect(carousel).not.toHaveAttribute('data-ready');
  const active = carousel.locator('.swiper-slide-active');
  await stopClockAtFreshStep(page, carousel);
  await expect(active).toHaveAttribute('aria-label', '1 of 15');
  await page.clock.runFor(3400);
  await expect(active).toHaveAttribute('aria-label', '1 of 15');
  await page.clock.runFor(100);
  await expect(active).toHaveAttribute('aria-label', '2 of 15');
});

test('the reviews carousel tells screen readers which review Next, Previous and the arrow keys bring, not what autoplay does', async ({
  page,
}) => {
  const said = (i: number) => `Review by ${reviews[i]?.name}, ${i + 1} of ${reviews.length}`;
  await page.clock.install();
  await open(page);
  const carousel = page.getByRole('region', { name: aboutHeadings.reviews });
  const live = carousel.locator('[aria-live="polite"]');
  // Swiper ignores a move while the previous one is still sliding: let each finish.
  const settled = () =>
    carousel
      .locator('.swiper')
      .evaluate((el) => !(el as unknown as { swiper: { animating: boolean } }).swiper.animating);
  await stopClockAtFreshStep(page, carousel);
  await page.clock.runFor(3500);
  await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '2 of 15');
  await expect(live).toHaveText('', { useInnerText: true }); // moving on its own, it stays quiet

  await expect.poll(settled).toBe(true);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(live).toHaveText(said(2));
  await expect.poll(settled).toBe(true);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(live).toHaveText(said(1));
  await expect.poll(settled).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(said(2));
});

const perView: Array<[number, number]> = [
  [390, 1],
  [600, 1.2],
  [800, 2],
  [1000, 3],
  [1366, 4],
];

// One load, then the window resized to each width: how many reviews show is Swiper's breakpoints and the CSS, which
// follow a resize as they follow a load (0121, 0131).
test(`the reviews carousel shows ${perView.map(([, n]) => n).join(', ')} reviews at ${perView.map(([w]) => w).join(', ')} px`, async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: perView[0]![0], height: 900 });
  await open(page);
  const frame = page.getByRole('region', { name: aboutHeadings.reviews }).locator('.swiper');
  for (const [width, expected] of perView) {
    await page.setViewportSize({ width, height: 900 });
    await frame.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          frame.evaluate((el) => {
            const box = el.getBoundingClientRect();
            let shown = 0;
            for (const slide of el.querySelectorAll('.swiper-slide')) {
              const r = slide.getBoundingClientRect();
              shown +=
                Math.max(0, Math.min(r.right, box.right) - Math.max(r.left, box.left)) / r.width;
            }
            return Math.round(shown * 10) / 10;
          }),
        { message: `reviews shown at ${width} px` },
      )
      .toBe(expected);
  }
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true }); // axe-core is injected as an inline script, which our CSP rightly refuses

  // One load, audited at 390 px, then resized to 1366 px and audited again.
  test('the About Us page has no accessibility violations at 390 and 1366 px', async ({ page }) => {
    await expectNoAxeViolationsAtWidths(page, () => open(page));
  });
});
