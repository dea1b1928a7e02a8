// Stopping the page's clock once it has loaded (server-rendered content is revealed on timers, so the clock must
// run until then), so a carousel only moves when a test runs time forward with page.clock.runFor.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Call page.clock.install() before page.goto; this stops the clock shortly after the page's time now. The page's
 * time keeps flowing until the pause lands, and on a busy machine it can pass any fixed margin first (clock.pauseAt
 * then fails with 'Cannot fast-forward to the past'): then it tries again from the page's new time.
 */
export async function stopClock(page: Page, marginMs = 2000): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + marginMs);
      return;
    } catch (error) {
      if (attempt >= 5 || !/fast-forward to the past/.test((error as Error).message)) throw error;
    }
  }
}

/**
 * Stops the clock with an auto-playing carousel's wait starting afresh at that instant: hovering pauses it, the
 * clock stops, and moving the pointer away resumes it with a full delay ahead.
 */
export async function stopClockAtFreshStep(page: Page, carousel: Locator): Promise<void> {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
  await stopClock(page);
  await page.mouse.move(1, 1); // the top-left corner of the page, outside every carousel
  await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
}
