// The layout sweep's check of a page at the window's present width (responsive.spec.ts), shared with the specs that
// make it in their own load of a page so that the sweep need not load it again (0131).
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** How far the page reaches past the window, and the elements that reach that far (for the failure message). */
export function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const over = scrollWidth - width;
    const culprits =
      over <= 0
        ? []
        : [...document.body.querySelectorAll('*')]
            .map((el) => ({ el, right: el.getBoundingClientRect().right }))
            // Past the window but not past the page's scroll width: not clipped away (a carousel's hidden slides are).
            .filter((x) => x.right > width + 0.5 && x.right <= scrollWidth + 0.5)
            .sort((a, b) => b.right - a.right)
            .slice(0, 3)
            .map((x) => `${x.el.tagName.toLowerCase()}.${x.el.className} (right ${x.right}px)`);
    return { over, culprits };
  });
}

/** Two animation frames: what a resize changes (media queries, Swiper's breakpoints, ResizeObservers) is laid out. */
export function settled(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** The checks of one page at the window's present width: nothing wider than the window, header and footer shown. */
export async function fits(page: Page, path: string, width: number) {
  const { over, culprits } = await overflow(page);
  expect
    .soft(over, `${path} at ${width} px is ${over}px wider than the window: ${culprits.join(', ')}`)
    .toBeLessThanOrEqual(0);
  await expect.soft(page.getByRole('banner'), `${path} header at ${width} px`).toBeVisible();
  await expect.soft(page.getByRole('contentinfo'), `${path} footer at ${width} px`).toBeVisible();
}
