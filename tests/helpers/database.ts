// The database tests use: by default one embedded (in-memory) database per test process, migrated once and shared
// by every app the process starts, as instances of a fleet share one. Creating an embedded database takes many
// seconds (PostgreSQL's initdb, in WebAssembly), so the first test process on a machine saves a migrated template
// in the shared temp folder and every later one starts from it (about 0.7 CPU-seconds, PostgreSQL's start in
// WebAssembly). A group's files share the process's database too, emptied between files (every table but the
// migrations' record, numbering restarted), each file through a socket and connections of its own, so each file
// starts on an empty migrated database with no connection left by another, as it would alone. A
// test that needs a database of its own (an import, a migration) opens one with freshDatabase().
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import tap from 'tap';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../server/database/database.ts';
import { connect } from '../../server/database/open.ts';
import { openEngine, type PGliteEngine } from '../../server/database/embedded.ts';
import { migrate } from '../../server/database/migrate.ts';
import { migrations } from '../../server/database/migrations/index.ts';
import { sharedTmpdir } from './temp-dir.ts';
import { inGroup, onGroupEnd } from './test-group.ts';

export const quietLog = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

const pgliteVersion = (
  JSON.parse(
    readFileSync(
      new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
      'utf8',
    ),
  ) as { version: string }
).version;

/**
 * Named after the migrations and PGlite's version: a change to either makes a new one. Child servers get it as
 * DATABASE_TEMPLATE (server-process.ts).
 */
export const templatePath = join(
  sharedTmpdir,
  `rupeeflow-pglite-${pgliteVersion}-${createHash('sha256')
    .update(JSON.stringify(migrations))
    .digest('hex')
    .slice(0, 12)}.tgz`,
);

/** A saved template's files, or undefined when no test process on this machine has saved it yet. */
function readTemplate(path: string): Blob | undefined {
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    return undefined;
  }
}

/** Saves `db`'s files as the template at `path` (written aside and renamed: processes race to save it). */
async function saveTemplate(path: string, db: Database): Promise<void> {
  if (!db.dump) return;
  const dump = await db.dump();
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
}

/** An embedded in-memory database, migrated (from the template when there is one, which it then saves). */
async function migratedDatabase(): Promise<Database> {
  const saved = readTemplate(templatePath);
  const db = await connect({ poolSize: 1, template: saved }, quietLog);
  await migrate(db, quietLog);
  if (!saved) await saveTemplate(templatePath, db);
  return db;
}

/**
 * The process's PostgreSQL (PGlite), started once: its start in WebAssembly cost each test file about 0.7 CPU-s
 * and its garbage. Each file reaches it through a socket and a pool of its own (sharedTestDatabase), as before.
 */
let engine: Promise<PGliteEngine> | undefined;
/** The current file's connection to it. */
let shared: Promise<Database> | undefined;

async function fileDatabase(): Promise<Database> {
  if (engine) return connect({ poolSize: 1, engine: await engine }, quietLog);
  const saved = readTemplate(templatePath);
  const started = openEngine(saved);
  engine = started;
  // Stopped when the group ends (a file run alone stops it itself, in sharedTestDatabase's teardown).
  if (inGroup()) onGroupEnd(() => (engine === started ? stopEngine() : undefined));
  const db = await connect({ poolSize: 1, engine: await started }, quietLog);
  await migrate(db, quietLog);
  if (!saved) await saveTemplate(templatePath, db);
  return db;
}

/**
 * Empties the database for the next file: every table but the migrations' record, numbering restarted. False when
 * it could not, so the next file starts PostgreSQL afresh.
 */
async function emptied(db: Database): Promise<boolean> {
  try {
    const { rows } = await db.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables
        WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
    );
    if (rows.length > 0)
      await db.query(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`);
    return true;
  } catch {
    return false;
  }
}

/** Stops the process's PostgreSQL (a group's end, a file run alone, or one that could not be emptied). */
async function stopEngine(): Promise<void> {
  const running = engine;
  engine = undefined;
  if (running) await (await running).close().catch(() => undefined);
}

/**
 * The process's shared database, migrated, reached through a socket and pool that end with the file that first
 * asked for it, which closes every connection its apps left, as a database of the file's own did. In a group
 * (several files a process, tests/helpers/test-group.ts) the database itself is emptied for the next file and
 * stopped when the group ends; a file run alone stops it when it ends.
 */
export function sharedTestDatabase(): Promise<Database> {
  if (!shared) {
    const opened = fileDatabase();
    shared = opened;
    tap.teardown(async () => {
      if (shared === opened) shared = undefined;
      const db = await opened;
      const keep = inGroup() && (await emptied(db));
      await db.end().catch(() => undefined);
      if (!keep) await stopEngine();
    });
  }
  return shared;
}

/** A new embedded in-memory database of the test's own, migrated, ended when `t` ends. */
export async function freshDatabase(t: { teardown(fn: () => unknown): void }): Promise<Database> {
  const db = await migratedDatabase();
  t.teardown(() => db.end());
  return db;
}

/** The empty database's template: initdb's output alone, named after PGlite's version (no migration in it). */
const emptyTemplatePath = join(sharedTmpdir, `rupeeflow-pglite-${pgliteVersion}-empty.tgz`);

/**
 * A new embedded in-memory database with no tables at all (migration tests). Like the migrated one, it starts from
 * a saved template after the first: an initdb in WebAssembly cost each such test about 10 s.
 */
export async function emptyDatabase(t: { teardown(fn: () => unknown): void }): Promise<Database> {
  const saved = readTemplate(emptyTemplatePath);
  const db = await connect({ poolSize: 1, template: saved }, quietLog);
  t.teardown(() => db.end());
  if (!saved) await saveTemplate(emptyTemplatePath, db);
  return db;
}

/**
 * Moves every verified payment past the 72-hour guard (tests that pay one sample loan many times), keeping the
 * ledger's rows: the guard reads the ledger.
 */
export async function agePaidPayments(db: Database): Promise<void> {
  await db.query(
    `UPDATE payments SET settled_at = settled_at - interval '73 hours' WHERE outcome = 'paid'`,
  );
}

/** The template's path, made first if no test process has made it yet. */
export async function ensureTemplate(): Promise<string> {
  await sharedTestDatabase();
  return templatePath;
}
