// Reference numbers (GRV-2026-000123, PRQ-2026-000123), issued by the database: one counter row per prefix and
// year, incremented in one statement that commits at once, so every instance draws from the same sequence and a
// number is never issued twice. Not inside the record's transaction: its row lock would be held through that
// transaction and make every complaint of the fleet wait for the one before (measured: 0.02x of a bare INSERT,
// decision 0101). A record that then fails leaves its number unused: a gap, never a repeat.
import type { Queryable } from '../database/database.ts';
import {
  formatReference,
  referencePrefixes,
  type ReferenceKind,
} from '../../shared/schemas/reference-number.ts';

export const yearInIndia = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(now),
  );

/** The next reference of `kind` for the year (in India) of `now`, committed at once (give it the database). */
export async function issueReference(
  client: Queryable,
  kind: ReferenceKind,
  now: Date,
): Promise<string> {
  const year = yearInIndia(now);
  const { rows } = await client.query<{ last_issued: number }>(
    `INSERT INTO reference_counters (prefix, year, last_issued) VALUES ($1, $2, 1)
     ON CONFLICT (prefix, year) DO UPDATE SET last_issued = reference_counters.last_issued + 1
     RETURNING last_issued`,
    [referencePrefixes[kind], year],
  );
  return formatReference(kind, year, rows[0]!.last_issued);
}

/** Raises a counter to at least `floor` (the import of an older release's numbers); never lowers it. */
export async function raiseReferenceFloor(
  client: Queryable,
  prefix: string,
  year: number,
  floor: number,
): Promise<void> {
  await client.query(
    `INSERT INTO reference_counters (prefix, year, last_issued) VALUES ($1, $2, $3)
     ON CONFLICT (prefix, year) DO UPDATE
       SET last_issued = GREATEST(reference_counters.last_issued, EXCLUDED.last_issued)`,
    [prefix, year, floor],
  );
}
