// Image and file URLs that carry their content version (`?v=<hash>`), so they can be cached for a year.

/**
 * Content version of each folder under public/, keyed by its path there: 'assets/img/gallery', '' for public/
 * itself. Every file in a folder carries its folder's version (server/http/asset-versions.ts).
 */
export type AssetVersions = Readonly<Record<string, string>>;

/** The version a file's URL carries: its folder's ('assets/img/logo.svg' -> versions['assets/img']). */
export function versionOf(versions: AssetVersions, filePath: string): string | undefined {
  const slash = filePath.lastIndexOf('/');
  return versions[slash < 0 ? '' : filePath.slice(0, slash)];
}

/** The folder of public/ that the asset base (ASSET_BASE_URL, a CDN in production) serves. */
export const ASSET_DIR = 'assets';

/** `url` with the version query, or unchanged when its folder is not in the versions (a typo, a dev-only file). */
export function versionedUrl(url: string, version: string | undefined): string {
  return version === undefined ? url : `${url}?v=${version}`;
}

/** The URL of an image under the asset base, from its path there ('img/logo.svg'). */
export function assetUrl(assetBase: string, path: string, versions: AssetVersions): string {
  const clean = path.replace(/^\/+/, '');
  return versionedUrl(`${assetBase}/${clean}`, versionOf(versions, `${ASSET_DIR}/${clean}`));
}

/** The URL of a file at the site root of public/ ('/favicon.svg'), served by this server, not the CDN. */
export function publicFileUrl(path: string, versions: AssetVersions): string {
  return versionedUrl(path, versionOf(versions, path.replace(/^\/+/, '')));
}
