// The gallery in the browser. The photos' alt text, size, format and lazy loading are read from the server's HTML
// by tests/api/page-html.test.ts (0131); which file each photo loads, and its caching, are checked here.
import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';

const titles = [
  'Annual Town Hall 2025 at the Noida office',
  'Diwali celebrations with the whole team',
  'Customer support floor during launch week',
  'Credit risk team planning sprint',
  'Women in Finance leadership session',
  'Independence Day flag hoisting',
  'Tree plantation drive in Sector 132',
  'Hackathon winners, engineering team',
  'Financial literacy workshop for first-time borrowers',
  'Team offsite at Rishikesh',
];

async function openGallery(page: Page) {
  await page.goto('/gallery');
  await hydrated(page);
}

const photos = (page: Page) => page.getByRole('button', { name: /^View larger: / });
const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' });
const currentSlide = (page: Page) => viewer(page).locator('.yarl__slide_current');

test('Company Moments shows 8 captioned photos, and View More shows all 10 and goes away', async ({
  page,
}) => {
  await openGallery(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Moments');
  await expect(photos(page)).toHaveCount(8);
  await expect(page.locator('.gallery-item figcaption')).toHaveText(titles.slice(0, 8));

  await page.getByRole('button', { name: 'View More' }).click();
  await expect(photos(page)).toHaveCount(10);
  await expect(page.locator('.gallery-item figcaption')).toHaveText(titles);
  await expect(page.getByRole('button', { name: 'View More' })).toHaveCount(0);
  // Focus moves on to the first photo that appeared, rather than being lost with the button.
  await expect(photos(page).nth(8)).toBeFocused();
});

test('every photo loads from a versioned URL that the browser may keep for a year', async ({
  page,
}) => {
  const cacheControl = new Map<string, string>();
  page.on('response', (r) => {
    if (r.url().includes('/assets/img/'))
      cacheControl.set(r.url(), r.headers()['cache-control'] ?? '');
  });
  await openGallery(page);
  await page.getByRole('button', { name: 'View More' }).click();
  const images = page.locator('.gallery-item img');
  await expect(images).toHaveCount(10);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(src).toMatch(/\/assets\/img\/gallery\/gallery-\d+(-800)?\.webp\?v=[\w-]{6}$/);
    expect(cacheControl.get(src)).toBe('public, max-age=31536000, immutable');
  }
});

test('a photo opens the viewer at that photo; arrow keys move and Escape closes', async ({
  page,
}) => {
  await openGallery(page);
  await expect(viewer(page)).toHaveCount(0);
  await photos(page).nth(2).click();

  await expect(viewer(page)).toBeVisible();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 10');
  await expect(currentSlide(page)).toContainText(titles[2]!);

  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '4 of 10');
  await expect(currentSlide(page)).toContainText(titles[3]!);

  await page.keyboard.press('ArrowLeft');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 10');
  await page.keyboard.press('ArrowLeft');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 10');
  await expect(currentSlide(page)).toContainText(titles[1]!);

  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  // Focus returns to the photo that opened the viewer.
  await expect(photos(page).nth(2)).toBeFocused();
});

test('the viewer has previous, next, close, fullscreen and a strip of thumbnails', async ({
  page,
}) => {
  await openGallery(page);
  await photos(page).nth(0).click();
  const dialog = viewer(page);
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /fullscreen/i })).toBeVisible();
  // The strip is a carousel around the current photo: four either side.
  await expect(dialog.locator('.yarl__thumbnails_thumbnail')).toHaveCount(9);
  const thumb = await dialog.locator('.yarl__thumbnails_thumbnail').first().boundingBox();
  // 120x80 image + padding 4 + border 1 on each side (SPEC section 9).
  expect(thumb).toMatchObject({ width: 130, height: 90 });

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 10');
  await dialog
    .locator('.yarl__thumbnails_thumbnail', {
      has: page.locator('img[src*="gallery-10-thumb.webp?v="]'),
    })
    .click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '10 of 10');
  await expect(currentSlide(page)).toContainText(titles[9]!);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(viewer(page)).toHaveCount(0);
});

test('the lightbox code is not part of the first load and arrives when a photo is opened', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await openGallery(page);
  expect(requested.filter((u) => /GalleryLightbox/.test(u))).toEqual([]);

  const entry = await page.locator('script#boot').getAttribute('data-entry');
  const entrySource = await (await page.request.get(entry!)).text();
  expect(entrySource).not.toContain('yarl__');

  await photos(page).nth(0).click();
  await expect(viewer(page)).toBeVisible();
  expect(requested.filter((u) => /GalleryLightbox-.*\.js$/.test(u))).toHaveLength(1);
  expect(requested.filter((u) => /GalleryLightbox-.*\.css$/.test(u))).toHaveLength(1);
});

test('the gallery has no accessibility violations, with the viewer closed or open', async ({
  page,
}) => {
  await openGallery(page);
  await expectNoAxeViolations(page);
  await photos(page).nth(4).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '5 of 10');
  await expectNoAxeViolations(page);
});
