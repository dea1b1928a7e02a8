// Types of bundle-server.mjs for the TypeScript tests that call it.
export const external: string[];
export function bundleServer(options?: {
  entry?: string;
  outfile?: string;
  [esbuildOption: string]: unknown;
}): Promise<void>;
