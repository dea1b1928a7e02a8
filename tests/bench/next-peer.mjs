// The peer most teams would pick (issue 20): Next.js 16 serving the site's own React tree (tests/bench/peers/next),
// its home page prerendered by `next build` and the Key Fact Statement for a chosen loan rendered per request. Installed into its own
// folder on the first run (the site's own install stays lean), rebuilt every run against the current dist/ssr.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const dir = resolve(import.meta.dirname, 'peers/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_ROOT: resolve('.') };

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
}

const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
    s.once('error', fail);
  });

/** Installs (first run only), builds and starts the peer; undefined, with the reason printed, if it cannot. */
export async function startNextPeer() {
  try {
    if (!existsSync(resolve(dir, 'node_modules/next'))) {
      console.log('  installing the Next.js peer (first run only) ...');
      run('npm', ['ci', '--no-audit', '--no-fund']);
    }
    run(process.execPath, ['node_modules/next/dist/bin/next', 'build']);
  } catch (error) {
    console.log(`  Next.js peer skipped: ${error.message}`);
    return undefined;
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env: { ...env, NODE_ENV: 'production' }, stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, stop: () => new Promise((ok) => (child.once('exit', ok), child.kill())) };
}
