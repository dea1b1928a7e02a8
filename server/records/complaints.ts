// Complaint status: the record in our durable store (DATA_DIR/records/complaints/<reference>.json) and, with
// REDIS_URL, a copy every instance can read, so a lookup answers on whichever instance it reaches. The mobile is
// kept only as a salted hash: the status answers the person who filed it, and no one else learns it exists.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RecordStore } from './record-store.ts';
import type { RedisConnection } from '../redis-connection.ts';
import { complaintStatuses, type ComplaintStatus } from '../../shared/schemas/complaint.ts';

export const complaintRecordSchema = z.object({
  reference: z.string(),
  status: z.enum(complaintStatuses),
  receivedAt: z.string(),
  category: z.string(),
  /** The spool submission that carries the complaint's text to the office. */
  submission: z.string(),
  mobileSalt: z.string(),
  mobileHash: z.string(),
});
export type ComplaintRecord = z.output<typeof complaintRecordSchema>;

const hashMobile = (salt: string, mobile: string) =>
  createHmac('sha256', salt).update(mobile).digest('base64url');

/** Kept for two years: past any escalation window, as long as a borrower may reasonably follow a complaint up. */
const SHARED_TTL_SECONDS = 2 * 365 * 86_400;
const sharedKey = (reference: string) => `rf:complaint:${reference}`;

export class ComplaintDesk {
  constructor(
    private readonly store: RecordStore,
    private readonly redis?: RedisConnection,
  ) {}

  newRecord(fields: {
    reference: string;
    receivedAt: Date;
    category: string;
    submission: string;
    mobile: string;
    status?: ComplaintStatus;
  }): ComplaintRecord {
    const mobileSalt = randomBytes(16).toString('base64url');
    return {
      reference: fields.reference,
      status: fields.status ?? 'received',
      receivedAt: fields.receivedAt.toISOString(),
      category: fields.category,
      submission: fields.submission,
      mobileSalt,
      mobileHash: hashMobile(mobileSalt, fields.mobile),
    };
  }

  /** Stores the record durably; then shares it (best effort: the file is the record, Redis a convenience). */
  async save(record: ComplaintRecord): Promise<void> {
    await this.store.write('complaints', record.reference, record);
    if (this.redis?.connected()) {
      await this.redis.client
        .set(sharedKey(record.reference), JSON.stringify(record), 'EX', SHARED_TTL_SECONDS)
        .catch((error: unknown) => this.redis!.failed(error));
    }
  }

  /** The record when the reference exists and `mobile` is the one it was filed with; otherwise undefined. */
  async find(reference: string, mobile: string): Promise<ComplaintRecord | undefined> {
    const record = (await this.local(reference)) ?? (await this.shared(reference));
    // Compare even when nothing was found, so both refusals take the same work.
    const salt = record?.mobileSalt ?? 'none';
    const expected = Buffer.from(record?.mobileHash ?? hashMobile(salt, '-'));
    const given = Buffer.from(hashMobile(salt, mobile));
    const matches = expected.length === given.length && timingSafeEqual(expected, given);
    return record && matches ? record : undefined;
  }

  private async local(reference: string): Promise<ComplaintRecord | undefined> {
    const parsed = complaintRecordSchema.safeParse(await this.store.read('complaints', reference));
    return parsed.success ? parsed.data : undefined;
  }

  private async shared(reference: string): Promise<ComplaintRecord | undefined> {
    if (!this.redis?.usable()) return undefined;
    try {
      const text = await this.redis.client.get(sharedKey(reference));
      if (!text) return undefined;
      const parsed = complaintRecordSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch (error) {
      this.redis.failed(error);
      return undefined;
    }
  }
}
