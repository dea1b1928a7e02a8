// Every page of the site at the narrowest (360 px) and widest (1920 px) width we support: nothing wider than the
// window, header and footer shown. The pages come from /sitemap.xml (generated from the route table), plus the ones
// it leaves out: the refstr pages with a sandbox lead's link, the two thank-you pages and a 404.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { site } from '../../shared/site.ts';
import { policyPaths } from '../helpers/route-table.ts';

/** Base64 of the sandbox lead 310001 (Priya), as the SMS link carries it. */
const REFSTR = 'MzEwMDAx';
const unlisted = [
  `/video-kyc?refstr=${REFSTR}`,
  `/getpanverify?refstr=${REFSTR}`,
  '/thank-you',
  '/order-confirmation',
  '/no-such-page',
];

async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** How far the page reaches past the window, and the elements that reach that far (for the failure message). */
function overflow(page: Page) {
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

// Each width's pages in two shares, one test a share, run first (playwright.config.ts's `layout` project). One test
// a width (0042) was the run's tail: its file sorts last but one, so both started 700 s into a run at a load of 20
// to 30, took 145 s (360 px) and 242 s (1920 px, past its time-out), and the retry added 117 s more (0055). More
// shares cost more than they give: each pays a cold first load (five shares a width: 354 s of test time and 72
// CPU-s against 200 s and 58 for one test a width, measured side by side).
const SHARES = 2;

for (const width of [1920, 360]) {
  for (let share = 0; share < SHARES; share++) {
    test(`at ${width} px every page fits the window and shows header and footer (share ${share + 1} of ${SHARES})`, async ({
      page,
      consoleGuard,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      consoleGuard.allow(/status of 404/);
      await page.setViewportSize({ width, height: 900 });
      const all = [...new Set([...(await sitemapPaths(baseURL!)), ...unlisted])];
      expect(all.length, 'the sitemap lists the route table').toBeGreaterThan(20);
      const paths = all
        // policies.spec.ts loads each policy page at 360 px and checks the same (fit, header, footer) there.
        .filter((path) => width !== 360 || !policyPaths.includes(path))
        .filter((_, i) => i % SHARES === share);

      for (const path of paths) {
        await test.step(path, async () => {
          // Not waiting for the load event: every picture has its size reserved (images.spec.ts), so the layout
          // measured here is the final one, and the big pictures of a 1920 px window need not arrive first.
          const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
          expect.soft(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
          await hydrated(page, `${path} hydrates`);
          const { over, culprits } = await overflow(page);
          expect
            .soft(over, `${path} is ${over}px wider than the window: ${culprits.join(', ')}`)
            .toBeLessThanOrEqual(0);
          await expect.soft(page.getByRole('banner'), `${path} header`).toBeVisible();
          await expect.soft(page.getByRole('contentinfo'), `${path} footer`).toBeVisible();
        });
      }
    });
  }
}

test('the footer shows the CIN, the RBI registration number and the contact details', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`CIN ${site.cin}`);
  await expect(footer).toContainText(`RBI Certificate of Registration No. ${site.rbiRegistration}`);
  await expect(footer).toContainText(site.legalName);
  await expect(footer).toContainText(site.address.lines.join(', '));
  await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    `tel:${site.phoneHref}`,
  );
  await expect(footer.getByRole('link', { name: site.email, exact: true })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(footer).toContainText(site.grievanceOfficer.name);
  await expect(footer.getByRole('link', { name: site.grievanceOfficer.email })).toHaveAttribute(
    'href',
    `mailto:${site.grievanceOfficer.email}`,
  );
  await expect(footer).toContainText(site.grievanceOfficer.phone);
});
