// Opens the database the configuration names: DATABASE_URL's PostgreSQL, or the embedded one under DATA_DIR; then
// migrates it (under an advisory lock) and imports what an older release left in DATA_DIR/records, once.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Database } from './database.ts';
import { startEmbedded, type PGliteEngine } from './embedded.ts';
import { migrate } from './migrate.ts';
import { importDataDir } from './import-data-dir.ts';
import { databaseLabel } from './label.ts';

export interface DatabaseConfig {
  /** A real PostgreSQL (15 or later); without it the embedded database. */
  url?: string;
  /** Connections per instance to a real PostgreSQL. */
  poolSize: number;
  dataDir: string;
  /** Path of a dump a new embedded database starts from (DATABASE_TEMPLATE); ignored once it exists. */
  template?: string;
}

/** Connects without migrating: the operators' command and tests that migrate themselves. */
export async function connect(
  config: Omit<DatabaseConfig, 'dataDir' | 'template'> & {
    dataDir?: string;
    template?: Blob;
    /** The embedded database does not keep the process alive (tests' shared one). */
    detached?: boolean;
    /** An embedded database already open, served on a socket of this connection's own and left open (tests). */
    engine?: PGliteEngine;
  },
  log: FastifyBaseLogger,
): Promise<Database> {
  if (config.url)
    return new Database(
      { connectionString: config.url },
      { log, max: config.poolSize, label: databaseLabel(config.url) },
    );
  const embedded = await startEmbedded(
    config.dataDir === undefined ? undefined : join(config.dataDir, 'database'),
    log,
    config.template,
    config.detached,
    config.engine,
  );
  // The embedded database is one PostgreSQL session: one connection, so statements never interleave.
  return new Database(
    { host: embedded.socketDir, user: 'postgres', database: 'postgres' },
    {
      log,
      max: 1,
      label: 'embedded',
      onEnd: () => embedded.stop(),
      dump: embedded.dump,
      detached: config.detached,
    },
  );
}

export async function openDatabase(
  config: DatabaseConfig,
  log: FastifyBaseLogger,
): Promise<Database> {
  const exists = await readFile(join(config.dataDir, 'database', 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  const template =
    config.template && !config.url && !exists
      ? new Blob([await readFile(config.template)])
      : undefined;
  const db = await connect({ ...config, template }, log);
  try {
    await migrate(db, log);
    await importDataDir(db, config.dataDir, log);
  } catch (error) {
    await db.end();
    throw error;
  }
  return db;
}
