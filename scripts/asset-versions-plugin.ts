// A Vite plugin that provides `virtual:asset-versions`: the content version of every image folder under public/assets,
// so useAsset() can put `?v=<hash>` on each URL and the server can cache it for a year (decision 0015).
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { assetVersions } from '../server/http/asset-versions.ts';
import { ASSET_DIR } from '../shared/asset-url.ts';

const MODULE_ID = 'virtual:asset-versions';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** `publicFolder`: the site's public folder, relative to the Vite root (named here because the server-render build
 * turns Vite's own publicDir off, yet renders the same versioned URLs). */
export function assetVersionsPlugin(publicFolder: string): Plugin {
  let publicDir = '';
  return {
    name: 'rupeeflow-asset-versions',
    configResolved(config) {
      publicDir = join(config.root, publicFolder);
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // Only the asset base's files: the browser never builds a URL for anything else in public/.
      const assets = assetVersions(join(publicDir, ASSET_DIR));
      const versions = Object.fromEntries(
        Object.entries(assets).map(([folder, version]) => [
          folder ? `${ASSET_DIR}/${folder}` : ASSET_DIR,
          version,
        ]),
      );
      return `export const assetVersions = ${JSON.stringify(versions)};`;
    },
  };
}
