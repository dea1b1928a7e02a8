// The records an older release kept as JSON files under DATA_DIR/records (consents, complaints, privacy requests)
// imported into the database once, at the first start on that folder, so an existing deployment loses nothing:
// each file becomes its row (a row already there is left alone), and the reference counters are raised past every
// number the files claimed, including claims a crash left empty, so no number is issued twice. A marker file then
// says the folder is done; the files stay where they are for the operator to remove after a backup.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from './database.ts';
import { LOCK_NAMESPACE, locks } from './locks.ts';
import { raiseReferenceFloor } from '../records/reference-numbers.ts';
import { saltedMobile } from '../records/mobile-hash.ts';

export const IMPORT_MARKER = 'imported-into-database';

const when = z.string().refine((s) => !Number.isNaN(Date.parse(s)));
const consentFile = z.looseObject({
  id: z.string().min(1),
  requestId: z.string(),
  at: when,
  mobile: z.string(),
  pan: z.string(),
});
const complaintFile = z.object({
  reference: z.string(),
  status: z.string(),
  receivedAt: when,
  category: z.string(),
  submission: z.string(),
  mobileSalt: z.string(),
  mobileHash: z.string(),
});
const privacyFile = z.looseObject({
  reference: z.string(),
  receivedAt: when,
  status: z.string(),
  kind: z.string(),
  mobile: z.string(),
  identity: z.string(),
  submission: z.string(),
});

const referenceName = /^(GRV|PRQ)-(\d{4})-(\d{6,})$/;

async function jsonFiles(dir: string): Promise<{ name: string; value: unknown }[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = [];
  for (const file of names) {
    const text = await readFile(join(dir, file), 'utf8');
    let value: unknown;
    try {
      value = text.trim() ? JSON.parse(text) : undefined;
    } catch {
      value = undefined;
    }
    files.push({ name: file.slice(0, -5), value });
  }
  return files;
}

export interface ImportResult {
  consents: number;
  complaints: number;
  privacyRequests: number;
  /** Files that could not be read as their kind: left on disk, named in a warning. */
  unreadable: string[];
}

async function importConsents(
  client: Queryable,
  root: string,
  unreadable: string[],
): Promise<number> {
  let imported = 0;
  for (const { name, value } of await jsonFiles(join(root, 'consents'))) {
    const c = consentFile.safeParse(value);
    if (!c.success) {
      unreadable.push(`consents/${name}.json`);
      continue;
    }
    const { rowCount } = await client.query(
      `INSERT INTO consents (id, request_id, recorded_at, mobile, pan, record) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [c.data.id, c.data.requestId, c.data.at, c.data.mobile, c.data.pan, JSON.stringify(value)],
    );
    imported += rowCount ?? 0;
  }
  return imported;
}

/** Counters past every number the files claimed, keyed `PREFIX:year`. */
async function raiseFloors(client: Queryable, floors: Map<string, number>): Promise<void> {
  for (const [key, floor] of floors) {
    const [prefix, year] = key.split(':') as [string, string];
    await raiseReferenceFloor(client, prefix, Number(year), floor);
  }
}

async function importInto(client: Queryable, root: string): Promise<ImportResult> {
  const result: ImportResult = { consents: 0, complaints: 0, privacyRequests: 0, unreadable: [] };
  const floors = new Map<string, number>();
  const claim = (name: string) => {
    const m = referenceName.exec(name);
    if (!m) return;
    const key = `${m[1]}:${m[2]}`;
    floors.set(key, Math.max(floors.get(key) ?? 0, Number(m[3])));
  };

  result.consents = await importConsents(client, root, result.unreadable);

  for (const { name, value } of await jsonFiles(join(root, 'complaints'))) {
    claim(name);
    if (value === undefined) continue; // a number claimed by a crash before its record: counted, nothing to keep
    const c = complaintFile.safeParse(value);
    if (!c.success) {
      result.unreadable.push(`complaints/${name}.json`);
      continue;
    }
    const { rowCount } = await client.query(
      `INSERT INTO complaints (reference, received_at, category, submission, mobile_salt, mobile_hash, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (reference) DO NOTHING`,
      [
        c.data.reference,
        c.data.receivedAt,
        c.data.category,
        c.data.submission,
        c.data.mobileSalt,
        c.data.mobileHash,
        c.data.status,
      ],
    );
    if (rowCount) {
      await client.query(
        `INSERT INTO complaint_events (reference, status, at, note) VALUES ($1, $2, $3, 'imported from DATA_DIR')`,
        [c.data.reference, c.data.status, c.data.receivedAt],
      );
      result.complaints++;
    }
  }

  for (const { name, value } of await jsonFiles(join(root, 'privacy-requests'))) {
    claim(name);
    if (value === undefined) continue;
    const p = privacyFile.safeParse(value);
    if (!p.success) {
      result.unreadable.push(`privacy-requests/${name}.json`);
      continue;
    }
    const { salt, hash } = saltedMobile(p.data.mobile);
    const { rowCount } = await client.query(
      `INSERT INTO privacy_requests
         (reference, received_at, kind, identity, submission, mobile_salt, mobile_hash, request, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (reference) DO NOTHING`,
      [
        p.data.reference,
        p.data.receivedAt,
        p.data.kind,
        p.data.identity,
        p.data.submission,
        salt,
        hash,
        JSON.stringify({
          kind: p.data.kind,
          mobile: p.data.mobile,
          pan: (value as { pan?: unknown }).pan,
          details: (value as { details?: unknown }).details,
        }),
        p.data.status,
      ],
    );
    if (rowCount) {
      await client.query(
        `INSERT INTO privacy_request_events (reference, status, at, note) VALUES ($1, $2, $3, 'imported from DATA_DIR')`,
        [p.data.reference, p.data.status, p.data.receivedAt],
      );
      result.privacyRequests++;
    }
  }

  await raiseFloors(client, floors);
  return result;
}

/** Imports DATA_DIR/records unless this folder was imported before; answers what it imported, or undefined. */
export async function importDataDir(
  db: Database,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<ImportResult | undefined> {
  const root = join(dataDir, 'records');
  const marker = join(root, IMPORT_MARKER);
  const done = await readFile(marker, 'utf8').then(
    () => true,
    () => false,
  );
  if (done) return undefined;
  const present = await readdir(root).then(
    () => true,
    () => false,
  );
  if (!present) return undefined;
  const result = await db.transaction(async (client) => {
    // Instances importing folders at once take turns: their counters' floors must not interleave.
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [
      LOCK_NAMESPACE,
      locks.importDataDir,
    ]);
    const imported = await importInto(client, root);
    await client.query(
      `INSERT INTO data_imports (source, imported_at, rows) VALUES ($1, now(), $2)
       ON CONFLICT (source) DO UPDATE SET imported_at = now(), rows = EXCLUDED.rows`,
      [root, imported.consents + imported.complaints + imported.privacyRequests],
    );
    return imported;
  });
  await writeFile(marker, `${new Date().toISOString()}\n`, { mode: 0o600 });
  if (result.unreadable.length > 0)
    log.warn({ files: result.unreadable }, 'records in DATA_DIR that could not be imported');
  log.info(
    {
      consents: result.consents,
      complaints: result.complaints,
      privacyRequests: result.privacyRequests,
    },
    'records in DATA_DIR imported into the database',
  );
  return result;
}
