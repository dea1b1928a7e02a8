// The server as one file (issue 47, decision 0167): tsc compiles server/ and shared/ file by file into dist/node
// (the CLIs, the shared sandbox and the benches import those files), then this bundles server/main.ts with the
// packages it uses into dist/node/server/main.js, which replaces tsc's. Node then reads, compiles and links one
// module instead of ~290 of ours and ~600 of node_modules: a fleet instance's start to ready fell from 1.3 s to
// under 0.8 s, most of it the module loader's own work (docs/measurements/2026-11-28-instance-startup.md).
//
// A package stays outside the bundle (loaded from node_modules as before) when bundling it would change what it
// does or load it twice:
// - it reads files beside its own code (__dirname, a worker's script): ioredis (its package.json for CLIENT
//   SETINFO, __dirname in its error stacks), pino (thread-stream's worker for transports), @fastify/swagger (its
//   package.json);
// - the server-render bundles (dist/ssr, dist/ssr-hi) import it too, and one copy must serve both: zod, react,
//   react-dom, react-router-dom;
// - it is loaded on demand only, or only in development: PGlite (its WebAssembly and data files), Vite and
//   @fastify/middie, pg-native (an optional driver `pg` asks for only when told to).
// checkBundle() below fails the build when a bundled package starts to use __dirname, __filename or
// require.resolve, so an upgrade cannot break this silently.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

export const external = [
  'ioredis',
  'pino',
  '@fastify/swagger',
  'zod',
  'react',
  'react-dom',
  'react-router-dom',
  '@electric-sql/pglite',
  '@electric-sql/pglite-socket',
  'vite',
  '@fastify/middie',
  'pg-native',
];

/**
 * Bundled packages' uses of the paths a bundle no longer has, each allowed only where it was read and found
 * harmless: undici names its own file in fetch's stack traces when `__filename` exists, and skips that otherwise.
 */
const allowed = [/typeof __filename !== "undefined" \? __filename : void 0/];

/** The lines of `code` that use __dirname, __filename or require.resolve outside the allowed forms. */
export function checkBundle(code) {
  return code
    .split('\n')
    .map((line, i) => [i + 1, line])
    .filter(([, line]) => /\b(__dirname|__filename|require\.resolve)\b/.test(line))
    .filter(([, line]) => !allowed.some((a) => a.test(line)))
    .map(([n, line]) => `${n}: ${line.trim().slice(0, 160)}`);
}

export async function bundleServer({
  entry = 'server/main.ts',
  outfile = 'dist/node/server/main.js',
} = {}) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages written as CommonJS call require() for node's modules and the external packages: an ES module has
    // none, so the bundle makes one for itself.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    external,
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const unsafe = checkBundle(readFileSync(outfile, 'utf8'));
  if (unsafe.length)
    throw new Error(
      `${outfile}: a bundled package uses a path it no longer has; keep it external (scripts/bundle-server.mjs):\n${unsafe.join('\n')}`,
    );
}
