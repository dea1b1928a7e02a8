// Reference numbers (GRV-2026-000123, PRQ-2026-000123), issued by the database inside the transaction that writes
// their record: one counter row per prefix and year, incremented under its row lock, so every instance draws from
// the same sequence and a number is never issued twice. A transaction that rolls back takes its number with it:
// nobody was ever told that number, so the next record gets it (decision 0101).
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

/** The next reference of `kind` for the year (in India) of `now`, in the caller's transaction. */
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
