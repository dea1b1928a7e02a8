// Image and file URLs that carry their content version (`?v=<hash>`), so they can be cached for a year.

/** Content version of each file under public/, keyed by its path there: 'assets/img/logo.svg', 'favicon.svg'. */
export type AssetVersions = Readonly<Record<string, string>>;

/** The folder of public/ that the asset base (ASSET_BASE_URL, a CDN in production) serves. */
export const ASSET_DIR = 'assets';

/** `url` with the version query, or unchanged when the file is not in the versions (a typo, a dev-only file). */
export function versionedUrl(url: string, version: string | undefined): string {
  return version === undefined ? url : `${url}?v=${version}`;
}

/** The URL of an image under the asset base, from its path there ('img/logo.svg'). */
export function assetUrl(assetBase: string, path: string, versions: AssetVersions): string {
  const clean = path.replace(/^\/+/, '');
  return versionedUrl(`${assetBase}/${clean}`, versions[`${ASSET_DIR}/${clean}`]);
}

/** The URL of a file at the site root of public/ ('/favicon.svg'), served by this server, not the CDN. */
export function publicFileUrl(path: string, versions: AssetVersions): string {
  return versionedUrl(path, versions[path.replace(/^\/+/, '')]);
}
