// The retention schedule enforced (shared/retention.ts): records past their end plus their retention are deleted,
// by one instance at a time (a transaction-level advisory lock the others find taken and skip), every hour.
// What each kind's end is: a consent and an application log line their own time, a complaint or privacy request
// its closing (an open one is never purged), a payment its settlement (or its start, if it never settled), a loan's
// documents the newest of them (issue 46).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database.ts';
import { LOCK_NAMESPACE, locks } from './locks.ts';
import { retentionDays, type RecordKind } from '../../shared/retention.ts';

const purges: Record<RecordKind, string> = {
  consent: 'DELETE FROM consents WHERE recorded_at < $1',
  complaint: 'DELETE FROM complaints WHERE closed_at < $1',
  privacyRequest: 'DELETE FROM privacy_requests WHERE closed_at < $1',
  payment: 'DELETE FROM payments WHERE COALESCE(settled_at, initiated_at) < $1',
  application: 'DELETE FROM applications WHERE forwarded_at < $1',
  // A loan's documents go together, once its newest (by the document's date or its first issue, the later) has
  // passed: a closed loan's certificate is dated the day it closed, so the period counts from the loan's end.
  loanDocument: `DELETE FROM loan_documents WHERE loan_no IN (
      SELECT loan_no FROM loan_documents GROUP BY loan_no
      HAVING max(GREATEST(document_date::timestamptz, issued_at)) < $1)`,
};

const DAY_MS = 86_400_000;

/**
 * A dead letter of the outbox (issue 43) holds a mobile or an e-mail address and the message: an operator has this
 * long to requeue it (npm run outbox), then it is erased (decision 0145). Not a record of the schedule: a message
 * in transit that failed.
 */
export const DEAD_LETTER_DAYS = 30;

export type PurgedKind = RecordKind | 'deadLetter';

/** Rows deleted per kind, or undefined when another instance held the lock (it is purging). */
export async function purgeExpired(
  db: Database,
  now: Date,
): Promise<Partial<Record<PurgedKind, number>> | undefined> {
  return db.transaction(async (client) => {
    const { rows } = await client.query<{ mine: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1, $2) AS mine',
      [LOCK_NAMESPACE, locks.purge],
    );
    if (!rows[0]?.mine) return undefined;
    const purged: Partial<Record<PurgedKind, number>> = {};
    for (const kind of Object.keys(purges) as RecordKind[]) {
      const before = new Date(now.getTime() - retentionDays[kind] * DAY_MS);
      const { rowCount } = await client.query(purges[kind], [before]);
      purged[kind] = rowCount ?? 0;
    }
    const { rowCount } = await client.query(
      `DELETE FROM outbox WHERE state = 'dead' AND dead_at < $1`,
      [new Date(now.getTime() - DEAD_LETTER_DAYS * DAY_MS)],
    );
    purged.deadLetter = rowCount ?? 0;
    return purged;
  });
}

export interface PurgeScheduleOptions {
  db: Database;
  log: FastifyBaseLogger;
  everyMs: number;
  onPurged: (kind: PurgedKind, rows: number) => void;
  now?: () => Date;
}

/** Purges a minute after start, then every `everyMs`; answers the function that stops it. */
export function schedulePurge(opts: PurgeScheduleOptions): () => void {
  const run = async () => {
    try {
      const purged = await purgeExpired(opts.db, opts.now?.() ?? new Date());
      if (!purged) return;
      for (const [kind, rows] of Object.entries(purged) as [PurgedKind, number][])
        opts.onPurged(kind, rows);
      const total = Object.values(purged).reduce((a, b) => a + b, 0);
      if (total > 0) opts.log.info({ purged }, 'records past their retention purged');
    } catch (error) {
      opts.log.warn({ reason: (error as Error).message }, 'retention purge failed; next time');
    }
  };
  const first = setTimeout(run, Math.min(60_000, opts.everyMs));
  const timer = setInterval(run, opts.everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
