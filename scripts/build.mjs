// Production build: the browser bundle, the server-render entry, the compiled server, precompressed assets,
// and a stamp that `npm start` compares with the sources to know whether the build is stale.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', [
  'vite',
  'build',
  '--ssr',
  'client/entry-server.tsx',
  '--outDir',
  'dist/ssr',
  '--logLevel',
  'warn',
]);
run('npx', ['tsc', '-p', 'tsconfig.server.json']);

// Precompress text assets once, so @fastify/static serves .br/.gz without compressing per request.
const compressible = /\.(js|css|svg|html|json|txt|xml|webmanifest)$/;
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}
let count = 0;
for (const file of files('dist/client')) {
  if (!compressible.test(file) || file.includes('/.vite/')) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}

writeFileSync('dist/.build-stamp', new Date().toISOString());
console.log(`build complete (${count} assets precompressed)`);
export const built = statSync('dist/.build-stamp').mtimeMs;
