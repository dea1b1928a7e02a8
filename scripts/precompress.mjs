// Precompressed twins (.br, .gz) of the browser's text assets, so @fastify/static serves them without compressing
// per request. The work is spread over a small pool of workers (scripts/precompress-worker.mjs), largest file
// first, so the two biggest (the entries) do not end up on one worker at the end.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TEXT = /\.(js|css|svg|html|json|txt|xml|webmanifest)$/;

/** The files under `dir` that get twins: every text asset, the build's manifests (.vite/, read by the server) aside. */
export function textAssets(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && TEXT.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !path.includes('/.vite/'));
}

/**
 * zopfli's iterations (decision 0130, measured on this site's assets): 5 takes 10% more CPU than 1 and saves ~70 B
 * on an entry; 15 saves another 15-35 B on a route's first load for 20% more.
 */
export const ZOPFLI_ITERATIONS = 5;

/** Twins already made, by their file's content and the settings; entries unused for a week are removed. */
const CACHE_DIR = 'node_modules/.cache/precompress';
const CACHE_DAYS = 7;

/**
 * Writes `${file}.br` and `${file}.gz` for each file. `zopfliFrom`: smaller files get zlib's level 9 (zopfli saves
 * a few bytes there at the same fixed cost per file).
 */
export async function precompress(
  files,
  { workers = 2, numiterations = ZOPFLI_ITERATIONS, zopfliFrom = 1024, cacheDir = CACHE_DIR } = {},
) {
  mkdirSync(cacheDir, { recursive: true });
  const zopfli = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('@gfx/zopfli/package.json'), 'utf8'),
  ).version;
  const settings = JSON.stringify({ zopfli, numiterations, zopfliFrom, brotli: 11 });
  const queue = [...files].sort((a, b) => statSync(b).size - statSync(a).size);
  const url = new URL('./precompress-worker.mjs', import.meta.url);
  const run = () =>
    new Promise((resolve, reject) => {
      const worker = new Worker(url, {
        // Plain JavaScript: none of the caller's loaders (a test runs under tsx).
        execArgv: [],
        workerData: { numiterations, zopfliFrom, cacheDir, settings },
      });
      const next = () => {
        const file = queue.shift();
        if (file === undefined) worker.terminate().then(() => resolve());
        else worker.postMessage(file);
      };
      worker.on('message', ({ error }) => {
        if (error) {
          queue.length = 0;
          worker.terminate().then(() => reject(new Error(error)));
        } else next();
      });
      worker.on('error', reject);
      next();
    });
  await Promise.all(Array.from({ length: Math.min(workers, queue.length) }, run));
  const stale = Date.now() - CACHE_DAYS * 86_400_000;
  for (const name of readdirSync(cacheDir))
    if (statSync(join(cacheDir, name)).mtimeMs < stale) rmSync(join(cacheDir, name));
  return files.length;
}
