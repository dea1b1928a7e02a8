// Types of precompress.mjs for the TypeScript tests that call it.
export const ZOPFLI_ITERATIONS: number;
export function textAssets(dir: string): string[];
export function precompress(
  files: readonly string[],
  options?: { workers?: number; numiterations?: number; zopfliFrom?: number; cacheDir?: string },
): Promise<number>;
