// `npm start`: builds first when the build is missing or older than any source, then runs the compiled server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

process.env.NODE_ENV ??= 'production';

const sources = [
  'client',
  'server',
  'shared',
  'public',
  // The build's own code: Vite plugins (policies, UPI QR codes, image versions) and the build script.
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const stamp = 'dist/.build-stamp';
const stale =
  !existsSync(stamp) ||
  !existsSync('dist/node/server/main.js') ||
  Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs;
if (stale) {
  console.log('build missing or stale: building first');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

await import('../dist/node/server/main.js');
