// The e2e `test`: fails any test whose page logs a console error or warning, throws, or trips the Content-Security-
// Policy (even where the page catches the refusal, as a library probing for eval does), unless the test allows it.
import { basename } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { cpuSnapshot, logCpu } from './cpu-log.ts';

export interface ConsoleGuard {
  /** Messages matching these are expected by the test (a 404 document, say). */
  allow(...patterns: RegExp[]): void;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard; cpu: void }>({
  // Off unless E2E_CPU_LOG is set: each test's CPU-seconds, to rank tests by cost (cpu-log.ts, 0121). Declared
  // first, so it is set up before the test's browser context and torn down after it closes.
  cpu: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its pattern
    async ({}, use, info) => {
      if (!process.env.E2E_CPU_LOG) return use();
      const before = cpuSnapshot();
      await use();
      logCpu(basename(info.file), info.titlePath.slice(1).join(' > '), info.status ?? '', before);
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error' && msg.type() !== 'warning') return;
        const text = msg.text();
        if (!allowed.some((re) => re.test(text))) problems.push(`${msg.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      // A refused eval or source is only a DevTools issue unless something reports it: say it as a console error.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(
            `CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
          ),
        ),
      );
      await use({ allow: (...patterns) => allowed.push(...patterns) });
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The URLs of the page's requests from now on that match `pattern`: a chunk fetched, say, or an API called. */
export function requestsTo(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/**
 * Waits until React has hydrated the server-rendered root and every carousel and the home page's calculator within
 * a window's height of the window have started (their code loads after the page's own script; one further away
 * starts when it comes that near, decisions 0134, 0140: a test that works one scrolls to it and waits for its
 * data-ready). Checked on
 * every animation frame inside the page, so the test goes on the moment it is true (expect.poll's back-off of 100,
 * 250, 500 and 1000 ms cost up to a second a page).
 */
export async function hydrated(page: Page, message = 'the page hydrates'): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        const ready = !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
        const near = (el: Element) => {
          const box = el.getBoundingClientRect();
          return box.bottom > -innerHeight && box.top < 2 * innerHeight;
        };
        const waiting = document.querySelectorAll(
          '.carousel:not([data-ready]), .calculator:not([data-ready])',
        );
        return ready && ![...waiting].some(near);
      },
      undefined,
      { polling: 'raf', timeout: 10_000 },
    );
  } catch (error) {
    throw new Error(`${message}: ${(error as Error).message}`);
  }
}
