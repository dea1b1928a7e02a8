// A submission's id: sortable by arrival (UTC time to the millisecond) and unguessable. It names a consent record,
// a contact or careers message (its Message-ID and X-Submission-Id) and the outbox row's key.
import { randomBytes } from 'node:crypto';

export function newSubmissionId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(6).toString('hex')}`;
}
