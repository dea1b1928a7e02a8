// Starts the built server as a child process on a free port: one way for every bench (production mode and V8
// flags, the bench's environment), waiting until it answers or leaving the waiting to the caller.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { nodeFlags } from '../../scripts/node-flags.mjs';

export async function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Spawns the built server on a free port and returns at once. `env`: over the bench's own (production mode, warn
 * logs, test-results/bench-data, no rate limit worth the name); `nodeArgs`: flags for the server's node
 * (`--cpu-prof`, say), after production's own (scripts/node-flags.mjs); `nodeDefaults`: without production's
 * flags, to measure what they cost or save; `stdout`: where its standard output goes ('ignore', 'pipe' to read the
 * log lines, or a file descriptor); `port`: a port chosen by the caller (one its environment names), else a free one.
 */
export async function spawnServer({
  env = {},
  nodeArgs = [],
  nodeDefaults = false,
  stdout = 'ignore',
  port: chosen,
} = {}) {
  const port = chosen ?? (await freePort());
  const flags = nodeDefaults ? nodeArgs : [...nodeFlags, ...nodeArgs];
  const child = spawn(process.execPath, [...flags, 'dist/node/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'test-results/bench-data',
      RATE_LIMIT_DEFAULT: '100000000',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  return { origin: `http://127.0.0.1:${port}`, child, port };
}

/**
 * Resolves true once `origin` answers /healthz; false after a minute (a busy machine can take tens of seconds), or
 * at once when `child`, the server's process, has exited.
 */
export async function answering(origin, child) {
  for (let i = 0; i < 600 && child?.exitCode == null; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Spawns the built server (spawnServer's options, its output ignored) and resolves once it answers. */
export async function startServer(env = {}, { nodeArgs = [], nodeDefaults = false } = {}) {
  const { origin, child, port } = await spawnServer({ env, nodeArgs, nodeDefaults });
  if (await answering(origin, child)) return { origin, child, port, stop: () => stopChild(child) };
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export function stopChild(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
