// Every page of the site at the narrowest (360 px) and widest (1920 px) width we support: nothing wider than the
// window, header and footer shown. The pages come from /sitemap.xml (generated from the route table), plus the ones
// it leaves out: the refstr pages with a sandbox lead's link, the two thank-you pages and a 404. What the footer
// says (CIN, RBI number, contacts) is read from the server's HTML by tests/api/page-html.test.ts (0131).
import { test, expect, hydrated } from './fixtures.ts';
import { fits, settled } from './layout.ts';
import { policyPaths } from '../helpers/route-table.ts';
import { hindiDocuments } from './hindi-documents.ts';

/** Base64 of the sandbox lead 310001 (Priya), as the SMS link carries it. */
const REFSTR = 'MzEwMDAx';
const unlisted = [
  `/video-kyc?refstr=${REFSTR}`,
  `/getpanverify?refstr=${REFSTR}`,
  '/thank-you',
  '/order-confirmation',
  // Issue 46: without a session (my-loans.spec.ts checks the loans at 390 px), and the reference check.
  '/my-loans',
  '/verify-document',
  '/no-such-page',
];

async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

// Each page is loaded once: at 360 px, checked, then widened to 1920 px and checked again, as policies.spec.ts and
// hindi-documents.spec.ts check their pages at two widths in one load. Loading every page a second time at 1920 px
// was half the sweep's CPU and checked nothing a resize does not: the layout follows the width through CSS media
// queries, and the only width-reading code (Swiper's breakpoints, the policy and KFS tables' ResizeObservers)
// follows a resize too. A fresh load at a desktop width is what every other spec makes (1366 px). The policy pages
// and the Hindi documents are not loaded here at all: policies.spec.ts and hindi-documents.spec.ts load each once
// and make these same checks at 360 and 1920 px in that load (0116, 0131).
// Four shares, run first (playwright.config.ts's `layout` project), so no test nears its time-out on a loaded
// machine and a retry reruns a quarter of the sweep (0116, 0121).
const SHARES = 4;
const loadedElsewhere = [...policyPaths, ...hindiDocuments.map((d) => d.path)];
const NARROW = 360;
const WIDE = 1920;

for (let share = 0; share < SHARES; share++) {
  test(`at ${NARROW} and ${WIDE} px every page fits the window and shows header and footer (share ${share + 1} of ${SHARES})`, async ({
    page,
    consoleGuard,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    consoleGuard.allow(/status of 404/);
    const listed = await sitemapPaths(baseURL!);
    const all = [...new Set([...listed, ...unlisted])].filter((p) => !loadedElsewhere.includes(p));
    expect(all.length, 'the sitemap lists the route table').toBeGreaterThan(20);
    const paths = all.filter((_, i) => i % SHARES === share);

    for (const path of paths) {
      await test.step(path, async () => {
        const widths = [NARROW, WIDE];
        await page.setViewportSize({ width: NARROW, height: 900 });
        // Not waiting for the load event: every picture has its size reserved (tests/api/page-html.test.ts), so the layout
        // measured here is the final one, and the big pictures of a 1920 px window need not arrive first.
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
        expect.soft(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
        await hydrated(page, `${path} hydrates`);
        for (const [i, width] of widths.entries()) {
          if (i > 0) {
            await page.setViewportSize({ width, height: 900 });
            await settled(page);
          }
          await fits(page, path, width);
        }
      });
    }
  });
}
