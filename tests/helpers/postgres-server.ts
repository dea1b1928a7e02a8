// Starts a throwaway PostgreSQL (Debian's postgresql package) on a free loopback port in a temp folder for a test,
// and stops it again, as redis-server.ts does for Redis. initdb and postgres refuse to run as root, and CI runs
// as root: then both run as `nobody` (setpriv, which runs the program itself, so signals reach it), in a folder made theirs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Test } from 'tap';
import { freePort } from './redis-server.ts';
import { sharedTmpdir } from './temp-dir.ts';

/** The newest Debian PostgreSQL 15 or later: /usr/lib/postgresql/NN/bin. */
export const postgresBin = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .map(Number)
    .filter((v) => v >= 15 && existsSync(join(root, String(v), 'bin', 'postgres')))
    .sort((a, b) => b - a);
  return versions[0] === undefined ? undefined : join(root, String(versions[0]), 'bin');
})();

/** Skipped locally without the package; under CI (which installs it, .ci/run) a failure, never a skip. */
export function postgresAvailable(tap: Test, name: string): boolean {
  if (postgresBin) return true;
  const missing = "PostgreSQL 15+ is not installed (.ci/run installs Debian's postgresql package)";
  if (process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0')
    tap.fail(`${name}: ${missing}, and CI must run the PostgreSQL tests`);
  else tap.test(name, { skip: missing }, async () => {});
  return false;
}

const asRoot = userInfo().uid === 0;

/** Runs a PostgreSQL program as this user, or as `nobody` when this user is root. */
function command(program: string, args: string[]): [string, string[]] {
  const path = join(postgresBin!, program);
  return asRoot
    ? ['setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', '--', path, ...args]]
    : [path, args];
}

export class PostgresServer {
  private child?: ChildProcess;
  private dir?: string;
  port = 0;

  get url(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async start(): Promise<void> {
    if (!postgresBin) throw new Error('PostgreSQL is not installed');
    this.dir = mkdtempSync(join(sharedTmpdir, 'rf-pg-'));
    process.prependOnceListener('exit', this.removeDir);
    if (asRoot) chownSync(this.dir, 65534, 65534);
    const data = join(this.dir, 'data');
    const [initdb, initArgs] = command('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
    this.port = await freePort();
    await this.run();
  }

  /** Starts the server on its data folder (again, after halt(): the data is kept); running already, nothing. */
  async run(): Promise<void> {
    if (this.child && this.child.exitCode === null) return;
    const [postgres, args] = command('postgres', [
      '-D',
      join(this.dir!, 'data'),
      '-p',
      String(this.port),
      '-k',
      this.dir!,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ]);
    this.child = spawn(postgres, args, { stdio: 'ignore' });
    for (let i = 0; i < 200; i++) {
      const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 500 });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => undefined);
        await sleep(100);
      }
    }
    throw new Error(`postgres did not start on port ${this.port}`);
  }

  /** Stops the server (fast shutdown), keeping its data for run(). */
  async halt(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Fast shutdown: sessions are ended, nothing waits for them.
    child.kill('SIGINT');
    await exited;
    this.child = undefined;
  }

  async stop(): Promise<void> {
    await this.halt();
    this.removeDir();
    process.removeListener('exit', this.removeDir);
  }

  private removeDir = () => {
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  };
}
