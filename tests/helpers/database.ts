// The database tests use: by default one embedded (in-memory) database per test process, migrated once and shared
// by every app the process starts, as instances of a fleet share one. Creating an embedded database takes many
// seconds (PostgreSQL's initdb, in WebAssembly), so the first test process on a machine saves a migrated template
// in the shared temp folder and every later one starts from it (about 0.7 CPU-seconds, PostgreSQL's start in
// WebAssembly). A group's files share the process's database too, emptied between files (every table but the
// migrations' record, numbering restarted), so each file starts on an empty migrated database as it would alone. A
// test that needs a database of its own (an import, a migration) opens one with freshDatabase().
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import tap from 'tap';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../server/database/database.ts';
import { connect } from '../../server/database/open.ts';
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

async function template(): Promise<Blob | undefined> {
  try {
    return new Blob([readFileSync(templatePath)]);
  } catch {
    return undefined;
  }
}

/** An embedded in-memory database, migrated (from the template when there is one, which it then saves). */
async function migratedDatabase(detached = false): Promise<Database> {
  const saved = await template();
  const db = await connect({ poolSize: 1, template: saved, detached }, quietLog);
  await migrate(db, quietLog);
  if (!saved && db.dump) {
    const dump = await db.dump();
    const partial = `${templatePath}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, templatePath);
  }
  return db;
}

let shared: Promise<Database> | undefined;

/**
 * Empties the shared database for the next file: every table but the migrations' record, numbering restarted. False
 * when it could not (a test ended it, say), so the next file opens a new one.
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

/**
 * The process's shared database, migrated, ended when the file that opened it ends; in a group (several files a
 * process, tests/helpers/test-group.ts) it is instead emptied for the next file and ended when the group ends, unless
 * it cannot be emptied (a test ended it, say), when the next file opens another.
 */
export function sharedTestDatabase(): Promise<Database> {
  if (!shared) {
    const opened = keptForNextFile ?? migratedDatabase();
    keptForNextFile = undefined;
    shared = opened;
    tap.teardown(() => fileEnded(opened));
  }
  return shared;
}

async function fileEnded(opened: Promise<Database>): Promise<void> {
  const db = await opened;
  if (inGroup() && (await emptied(db))) {
    // Kept for the group's next file, which registers this again when it first asks for it.
    keptForNextFile = opened;
    shared = undefined;
    onGroupEnd(() => (keptForNextFile === opened ? endShared() : undefined));
    return;
  }
  if (shared === opened) shared = undefined;
  await db.end().catch(() => undefined);
}

/** The database a group's ended file left emptied for the next, until a file asks for it or the group ends. */
let keptForNextFile: Promise<Database> | undefined;

async function endShared(): Promise<void> {
  const kept = keptForNextFile;
  keptForNextFile = undefined;
  if (kept) await (await kept).end().catch(() => undefined);
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
  let saved: Blob | undefined;
  try {
    saved = new Blob([readFileSync(emptyTemplatePath)]);
  } catch {
    saved = undefined;
  }
  const db = await connect({ poolSize: 1, template: saved }, quietLog);
  t.teardown(() => db.end());
  if (!saved && db.dump) {
    const dump = await db.dump();
    const partial = `${emptyTemplatePath}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, emptyTemplatePath);
  }
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
