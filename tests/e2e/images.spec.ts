// Every picture on the marketing and media pages: a text alternative (or marked decorative), a reserved size, and
// a modern format.
import { test, expect, hydrated } from './fixtures.ts';

const pages = ['/', '/about-us', '/our-teame', '/contact-us', '/blog', '/blog/1'];

interface Img {
  where: string;
  alt: string | null;
  decorative: boolean;
  width: string | null;
  height: string | null;
  urls: string[];
}

test('every image has alt text (or is marked decorative), width and height, and a modern format', async ({
  page,
}) => {
  const problems: string[] = [];
  let seen = 0;
  for (const path of pages) {
    await page.goto(path);
    await hydrated(page);
    const images: Img[] = await page.locator('img').evaluateAll((els) =>
      els.map((el, i) => {
        const img = el as HTMLImageElement;
        const srcset = img.getAttribute('srcset') ?? '';
        return {
          where: `img #${i + 1} (${img.getAttribute('src')})`,
          alt: img.getAttribute('alt'),
          decorative:
            img.getAttribute('role') === 'presentation' ||
            img.getAttribute('role') === 'none' ||
            img.closest('[aria-hidden="true"]') !== null,
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          urls: [
            img.getAttribute('src') ?? '',
            ...srcset
              .split(',')
              .map((c) => c.trim().split(/\s+/)[0] ?? '')
              .filter(Boolean),
          ],
        };
      }),
    );
    expect(images.length, `${path} shows pictures`).toBeGreaterThan(0);
    seen += images.length;
    for (const img of images) {
      const where = `${path} ${img.where}`;
      if (img.alt === null) problems.push(`${where}: no alt attribute`);
      else if (img.alt.trim() === '' && !img.decorative)
        problems.push(`${where}: empty alt but not hidden from assistive technology`);
      for (const [name, value] of [
        ['width', img.width],
        ['height', img.height],
      ] as const)
        if (!/^[1-9]\d*$/.test(value ?? '')) problems.push(`${where}: ${name} is ${value}`);
      for (const url of img.urls) {
        // Versioned URLs carry ?v=<hash>: the format is the path's extension, before the query.
        const path = new URL(url, 'http://x').pathname;
        if (!/\.(webp|avif|svg)$/i.test(path))
          problems.push(`${where}: ${url} is not WebP, AVIF or SVG`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(seen).toBeGreaterThan(30);
});
