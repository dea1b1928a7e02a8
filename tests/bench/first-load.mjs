// First-load JavaScript of each route, read from the build (issue 22): the entry, the route's page chunk and what
// the page loads before it renders (a policy's document), each with every chunk it imports statically. These are
// the scripts the browser fetches before the load event; their gzip sizes are deterministic for a build, so the
// budget check (tests/unit/js-budget.test.ts) can fail on them without timing anything.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ENTRY = 'client/entry-client.tsx';

/** 100,000 bytes on every route; 90,000 on /, the 10% headroom issue 22 asks of the home page. */
export const budgetFor = (path) => (path === '/' ? 90_000 : 100_000);

/** Every concrete page of the route table with its page's modules; one unknown path stands for the 404 page. */
export async function routeModules(dist = 'dist') {
  const entry = await import(pathToFileURL(join(process.cwd(), dist, 'ssr/entry-server.js')).href);
  return entry.routes.flatMap((r) => {
    const modules = [r.page.source, ...(r.page.alsoLoads ?? [])];
    if (r.path === '*') return [{ path: '/no-such-page', modules }];
    if (r.path.includes(':')) return (r.prerender ?? []).map((path) => ({ path, modules }));
    return [{ path: r.path, modules }];
  });
}

/** The files a page load fetches before its load event: the modules and their static imports, transitively. */
export function firstLoadFiles(manifest, modules) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [ENTRY, ...modules]) visit(key);
  return [...files];
}

/** Each route's first-load scripts and their total gzip size (level 9, as the build precompresses). */
export async function firstLoadByRoute(dist = 'dist') {
  const client = join(dist, 'client');
  const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
  const gzipOf = new Map();
  const size = (file) => {
    if (!gzipOf.has(file))
      gzipOf.set(file, gzipSync(readFileSync(join(client, file)), { level: 9 }).length);
    return gzipOf.get(file);
  };
  return (await routeModules(dist)).map(({ path, modules }) => {
    const files = firstLoadFiles(manifest, modules).map((file) => ({ file, gzip: size(file) }));
    const total = files.reduce((n, f) => n + f.gzip, 0);
    return { path, files, total, budget: budgetFor(path) };
  });
}
