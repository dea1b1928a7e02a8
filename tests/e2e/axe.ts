// Runs axe-core inside the page and fails with a readable list of any accessibility violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Audit the settled page: with reduced motion, scroll-in effects show at full opacity at once, so no element is
  // judged (for contrast, say) half-way through a fade.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A transition already under way keeps its duration, so also wait for every finite one to end.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5000 },
  );
  // Evaluated through the DevTools protocol rather than page.addScriptTag: our CSP (script nonces) blocks an
  // injected inline <script>, and the test should not have to switch the CSP off.
  // Once per document: a test that audits a page in several states reuses the copy it injected.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // Only violations are read, so axe need not gather the details of every passing and inapplicable check.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  expect(violations, 'axe-core accessibility violations').toEqual([]);
}

/**
 * Audits one load at several widths: the window is set to the first width before `open` loads the page, then
 * resized to each of the others (a resize lays the page out as a load at that width would, 0131).
 */
export async function expectNoAxeViolationsAtWidths(
  page: Page,
  open: () => Promise<unknown>,
  widths: readonly number[] = [390, 1366],
): Promise<void> {
  for (const [i, width] of widths.entries()) {
    await page.setViewportSize({ width, height: 900 });
    if (i === 0) await open();
    await expectNoAxeViolations(page);
  }
}
