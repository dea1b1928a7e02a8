// Reads Vite's build manifest: which scripts to preload and which stylesheets to link for a page.
import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  entry: string;
  scripts: string[];
  styles: string[];
}

export function readManifest(path: string): Manifest {
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * `x.tsx` -> `x.hi.tsx`, `x.md?body` -> `x.hi.md?body`: the key under which a language build's manifest lists a
 * module it took a sibling for.
 */
const siblingKey = (key: string, locale: string) =>
  key.replace(/(\.tsx?|\.md)(\?[^/]*)?$/, `.${locale}$1$2`);

/**
 * `locale`: the language of a non-English build (decision 0047), whose manifest names a module by its sibling's
 * path (client/content/policies/x.hi.md) where it resolved one.
 */
export function pageAssets(
  manifest: Manifest,
  entrySource: string,
  pageSource: string,
  locale?: string,
): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] ?? (locale ? manifest[siblingKey(key, locale)] : undefined);
    if (!chunk) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry =
    manifest[entrySource] ?? (locale ? manifest[siblingKey(entrySource, locale)] : undefined);
  if (!entry) throw new Error(`The build manifest has no entry ${entrySource}`);
  visit(entrySource);
  visit(pageSource);
  return { entry: `/${entry.file}`, scripts: [...scripts], styles: [...styles] };
}
