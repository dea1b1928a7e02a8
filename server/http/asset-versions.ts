// Content versions of the files under public/: a short hash of each file's bytes, so an image URL can carry
// `?v=<hash>` and be cached for a year (docs/decisions/0015-content-versioned-image-urls.md).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AssetVersions } from '../../shared/asset-url.ts';

/** 36 bits of SHA-256 in six base64url characters: a change keeps its old version once in 68 billion changes. */
export function contentVersion(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 6);
}

/**
 * The version of every folder under `root` that holds files, keyed by its path from there with '/' separators
 * ('assets/img/gallery'; '' for `root` itself). A folder's version covers the names and bytes of the files
 * directly in it, so changing one image changes the URLs of its folder's images and no others. Per folder
 * rather than per file: the browser bundle carries one entry per folder (about 20) instead of one per image
 * (about 150, 1.8 KB gzip of first-load JavaScript). `skip` leaves out a file or folder by its relative path.
 */
export function assetVersions(
  root: string,
  skip: (relativePath: string) => boolean = () => false,
): AssetVersions {
  const versions: Record<string, string> = {};
  const walk = (dir: string, folder: string) => {
    const files = createHash('sha256');
    let count = 0;
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.') || skip(path)) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
      else if (entry.isFile()) {
        const bytes = readFileSync(join(dir, entry.name));
        files.update(`${entry.name}\0${createHash('sha256').update(bytes).digest('hex')}\n`);
        count++;
      }
    }
    if (count > 0) versions[folder] = contentVersion(files.digest());
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
