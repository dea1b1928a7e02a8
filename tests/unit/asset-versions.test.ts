// Content versions of public/ files and the URLs that carry them: a changed file gets a new URL, nothing else does.
import t from 'tap';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { assetVersions, contentVersion, publicFileVersions } from '../../server/asset-versions.ts';
import { assetVersionsPlugin } from '../../scripts/asset-versions-plugin.ts';
import { assetUrl, publicFileUrl } from '../../shared/asset-url.ts';

/** A public/ folder with the given files (path -> content). */
function publicDir(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'asset-versions-'));
  for (const [path, content] of Object.entries(files)) write(root, path, content);
  return root;
}

function write(root: string, path: string, content: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

t.test(
  'every file gets a six-character URL-safe version, keyed by its path with slashes',
  async (t) => {
    const root = publicDir({ 'favicon.svg': '<svg/>', 'assets/img/logo.svg': '<svg>logo</svg>' });
    const versions = assetVersions(root);
    t.same(Object.keys(versions).sort(), ['assets/img/logo.svg', 'favicon.svg']);
    for (const v of Object.values(versions)) t.match(v, /^[\w-]{6}$/);
    t.equal(versions['favicon.svg'], contentVersion(Buffer.from('<svg/>')));
  },
);

t.test(
  'changing a file changes its URL and leaves the URLs of the other files alone',
  async (t) => {
    const root = publicDir({ 'assets/img/a.webp': 'one', 'assets/img/b.webp': 'bee' });
    const before = assetVersions(root);
    write(root, 'assets/img/a.webp', 'two');
    const after = assetVersions(root);
    t.not(assetUrl('/assets', 'img/a.webp', after), assetUrl('/assets', 'img/a.webp', before));
    t.equal(assetUrl('/assets', 'img/b.webp', after), assetUrl('/assets', 'img/b.webp', before));
    write(root, 'assets/img/a.webp', 'one');
    t.equal(
      assetVersions(root)['assets/img/a.webp'],
      before['assets/img/a.webp'],
      'same bytes, same version',
    );
  },
);

t.test(
  'an asset URL is under the asset base, a CDN included, with ?v= only for known files',
  async (t) => {
    const versions = { 'assets/img/logo.svg': 'abc123', 'favicon.svg': 'fav456' };
    t.equal(assetUrl('/assets', 'img/logo.svg', versions), '/assets/img/logo.svg?v=abc123');
    t.equal(assetUrl('/assets', '/img/logo.svg', versions), '/assets/img/logo.svg?v=abc123');
    t.equal(
      assetUrl('https://cdn.example.in/assets', 'img/logo.svg', versions),
      'https://cdn.example.in/assets/img/logo.svg?v=abc123',
    );
    t.equal(assetUrl('/assets', 'img/missing.svg', versions), '/assets/img/missing.svg');
    t.equal(publicFileUrl('/favicon.svg', versions), '/favicon.svg?v=fav456');
  },
);

t.test(
  'the versions of a served build leave out the Vite chunks, the manifest and precompressed twins',
  async (t) => {
    const root = publicDir({
      'assets/img/logo.svg': '<svg/>',
      'assets/img/logo.svg.br': 'compressed',
      'assets/img/logo.svg.gz': 'compressed',
      'static/entry-client-abc.js': 'code',
      '.vite/manifest.json': '{}',
      'favicon.svg': '<svg/>',
    });
    t.same(Object.keys(publicFileVersions(root)).sort(), ['assets/img/logo.svg', 'favicon.svg']);
  },
);

t.test(
  'the virtual module of the build lists the versions of public/assets only, as the server keys them',
  async (t) => {
    const root = publicDir({ 'assets/img/logo.svg': '<svg/>', 'favicon.svg': '<svg/>' });
    const plugin = assetVersionsPlugin();
    (plugin.configResolved as (c: Pick<ResolvedConfig, 'publicDir'>) => void)({ publicDir: root });
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const code = load(resolve('virtual:asset-versions')!);
    t.equal(
      code,
      `export const assetVersions = ${JSON.stringify({ 'assets/img/logo.svg': assetVersions(root)['assets/img/logo.svg'] })};`,
    );
  },
);
