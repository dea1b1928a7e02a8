// Content versions of the files under public/: a short hash of each file's bytes, so an image URL can carry
// `?v=<hash>` and be cached for a year (docs/decisions/0015-content-versioned-image-urls.md).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AssetVersions } from '../shared/asset-url.ts';

/**
 * 36 bits of SHA-256 in six base64url characters: a changed file keeps its old version once in 68 billion
 * changes, and the browser bundle carries one per image (about 11 bytes gzip each).
 */
export function contentVersion(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 6);
}

/**
 * The version of every file under `root`, keyed by its path from there with '/' separators
 * ('assets/img/logo.svg'). `skip` leaves out a file or a whole folder by that same relative path.
 */
export function assetVersions(
  root: string,
  skip: (relativePath: string) => boolean = () => false,
): AssetVersions {
  const versions: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = prefix + entry.name;
      if (entry.name.startsWith('.') || skip(path)) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${path}/`);
      else if (entry.isFile()) versions[path] = contentVersion(readFileSync(join(dir, entry.name)));
    }
  };
  walk(root, '');
  return versions;
}

/**
 * The versions of the files a client build copied from public/: everything in it but Vite's own hashed chunks
 * (static/) and the precompressed twins (.br, .gz), which share their original's version.
 */
export function publicFileVersions(root: string): AssetVersions {
  return assetVersions(root, (path) => path === 'static' || /\.(br|gz)$/.test(path));
}
