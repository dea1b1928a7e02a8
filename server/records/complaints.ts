// Complaints in the database: the complaint and the first event of its history are written in one transaction,
// under a reference the database issued just before; its status is the latest event. The mobile is kept only as a salted hash (mobile-hash.ts): the
// status answers the person who filed it, and no one else learns it exists. The text goes to the office by mail.
import type { Database, Queryable } from '../database/database.ts';
import { issueReference } from './reference-numbers.ts';
import { saltedMobile, sameMobile } from './mobile-hash.ts';
import { complaintStatuses, type ComplaintStatus } from '../../shared/schemas/complaint.ts';

export interface ComplaintRecord {
  reference: string;
  status: ComplaintStatus;
  receivedAt: string;
  category: string;
  submission: string;
}

export interface HistoryEvent {
  status: string;
  at: string;
  note: string | null;
}

interface Row {
  reference: string;
  status: string;
  received_at: Date;
  category: string;
  submission: string;
  mobile_salt: string;
  mobile_hash: string;
}

const asStatus = (s: string): ComplaintStatus =>
  (complaintStatuses as readonly string[]).includes(s) ? (s as ComplaintStatus) : 'received';

export class ComplaintDesk {
  constructor(private readonly db: Database) {}

  /** Issues a reference, committed at once (the record is then written by record()). */
  issue(receivedAt: Date): Promise<string> {
    return issueReference(this.db, 'complaint', receivedAt);
  }

  /** Writes the record with its first history event, in the caller's transaction. */
  async record(
    client: Queryable,
    reference: string,
    fields: { receivedAt: Date; category: string; submission: string; mobile: string },
  ): Promise<void> {
    const { salt, hash } = saltedMobile(fields.mobile);
    await client.query(
      `INSERT INTO complaints (reference, received_at, category, submission, mobile_salt, mobile_hash, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'received')`,
      [reference, fields.receivedAt, fields.category, fields.submission, salt, hash],
    );
    await client.query(
      `INSERT INTO complaint_events (reference, status, at) VALUES ($1, 'received', $2)`,
      [reference, fields.receivedAt],
    );
  }

  /** The complaint when the reference exists and `mobile` is the one it was filed with; otherwise undefined. */
  async find(reference: string, mobile: string): Promise<ComplaintRecord | undefined> {
    const { rows } = await this.db.query<Row>('SELECT * FROM complaints WHERE reference = $1', [
      reference,
    ]);
    const row = rows[0];
    if (!sameMobile(row, mobile) || !row) return undefined;
    return {
      reference: row.reference,
      status: asStatus(row.status),
      receivedAt: row.received_at.toISOString(),
      category: row.category,
      submission: row.submission,
    };
  }
}

/** Moves a complaint or privacy request to a new status, with its event, in one transaction (operators, tests). */
export async function changeStatus(
  db: Database,
  table: 'complaints' | 'privacy_requests',
  reference: string,
  status: string,
  note?: string,
): Promise<boolean> {
  const events = table === 'complaints' ? 'complaint_events' : 'privacy_request_events';
  const closing = ['closed', 'resolved', 'completed', 'refused'].includes(status);
  return db.transaction(async (client) => {
    const { rowCount } = await client.query(
      `UPDATE ${table} SET status = $2, closed_at = CASE WHEN $3 THEN now() ELSE NULL END WHERE reference = $1`,
      [reference, status, closing],
    );
    if (!rowCount) return false;
    await client.query(
      `INSERT INTO ${events} (reference, status, at, note) VALUES ($1, $2, now(), $3)`,
      [reference, status, note ?? null],
    );
    return true;
  });
}
