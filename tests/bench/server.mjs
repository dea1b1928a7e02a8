// Starts the built server as a child process on a free port and waits until it answers.
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
 * `nodeArgs`: flags for the server's node (`--cpu-prof`, say), after production's own (scripts/node-flags.mjs);
 * `nodeDefaults`: without production's flags, to measure what they cost or save.
 */
export async function startServer(env = {}, { nodeArgs = [], nodeDefaults = false } = {}) {
  const port = await freePort();
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
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // A minute: a busy machine can take tens of seconds to load the server.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok)
        return { origin, child, port, stop: () => stopChild(child) };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function stopChild(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
