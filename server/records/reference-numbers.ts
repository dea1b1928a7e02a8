// Issues reference numbers (GRV-2026-000123, PRQ-2026-000123) that never repeat, across instances and restarts
// (decision 0039). With REDIS_URL one counter per kind and year, INCR, shared by every instance, and never below
// the highest number this instance has on disk (so a Redis that lost its data cannot hand out old numbers again).
// Without Redis the number is claimed by creating its record file exclusively (O_EXCL) in DATA_DIR: a restart, or
// a second process on the same folder, sees the claim and moves on. Each number is claimed on disk either way.
import { AppError } from '../errors.ts';
import type { RedisConnection } from '../redis-connection.ts';
import type { RecordKind, RecordStore } from './record-store.ts';
import {
  formatReference,
  referencePrefixes,
  type ReferenceKind,
} from '../../shared/schemas/reference-number.ts';
import { serverMessages } from '../../shared/server-messages.ts';

/** INCR, lifted to floor + 1 when the counter is behind what this instance already issued. */
const NEXT = `
local n = redis.call('INCR', KEYS[1])
local floor = tonumber(ARGV[1])
if n <= floor then
  n = floor + 1
  redis.call('SET', KEYS[1], n)
end
return n`;

interface Scripts {
  rfNextReference(key: string, floor: number): Promise<number>;
}

export const recordKindOf: Record<ReferenceKind, RecordKind> = {
  complaint: 'complaints',
  privacy: 'privacy-requests',
};

const yearInIndia = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(now),
  );

export const { referencesUnavailable } = serverMessages;

export class ReferenceNumbers {
  /** Highest sequence number on disk per kind and year, read once, then kept up to date. */
  private readonly highest = new Map<string, number>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: RecordStore,
    private readonly redis?: RedisConnection,
  ) {
    redis?.client.defineCommand('rfNextReference', { numberOfKeys: 1, lua: NEXT });
  }

  /** A new reference, already claimed in the record store (fill it with store.write). */
  issue(kind: ReferenceKind, now = new Date()): Promise<string> {
    // One at a time in this process: the claims would resolve races anyway, but without wasted numbers.
    const next = this.queue.then(() => this.issueNow(kind, now));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async issueNow(kind: ReferenceKind, now: Date): Promise<string> {
    const year = yearInIndia(now);
    const records = recordKindOf[kind];
    const floor = await this.highestOnDisk(kind, year);
    for (let attempt = 0; attempt < 1000; attempt++) {
      const sequence = this.redis
        ? await this.shared(kind, year, floor)
        : (this.highest.get(`${kind}:${year}`) ?? 0) + 1;
      const reference = formatReference(kind, year, sequence);
      const mine = await this.store.claim(records, reference);
      this.highest.set(
        `${kind}:${year}`,
        Math.max(sequence, this.highest.get(`${kind}:${year}`) ?? 0),
      );
      if (mine) return reference;
    }
    throw new AppError(503, referencesUnavailable);
  }

  private async shared(kind: ReferenceKind, year: number, floor: number): Promise<number> {
    const redis = this.redis!;
    try {
      const client = redis.client as unknown as Scripts;
      const key = `rf:ref:${referencePrefixes[kind]}:${year}`;
      return Number(
        await client.rfNextReference(
          key,
          Math.max(floor, this.highest.get(`${kind}:${year}`) ?? 0),
        ),
      );
    } catch (error) {
      // No local fallback: numbers drawn here could repeat another instance's (decision 0039).
      redis.failed(error);
      throw new AppError(503, referencesUnavailable, undefined, { cause: error });
    }
  }

  private async highestOnDisk(kind: ReferenceKind, year: number): Promise<number> {
    const key = `${kind}:${year}`;
    const known = this.highest.get(key);
    if (known !== undefined) return known;
    const pattern = new RegExp(`^${referencePrefixes[kind]}-${year}-(\\d+)$`);
    let max = 0;
    for (const name of await this.store.names(recordKindOf[kind])) {
      const m = pattern.exec(name);
      if (m) max = Math.max(max, Number(m[1]));
    }
    this.highest.set(key, max);
    return max;
  }
}
