// The embedded PostgreSQL: PGlite (PostgreSQL compiled to WebAssembly, in this process) with its files under
// DATA_DIR/database, served on a private Unix socket by @electric-sql/pglite-socket so the server reaches it with
// the same `pg` driver, SQL and migrations as a real PostgreSQL (decision 0100). For one instance: `npm start`
// with no configuration, development and the tests. A fleet sets DATABASE_URL.
import { rmSync } from 'node:fs';
import { mkdtemp, mkdir, open, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface EmbeddedServer {
  /** The folder holding the socket: the `host` the pg driver connects to. */
  socketDir: string;
  /** PGlite's files as one gzipped tar (a template for new embedded databases: tests). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * PostgreSQL's settings for the embedded database, after PGlite's own. PGlite writes over its whole buffer pool as
 * it starts, so PostgreSQL's default 128 MB of shared_buffers was 128 MB of resident memory in this process from
 * the first second. The pool is a cache, not a limit: 16 MB holds the sandbox's working set (its whole database,
 * catalogues included, is under 25 MB on disk), and a page outside it is read from the files (decision 0166).
 */
const SETTINGS = ['-c', 'shared_buffers=16MB'];

/** One process per data folder: a second would write the same files and corrupt them. */
async function lockFolder(dir: string): Promise<() => Promise<void>> {
  const lock = join(dir, 'in-use.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lock, 'wx', 0o600);
      await handle.write(String(process.pid));
      await handle.close();
      return () => unlink(lock).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await readFile(lock, 'utf8').catch(() => ''));
      if (pid > 0 && pid !== process.pid && alive(pid))
        throw new Error(
          `the embedded database in ${dir} is in use by process ${pid}; one process per DATA_DIR (set DATABASE_URL to share a database)`,
        );
      // Left by a process that is gone: take it over.
      await unlink(lock).catch(() => undefined);
    }
  }
  throw new Error(`could not lock the embedded database in ${dir}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Opens (creating on the first start, which takes some seconds) the database in `dir`, or an in-memory one when
 * `dir` is undefined (tests), and serves it on a socket only this user can reach.
 */
export async function startEmbedded(
  dir: string | undefined,
  log: FastifyBaseLogger,
  /** A database to start from (a dump of PGlite's files), for a new one: tests start from a migrated template. */
  template?: Blob,
  /** Its sockets do not keep the process alive (a test process's shared database, never explicitly ended). */
  detached = false,
  /**
   * An in-memory database already open, served on a new socket and left open by stop() (tests: one PostgreSQL start
   * a test process, a socket and its connections a test file).
   */
  engine?: PGliteEngine,
): Promise<EmbeddedServer> {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  if (engine) return serve(engine, PGLiteSocketServer, detached, async () => {});
  let unlock = async () => {};
  if (dir) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    unlock = await lockFolder(dir);
  }
  const started = Date.now();
  const fresh = dir ? !(await readFile(join(dir, 'PG_VERSION'), 'utf8').catch(() => '')) : true;
  if (fresh && dir) log.info('creating the embedded database (first start only, some seconds)');
  let db;
  try {
    db = await openEngine(template, dir);
  } catch (error) {
    await unlock();
    throw error;
  }
  const served = await serve(db, PGLiteSocketServer, detached, async () => {
    await db.close();
    await unlock();
  });
  if (dir) log.info({ ms: Date.now() - started }, 'embedded database open');
  return served;
}

/** An open in-memory embedded database (PGlite), as startEmbedded's `engine` takes it. */
export type PGliteEngine = import('@electric-sql/pglite').PGlite;

/** Opens the embedded database in `dir` (in memory without one) with the settings above, from a template if given. */
export async function openEngine(template?: Blob, dir?: string): Promise<PGliteEngine> {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dir ?? 'memory://', {
    ...(template ? { loadDataDir: template } : {}),
    startParams: [...PGlite.defaultStartParams, ...SETTINGS],
  });
}

/** Serves `db` on a Unix socket only this user can reach; stop() stops the socket, then runs `closed`. */
async function serve(
  db: PGliteEngine,
  PGLiteSocketServer: typeof import('@electric-sql/pglite-socket').PGLiteSocketServer,
  detached: boolean,
  closed: () => Promise<void>,
): Promise<EmbeddedServer> {
  // A short path (a Unix socket's is limited to about 100 bytes), in a folder only this user can enter.
  const socketDir = await mkdtemp(join(tmpdir(), 'rf-db-'));
  const server = new PGLiteSocketServer({
    db,
    path: join(socketDir, '.s.PGSQL.5432'),
    // The pool keeps one connection; a few more let a broken one be replaced before its handler is gone.
    maxConnections: 4,
  });
  await server.start();
  if (detached) {
    // The socket server's own listener and the connections it accepts: not part of its API, so reached by name.
    const listener = (server as unknown as { server?: import('node:net').Server }).server;
    listener?.unref();
    listener?.on('connection', (socket) => socket.unref());
  }
  // Should the process end without stop() (a crash, a test process exiting), the socket's folder goes with it.
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  process.prependOnceListener('exit', removeSocketDir);
  return {
    socketDir,
    dump: () => db.dumpDataDir('gzip'),
    async stop() {
      await server.stop();
      await rm(socketDir, { recursive: true, force: true });
      process.removeListener('exit', removeSocketDir);
      await closed();
    },
  };
}
