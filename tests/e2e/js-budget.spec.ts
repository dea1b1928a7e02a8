// The JavaScript budget of a first visit (issues 22, 47): every script a first visit fetches until the network is
// idle, with no input from the visitor, read from the browser's own resource timings (the compressed body of each
// script, gzip being the budget's unit), on every route of the route table and the 404 page in both languages.
// At most 100,000 B; 90,000 B on /. The build's manifest (tests/unit/js-budget.test.ts) names only what a page
// imports before it renders; this counts what the page then asks for too (a carousel, a form's schemas).
import { test, expect } from './fixtures.ts';
import { budgetFor, builds, routeModules } from '../bench/first-load.mjs';

const paths: string[] = [];
for (const build of builds)
  for (const { path } of (await routeModules('dist', build)) as { path: string }[])
    paths.push(path);

// The budget's unit is gzip: the browser says it takes nothing else, so every script arrives as the .gz twin or
// gzip at the server's level.
test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });

test('the route table is all here, with the 404 page, in both languages', () => {
  expect(paths.length).toBeGreaterThan(40);
  for (const path of [
    '/',
    '/apply-now',
    '/no-such-page',
    '/hi',
    '/hi/apply-now',
    '/hi/no-such-page',
  ])
    expect(paths).toContain(path);
});

for (const path of paths) {
  test(`${path}: a first visit fetches at most ${budgetFor(path)} B gzip of JavaScript`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    // A fresh context per test: nothing cached. Network idle is 500 ms without a request.
    await page.goto(path, { waitUntil: 'networkidle' });
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ file: new URL(e.name).pathname, bytes: e.encodedBodySize })),
    );
    const total = scripts.reduce((n, s) => n + s.bytes, 0);
    // The page's own entry and React are always among them: a page that fetched nothing was not measured.
    expect(scripts.length, 'scripts fetched').toBeGreaterThan(2);
    expect(
      total,
      `${path}: ${scripts.map((s) => `${s.file} ${s.bytes}`).join(', ')}`,
    ).toBeLessThanOrEqual(budgetFor(path));
  });
}
