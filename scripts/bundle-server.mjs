// The server as one file (issue 47, decision 0167): tsc compiles server/ and shared/ file by file into dist/node
// (the CLIs, the shared sandbox and the benches import those files), then this bundles server/main.ts with the
// packages it uses into dist/node/server/main.js, which replaces tsc's. A start then reads 283 files instead of
// 1,546 (268 of ours, 1,121 of node_modules), and node's module loader no longer compiles and links each: with the
// folder routes of static-files.ts, a fleet instance is ready in about 630 ms instead of 1,055 ms, on 0.7 s of CPU
// instead of 1.34 s (medians of seven restarts; docs/measurements/2026-11-28-instance-startup.md).
//
// A package stays outside the bundle (loaded from node_modules as before) when bundling it would load it twice, or
// when it is not needed at start:
// - the server-render bundles (dist/ssr, dist/ssr-hi) import it too, and one copy must serve both: zod, react,
//   react-dom, react-router-dom;
// - it is loaded on demand only, or only in development: PGlite (its WebAssembly and data files), Vite and
//   @fastify/middie, pg-native (an optional driver `pg` asks for only when told to).
// A bundled package that names its own files (__dirname, __filename: ioredis reads its package.json, pino's
// thread-stream starts a worker from its own folder) gets them pointing at its folder in node_modules, which every
// deployment has beside dist (the Dockerfile copies both), so it reads what it read before. The build fails on a
// bundled package that uses import.meta or require.resolve, whose answers would change in a bundle.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';

export const external = [
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

/** The bundle's own way to `require` (CommonJS packages call it for node's modules and the external packages). */
const banner = [
  "import { createRequire as __bundleRequire } from 'node:module';",
  "import { fileURLToPath as __bundleFileUrlToPath } from 'node:url';",
  "import { dirname as __bundleDirname, join as __bundleJoin } from 'node:path';",
  'const require = __bundleRequire(import.meta.url);',
  'const __bundleDir = __bundleDirname(__bundleFileUrlToPath(import.meta.url));',
].join(' ');

/**
 * Gives each bundled file of node_modules that names __dirname or __filename its own, as a path relative to the
 * bundle resolved where the bundle runs; refuses a file whose meaning a bundle would change.
 */
function ownPaths(outfile) {
  const outDir = dirname(resolve(outfile));
  const posix = (p) => p.split(sep).join('/');
  return {
    name: 'own-paths',
    setup(b) {
      b.onLoad({ filter: /[\\/]node_modules[\\/].*\.(c?js)$/ }, async (args) => {
        const code = await readFile(args.path, 'utf8');
        if (/\bimport\.meta\b|\brequire\.resolve\b/.test(code))
          throw new Error(
            `${args.path} uses import.meta or require.resolve: keep its package external (scripts/bundle-server.mjs)`,
          );
        if (!/\b(__dirname|__filename)\b/.test(code)) return undefined;
        const dir = JSON.stringify(posix(relative(outDir, dirname(args.path))));
        const file = JSON.stringify(posix(relative(outDir, args.path)));
        return {
          contents: `var __dirname = __bundleJoin(__bundleDir, ${dir}), __filename = __bundleJoin(__bundleDir, ${file});\n${code}`,
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

export async function bundleServer({
  entry = 'server/main.ts',
  outfile = 'dist/node/server/main.js',
  ...options
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
    banner: { js: banner },
    external,
    plugins: [ownPaths(outfile)],
    // A package's own folder is named as node_modules/... beside the bundle even where node_modules is a link (a
    // worktree's, the Dockerfile replay's build stage), so the path holds where the bundle is copied with a
    // node_modules of its own.
    preserveSymlinks: true,
    // Whitespace and syntax only: names stay, so stack traces and profiles still read. The source text is held in
    // memory for the process's life; minified, a fleet instance's idle resident set is about 10 MB lower (measured:
    // anonymous 79 to 83 MB against 91 to 93 MB unminified, 82 to 85 MB for the files of before the bundle).
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    ...options,
  });
}
