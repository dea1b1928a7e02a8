// Applies the migrations the database lacks, at start, in one transaction under an advisory lock: ten instances
// starting together wait for the first, which applies each version once; the others find them applied. A database
// at a newer version than this release knows (a rollback of the code) is refused rather than written to.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database.ts';
import { LOCK_NAMESPACE, locks } from './locks.ts';
import { migrations as all, type Migration } from './migrations/index.ts';

export interface MigrationResult {
  /** The versions this call applied (none when another instance had, or nothing was new). */
  applied: number[];
  version: number;
}

export async function migrate(
  db: Database,
  log: FastifyBaseLogger,
  migrations: readonly Migration[] = all,
): Promise<MigrationResult> {
  return db.transaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, locks.migrate]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM schema_migrations',
    );
    const done = new Set(rows.map((r) => r.version));
    const newest = Math.max(0, ...done);
    const known = Math.max(0, ...migrations.map((m) => m.version));
    if (newest > known)
      throw new Error(
        `the database is at schema version ${newest}, newer than this release knows (${known}): run a newer release`,
      );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      applied.push(m.version);
    }
    if (applied.length > 0) log.info({ applied }, 'database migrated');
    return { applied, version: Math.max(newest, ...applied) };
  });
}
