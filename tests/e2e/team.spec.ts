import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolationsAtWidths } from './axe.ts';
import { stopClockAtFreshStep } from './clock.ts';
import { leaders, leads, staff, teamHeadings } from '../../client/content/team.ts';

async function open(page: Page) {
  await page.goto('/our-teame');
  await hydrated(page);
}

const carousel = (page: Page) => page.getByRole('region', { name: teamHeadings.staff });

/** Slides lying wholly inside the carousel's window. */
function fullyVisibleSlides(frame: Locator): Promise<number> {
  return frame.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('.swiper-slide')].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

test('shows 3 leadership cards and 12 department leads, each with a portrait, name and role', async ({
  page,
}) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
  const leaderList = page.getByRole('region', { name: teamHeadings.leaders }).getByRole('listitem');
  await expect(leaderList).toHaveCount(3);
  const leadList = page.getByRole('region', { name: teamHeadings.leads }).getByRole('listitem');
  await expect(leadList).toHaveCount(12);
  for (const m of [...leaders, ...leads]) {
    await expect(page.getByRole('img', { name: `Illustrated portrait of ${m.name}` })).toHaveCount(
      1,
    );
  }
  await expect(page.getByText(leaders[0]?.role ?? '')).toBeVisible();
});

test('the staff carousel holds all 31 supporting staff', async ({ page }) => {
  await open(page);
  await expect(carousel(page).getByRole('group')).toHaveCount(31);
  expect(staff).toHaveLength(31);
  await expect(carousel(page).getByRole('group', { name: '31 of 31' })).toHaveCount(1);
});

// One load, then the window resized to each width: Swiper's breakpoints follow a resize as they follow a load (0131).
test('the staff carousel shows 1 person at a time at 390 px, 2 at 800 px and 4 at 1366 px', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // hold it still to count
  await page.setViewportSize({ width: 390, height: 900 });
  await open(page);
  const frame = carousel(page).locator('.swiper');
  for (const [width, expected] of [
    [390, 1],
    [800, 2],
    [1366, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveClass(/swiper-initialized/); // set up once it nears the window (0134)
    await expect
      .poll(() => fullyVisibleSlides(frame), { message: `people shown at ${width} px` })
      .toBe(expected);
  }
});

test('the staff carousel moves one person every 2 s, wraps past the last, and pauses on hover', async ({
  page,
}) => {
  await page.clock.install();
  await open(page);
  const active = carousel(page).locator('.swiper-slide-active');
  // Below the fold it waits, not even set up (0134), until it nears the window; then it starts on the first person.
  await expect(carousel(page)).toHaveAttribute('data-autoplay', 'paused');
  await expect(carousel(page)).not.toHaveAttribute('data-ready');
  await stopClockAtFreshStep(page, carousel(page));
  await expect(active).toHaveAttribute('aria-label', '1 of 31');
  await page.clock.runFor(1900);
  await expect(active).toHaveAttribute('aria-label', '1 of 31');
  await page.clock.runFor(100);
  await expect(active).toHaveAttribute('aria-label', '2 of 31');

  // Back past the first person to the last; Swiper ignores a click while a 1 s slide is still moving.
  for (const expected of ['1 of 31', '31 of 31']) {
    await expect(carousel(page).locator('.swiper-wrapper')).toHaveCSS('transition-duration', '0s');
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(active).toHaveAttribute('aria-label', expected);
  }

  await carousel(page).hover();
  await expect(carousel(page)).toHaveAttribute('data-autoplay', 'paused');
  await page.clock.runFor(6000);
  await expect(active).toHaveAttribute('aria-label', '31 of 31');
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true }); // axe-core is injected as an inline script, which our CSP rightly refuses

  // One load, audited at 390 px, then resized to 1366 px and audited again.
  test('the Our Team page has no accessibility violations at 390 and 1366 px', async ({ page }) => {
    await expectNoAxeViolationsAtWidths(page, () => open(page));
  });
});
