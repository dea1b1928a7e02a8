#!/usr/bin/env node
// Renders the site's raster images (WebP/PNG) from the SVG sources in art/svg/.
// The SVG sources (and the vector images in public/) are regenerated first from the
// scene scripts in art/ unless --no-build is passed.
//   node scripts/render-art.mjs [--no-build]
import { readFile, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { build, rasters, PUBLIC, SVG_SRC } from '../art/build.mjs';

const WEBP = { quality: 78, effort: 6, smartSubsample: true };

const jobs = process.argv.includes('--no-build') ? rasters() : await build();
let total = 0;
for (const job of jobs) {
  const svg = await readFile(join(SVG_SRC, job.src));
  const meta = await sharp(svg).metadata();
  for (const [rel, w, h] of job.outputs) {
    const out = join(PUBLIC, rel);
    await mkdir(dirname(out), { recursive: true });
    // Rasterise at (at least) the target size, then resample to the exact output size.
    const density = Math.max(72, Math.ceil((72 * w) / meta.width));
    let img = sharp(svg, { density }).resize(w, h, {
      fit: 'cover',
      position: 'centre',
      kernel: 'lanczos3',
    });
    if (rel.endsWith('.webp')) img = img.webp(WEBP);
    else
      img = img
        .flatten({ background: '#FFFFFF' })
        .png({ compressionLevel: 9, palette: true, quality: 95, dither: 0.6 });
    await img.toFile(out);
    const { size } = await stat(out);
    total += size;
    console.log(`${rel.padEnd(44)} ${w}x${h}  ${(size / 1024).toFixed(1)} KB`);
  }
}
console.log(`raster total: ${(total / 1024 / 1024).toFixed(2)} MB`);
