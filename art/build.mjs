// Generates every SVG: the vector deliverables (written straight to public/) and the SVG
// sources of the raster images (written to art/svg/, rendered by scripts/render-art.mjs).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as brand from './scenes/brand.mjs';
import * as hero from './scenes/hero.mjs';
import * as pages from './scenes/pages.mjs';
import * as gallery from './scenes/gallery.mjs';
import * as blog from './scenes/blog.mjs';
import { ICONS, icon } from './scenes/icons.mjs';
import { castMember } from './scenes/portraits.mjs';

export const ART_DIR = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(ART_DIR, '..');
export const PUBLIC = join(ROOT, 'public');
export const IMG = join(PUBLIC, 'assets', 'img');
export const SVG_SRC = join(ART_DIR, 'svg');

const pad = (n) => String(n).padStart(2, '0');

// Vector deliverables: [path relative to public/, generator]
export function vectors() {
  const v = [
    ['assets/img/logo.svg', brand.logo],
    ['assets/img/logo-white.svg', brand.logoWhite],
    ['assets/img/logo-mark.svg', brand.logoMark],
    ['favicon.svg', brand.favicon],
    ['assets/img/banks/hdfc.svg', brand.hdfc],
    ['assets/img/banks/icici.svg', brand.icici],
    ['assets/img/apply/apply-side.svg', pages.applySide],
    ['assets/img/contact/contact-illustration.svg', pages.contactIllustration],
    ['assets/img/repay/repay-illustration.svg', pages.repayIllustration],
    ['assets/img/kyc/video-kyc.svg', pages.videoKyc],
    ['assets/img/kyc/pan-card.svg', pages.panCard],
    ['assets/img/404.svg', pages.notFound],
  ];
  for (const name of Object.keys(ICONS)) v.push([`assets/img/icons/${name}.svg`, () => icon(name)]);
  // Team: leaders [man, woman, man]; leads alternate starting with a woman; staff alternate starting with a man.
  for (let i = 1; i <= 3; i++) v.push([`assets/img/team/leader-${i}.svg`, () => castMember('leader', i, i === 2)]);
  for (let i = 1; i <= 12; i++) v.push([`assets/img/team/lead-${pad(i)}.svg`, () => castMember('lead', i, i % 2 === 1)]);
  for (let i = 1; i <= 31; i++) v.push([`assets/img/team/staff-${pad(i)}.svg`, () => castMember('staff', i, i % 2 === 0)]);
  return v;
}

// Raster images: SVG source (relative to art/svg) -> outputs [path relative to public/, width, height]
export function rasters() {
  const r = [];
  const webp = (src, gen, dir, name, sizes) =>
    r.push({ src, gen, outputs: sizes.map(([suffix, w, h]) => [`assets/img/${dir}/${name}${suffix}.webp`, w, h]) });
  [hero.hero1, hero.hero2, hero.hero3].forEach((g, i) =>
    webp(`hero-${i + 1}.svg`, g, 'hero', `hero-${i + 1}`, [['', 1600, 900], ['-800', 800, 450]]));
  webp('about-teaser.svg', pages.aboutTeaser, 'home', 'about-teaser', [['', 1200, 900], ['-600', 600, 450]]);
  webp('about-main.svg', pages.aboutMain, 'about', 'about-main', [['', 1200, 900], ['-600', 600, 450]]);
  webp('careers-team.svg', pages.careersTeam, 'careers', 'careers-team', [['', 1200, 800], ['-600', 600, 400]]);
  const g = [gallery.g01, gallery.g02, gallery.g03, gallery.g04, gallery.g05, gallery.g06, gallery.g07, gallery.g08, gallery.g09, gallery.g10];
  g.forEach((gen, i) =>
    webp(`gallery-${pad(i + 1)}.svg`, gen, 'gallery', `gallery-${pad(i + 1)}`, [['', 1600, 1067], ['-800', 800, 533], ['-thumb', 240, 160]]));
  [blog.blog1, blog.blog2, blog.blog3, blog.blog4, blog.blog5, blog.blog6].forEach((gen, i) =>
    webp(`blog-${i + 1}.svg`, gen, 'blog', `blog-${i + 1}`, [['', 1200, 675], ['-600', 600, 338]]));
  webp('blog-featured.svg', blog.blogFeatured, 'blog', 'blog-featured', [['', 1600, 600], ['-800', 800, 300]]);
  r.push({ src: 'og-default.svg', gen: pages.ogDefault, outputs: [['assets/img/og-default.png', 1200, 630]] });
  r.push({ src: 'apple-touch-icon.svg', gen: brand.appleIcon, outputs: [['apple-touch-icon.png', 180, 180]] });
  return r;
}

async function put(file, data) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
}

// Writes all SVG files. Returns the raster job list with absolute paths.
export async function build() {
  for (const [rel, gen] of vectors()) await put(join(PUBLIC, rel), gen());
  const jobs = rasters();
  for (const job of jobs) await put(join(SVG_SRC, job.src), job.gen());
  return jobs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const jobs = await build();
  console.log(`wrote ${vectors().length} vector files and ${jobs.length} raster sources`);
}
