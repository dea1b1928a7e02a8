// axe-core accessibility check for e2e tests: zero violations on the page as it stands.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe in the page. The source goes in through the DevTools protocol rather than a <script> tag: our CSP
 * refuses inline scripts without the page's nonce, and the refusal would also fail the console guard.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } };
    const result = await w.axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  expect(violations, 'axe-core violations').toEqual([]);
}
