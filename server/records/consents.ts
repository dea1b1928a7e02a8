// The proof of consent to an application (decision 0038) and the log of applications forwarded to the lending API,
// in the database. The consent is written before the application leaves us; the log line after the lending API
// answered (request id, lead id, language, outcome: no more personal data than that).
import type { Database, Queryable } from '../database/database.ts';
import type { ConsentRecord } from '../../shared/schemas/consent.ts';

export async function saveConsent(db: Database, record: ConsentRecord): Promise<void> {
  await db.query(
    `INSERT INTO consents (id, request_id, recorded_at, mobile, pan, record) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO NOTHING`,
    [record.id, record.requestId, record.at, record.mobile, record.pan, JSON.stringify(record)],
  );
}

export async function logApplication(
  db: Queryable,
  entry: {
    requestId: string;
    at: Date;
    leadId?: string;
    language: string;
    outcome: 'accepted' | 'rejected';
  },
): Promise<void> {
  await db.query(
    `INSERT INTO applications (request_id, forwarded_at, lead_id, language, outcome) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (request_id) DO NOTHING`,
    [entry.requestId, entry.at, entry.leadId ?? null, entry.language, entry.outcome],
  );
}
