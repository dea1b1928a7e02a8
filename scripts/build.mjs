// Production build: the browser bundle, the server-render entry, the compiled server (file by file, and its entry
// bundled into one file), precompressed assets, and a stamp that `npm start` compares with the sources to know
// whether the build is stale. Each language (English,
// then Hindi: `--mode hi`, decision 0047) has its own browser bundle in dist/client (manifest .vite/manifest.json,
// .vite/manifest.hi.json) and its own server-render entry (dist/ssr, dist/ssr-hi).
import { spawn } from 'node:child_process';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { precompress, textAssets } from './precompress.mjs';
import { bundleServer } from './bundle-server.mjs';

/** Runs commands side by side; exits with the first failure once all have finished. */
async function runAll(commands) {
  const codes = await Promise.all(
    commands.map(
      ([cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, {
            stdio: 'inherit',
            env: { ...process.env, NODE_ENV: 'production' },
          });
          child.on('exit', (code) => resolve(code ?? 1));
          child.on('error', () => resolve(1));
        }),
    ),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

const vite = (locale, ...args) => [
  'npx',
  ['vite', 'build', '--logLevel', 'warn', ...(locale ? ['--mode', locale] : []), ...args],
];
const ssr = (locale) =>
  vite(
    locale,
    '--ssr',
    'client/entry-server.tsx',
    '--outDir',
    locale ? `dist/ssr-${locale}` : 'dist/ssr',
  );

// The builds no longer empty their folders (both languages share dist/client): this does, once.
for (const dir of ['dist/client', 'dist/ssr', 'dist/ssr-hi'])
  rmSync(dir, { recursive: true, force: true });
// Two at a time: each Vite build is mostly one busy core, and the machine may have only two.
await runAll([vite(undefined), vite('hi')]);
await runAll([ssr(undefined), ssr('hi'), ['npx', ['tsc', '-p', 'tsconfig.server.json']]]);
// The server's entry as one file with its packages, over tsc's main.js (decision 0167): it starts in half the time.
await bundleServer();

// Precompress every text asset once, so @fastify/static serves .br/.gz without compressing per request (below 1 kB
// too: the server would compress those per request, at brotli 4, for all @fastify/compress's threshold says, since
// a file is a stream to it). The .gz are zopfli's (decision 0130).
const count = await precompress(textAssets('dist/client'));

writeFileSync('dist/.build-stamp', new Date().toISOString());
console.log(`build complete (${count} assets precompressed)`);
export const built = statSync('dist/.build-stamp').mtimeMs;
