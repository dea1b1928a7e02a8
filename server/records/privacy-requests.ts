// Privacy requests in the database: the request as the borrower sent it (the grievance officer acts on it) and the
// first event of its history, in one transaction, under a reference the database issued just before. Tracked like a complaint: by reference and
// the mobile it was filed with (kept as a salted hash beside the request).
import type { Database, Queryable } from '../database/database.ts';
import { issueReference } from './reference-numbers.ts';
import { saltedMobile, sameMobile } from './mobile-hash.ts';
import {
  privacyRequestKinds,
  privacyRequestStatuses,
  type IdentityCheck,
  type PrivacyRequest,
  type PrivacyRequestStatusView,
} from '../../shared/schemas/privacy-request.ts';

interface Row {
  reference: string;
  kind: string;
  status: string;
  received_at: Date;
  mobile_salt: string;
  mobile_hash: string;
  updated_at: Date;
}

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

export class PrivacyRequestDesk {
  constructor(private readonly db: Database) {}

  /** Issues a reference, committed at once (the record is then written by record()). */
  issue(receivedAt: Date): Promise<string> {
    return issueReference(this.db, 'privacy', receivedAt);
  }

  /** Writes the record with its first history event, in the caller's transaction. */
  async record(
    client: Queryable,
    reference: string,
    fields: {
      receivedAt: Date;
      request: PrivacyRequest;
      identity: IdentityCheck | 'one-time-code';
      submission: string;
    },
  ): Promise<void> {
    const { salt, hash } = saltedMobile(fields.request.mobile);
    await client.query(
      `INSERT INTO privacy_requests
         (reference, received_at, kind, identity, submission, mobile_salt, mobile_hash, request, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'received')`,
      [
        reference,
        fields.receivedAt,
        fields.request.kind,
        fields.identity,
        fields.submission,
        salt,
        hash,
        JSON.stringify(fields.request),
      ],
    );
    await client.query(
      `INSERT INTO privacy_request_events (reference, status, at) VALUES ($1, 'received', $2)`,
      [reference, fields.receivedAt],
    );
  }

  /** Where the request stands, when the reference exists and `mobile` is the one it names; else undefined. */
  async find(reference: string, mobile: string): Promise<PrivacyRequestStatusView | undefined> {
    const { rows } = await this.db.query<Row>(
      `SELECT r.reference, r.kind, r.status, r.received_at, r.mobile_salt, r.mobile_hash,
              COALESCE((SELECT max(at) FROM privacy_request_events e WHERE e.reference = r.reference),
                       r.received_at) AS updated_at
         FROM privacy_requests r WHERE r.reference = $1`,
      [reference],
    );
    const row = rows[0];
    if (!sameMobile(row, mobile) || !row) return undefined;
    return {
      reference: row.reference,
      kind: oneOf(privacyRequestKinds, row.kind, 'access'),
      status: oneOf(privacyRequestStatuses, row.status, 'received'),
      receivedAt: row.received_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  }
}
