// Content versions of public/ files and the URLs that carry them: a changed file gets a new URL, nothing else does.
import t from 'tap';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { assetVersions, publicFileVersions } from '../../server/http/asset-versions.ts';
import { assetVersionsPlugin } from '../../scripts/asset-versions-plugin.ts';
import { assetUrl, publicFileUrl, versionOf } from '../../shared/asset-url.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** A public/ folder with the given files (path -> content). */
function publicDir(files: Record<string, string>): string {
  const root = tempDir('asset-versions-');
  for (const [path, content] of Object.entries(files)) write(root, path, content);
  return root;
}

function write(root: string, path: string, content: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

t.test(
  'every folder holding files gets a six-character URL-safe version, keyed by its path with slashes',
  async (t) => {
    const root = publicDir({
      'favicon.svg': '<svg/>',
      'assets/img/logo.svg': '<svg>logo</svg>',
      'assets/img/team/a.webp': 'a',
    });
    const versions = assetVersions(root);
    t.same(Object.keys(versions).sort(), ['', 'assets/img', 'assets/img/team']);
    for (const v of Object.values(versions)) t.match(v, /^[\w-]{6}$/);
    t.equal(versionOf(versions, 'assets/img/team/a.webp'), versions['assets/img/team']);
    t.equal(versionOf(versions, 'favicon.svg'), versions['']);
  },
);

t.test(
  "changing, adding or renaming a file changes its folder's URLs and leaves other folders alone",
  async (t) => {
    const root = publicDir({
      'assets/img/gallery/a.webp': 'one',
      'assets/img/gallery/b.webp': 'bee',
      'assets/img/blog/c.webp': 'sea',
    });
    const before = assetVersions(root);
    write(root, 'assets/img/gallery/a.webp', 'two');
    const after = assetVersions(root);
    for (const file of ['img/gallery/a.webp', 'img/gallery/b.webp'])
      t.not(assetUrl('/assets', file, after), assetUrl('/assets', file, before), file);
    t.equal(
      assetUrl('/assets', 'img/blog/c.webp', after),
      assetUrl('/assets', 'img/blog/c.webp', before),
      'another folder keeps its URLs',
    );
    write(root, 'assets/img/gallery/a.webp', 'one');
    t.same(assetVersions(root), before, 'same bytes, same versions');
    write(root, 'assets/img/gallery/new.webp', 'new');
    t.not(assetVersions(root)['assets/img/gallery'], before['assets/img/gallery'], 'a new file');
  },
);

t.test(
  'an asset URL is under the asset base, a CDN included, with ?v= only for known folders',
  async (t) => {
    const versions = { 'assets/img': 'abc123', '': 'fav456' };
    t.equal(assetUrl('/assets', 'img/logo.svg', versions), '/assets/img/logo.svg?v=abc123');
    t.equal(assetUrl('/assets', '/img/logo.svg', versions), '/assets/img/logo.svg?v=abc123');
    t.equal(
      assetUrl('https://cdn.example.in/assets', 'img/logo.svg', versions),
      'https://cdn.example.in/assets/img/logo.svg?v=abc123',
    );
    t.equal(assetUrl('/assets', 'other/missing.svg', versions), '/assets/other/missing.svg');
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
    const versions = publicFileVersions(root);
    t.same(Object.keys(versions).sort(), ['', 'assets/img']);
    t.same(versions['assets/img'], assetVersions(publicDir({ 'logo.svg': '<svg/>' }))['']);
  },
);

t.test(
  'the virtual module of the build lists the folder versions of public/assets only, as the server keys them',
  async (t) => {
    const root = publicDir({ 'assets/img/logo.svg': '<svg/>', 'favicon.svg': '<svg/>' });
    const plugin = assetVersionsPlugin(basename(root));
    // As in the server-render build, where Vite's own publicDir is off: the plugin finds the folder by itself.
    (plugin.configResolved as (c: Pick<ResolvedConfig, 'root' | 'publicDir'>) => void)({
      root: join(root, '..'),
      publicDir: '',
    });
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const code = load(resolve('virtual:asset-versions')!);
    t.equal(
      code,
      `export const assetVersions = ${JSON.stringify({ 'assets/img': assetVersions(root)['assets/img'] })};`,
    );
  },
);
