// Types of first-load.mjs for the TypeScript tests that read it.
export const ENTRY: string;
export const BOOT: string;
export function budgetFor(path: string): number;
export interface FirstLoad {
  path: string;
  files: { file: string; gzip: number }[];
  total: number;
  budget: number;
}
export interface Build {
  prefix: '' | `/${string}`;
  ssr: string;
  manifest: string;
  locale: string | undefined;
}
export const builds: readonly Build[];
export function routeModules(
  dist?: string,
  build?: Build,
): Promise<{ path: string; modules: string[] }[]>;
export function firstLoadFiles(
  manifest: Record<string, { file: string; imports?: string[] }>,
  modules: readonly string[],
  locale?: string,
): string[];
/** The bytes a gzip client receives for a built file (its .gz twin, else the server's per-request gzip). */
export function servedGzipSize(path: string): number;
export function firstLoadByRoute(dist?: string): Promise<FirstLoad[]>;
