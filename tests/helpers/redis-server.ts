// Starts a throwaway redis-server on a free loopback port (no persistence) for a test, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Socket } from 'node:net';
import type { Test } from 'tap';

export const redisServerBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(
  (p) => existsSync(p),
);

/**
 * What a Redis test does when redis-server is missing: locally it skips itself (a developer may not have it), but
 * under CI, which installs it (.ci/run), a skip would count as passed and hide that nothing was tested, so it fails.
 * Undefined when the binary is there.
 */
export function whenRedisMissing(
  env: NodeJS.ProcessEnv = process.env,
  binary: string | null = redisServerBinary ?? null,
): { skip: string } | { fail: string } | undefined {
  if (binary) return undefined;
  const missing = "redis-server is not installed (.ci/run installs Debian's package)";
  return env.CI && env.CI !== 'false' && env.CI !== '0'
    ? { fail: `${missing}, and CI must run the Redis tests` }
    : { skip: missing };
}

/** Declares `name` as skipped, or failed under CI, when redis-server is missing; true when the test can run. */
export function redisAvailable(tap: Test, name: string): boolean {
  const missing = whenRedisMissing();
  if (!missing) return true;
  if ('fail' in missing) tap.fail(`${name}: ${missing.fail}`);
  else tap.test(name, { skip: missing.skip }, async () => {});
  return false;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(String(d).startsWith('+PONG'));
    });
  });
}

export class RedisServer {
  private child?: ChildProcess;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!redisServerBinary) throw new Error('redis-server is not installed');
    this.child = spawn(
      redisServerBinary,
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--loglevel',
        'warning',
      ],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      if (await answersPing(this.port)) return;
      await sleep(50);
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = undefined;
  }
}
