// Where live one-time codes are kept: only a keyed hash of each, with its expiry, wrong tries and resend time.
// Two stores behind one interface, as for payments (docs/decisions/0014): this instance's memory, and Redis when
// REDIS_URL is set, so a code sent by one instance is checked by another. Every record is written to both; Redis
// decides whenever it answers, memory otherwise, so a Redis outage never locks a borrower out of a code this
// instance sent.
import type { RedisConnection } from '../redis-connection.ts';

export interface CodeRecord {
  /** HMAC of the code with its purpose and identifier (codes.ts); the code itself is never stored. */
  hash: string;
  /** Epoch ms after which the code is dead. */
  expiresAt: number;
  /** Epoch ms before which no new code is sent. */
  resendAt: number;
  wrongTries: number;
}

export type VerifyOutcome =
  | { kind: 'ok' }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'locked' }
  | { kind: 'expired' }
  | { kind: 'none' };

export interface CodeStore {
  /** The ms until a new code may be stored (0 when it may now), without changing anything. */
  resendWait(key: string, now: number): Promise<number>;
  /** Stores a new code unless the last one's resend time is still ahead: answers the ms to wait then, else 0. */
  put(key: string, record: CodeRecord, now: number): Promise<number>;
  /** Checks a candidate hash; a right one is used up, a wrong one counted, past `maxTries` the code is dead. */
  verify(key: string, hash: string, maxTries: number, now: number): Promise<VerifyOutcome>;
}

/** Kept past expiry a little so a late try still reads 'expired' rather than 'none'. */
const KEEP_MS = 60 * 60 * 1000;

export class MemoryCodeStore implements CodeStore {
  readonly #records = new Map<string, CodeRecord>();

  async resendWait(key: string, now: number): Promise<number> {
    return Math.max(0, (this.#records.get(key)?.resendAt ?? 0) - now);
  }

  async put(key: string, record: CodeRecord, now: number): Promise<number> {
    const current = this.#records.get(key);
    if (current && current.resendAt > now) return current.resendAt - now;
    this.replace(key, record, now); // re-inserted last, so the map stays in age order for pruning
    return 0;
  }

  /** The live record under `key`, if any (a copy). */
  get(key: string, now: number): CodeRecord | undefined {
    const r = this.#records.get(key);
    return r && r.expiresAt > now ? { ...r } : undefined;
  }

  /** Stores the record whatever is there: the shared store already decided it may be sent. */
  replace(key: string, record: CodeRecord, now: number): void {
    this.#records.delete(key);
    this.#records.set(key, { ...record });
    this.#prune(now);
  }

  async verify(key: string, hash: string, maxTries: number, now: number): Promise<VerifyOutcome> {
    const r = this.#records.get(key);
    if (!r) return { kind: 'none' };
    if (r.expiresAt <= now) return { kind: 'expired' };
    if (r.wrongTries >= maxTries) return { kind: 'locked' };
    if (r.hash === hash) {
      this.#records.delete(key);
      return { kind: 'ok' };
    }
    r.wrongTries += 1;
    return r.wrongTries >= maxTries
      ? { kind: 'locked' }
      : { kind: 'wrong', triesLeft: maxTries - r.wrongTries };
  }

  #prune(now: number): void {
    if (this.#records.size < 20_000) return;
    for (const [key, r] of this.#records) {
      if (r.expiresAt + KEEP_MS > now && this.#records.size < 100_000) break;
      this.#records.delete(key);
    }
  }
}

/** ARGV: hash, expiresAt, resendAt, now, keep ms. Answers the ms to wait, or 0 once stored. */
const PUT = `
local at = redis.call('HGET', KEYS[1], 'resend')
if at and tonumber(at) > tonumber(ARGV[4]) then return tonumber(at) - tonumber(ARGV[4]) end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'h', ARGV[1], 'exp', ARGV[2], 'resend', ARGV[3], 'tries', 0)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0`;

/** ARGV: hash, max tries, now. Answers {outcome, tries left}. */
const VERIFY = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {'none', 0} end
if tonumber(redis.call('HGET', KEYS[1], 'exp')) <= tonumber(ARGV[3]) then return {'expired', 0} end
local max = tonumber(ARGV[2])
local tries = tonumber(redis.call('HGET', KEYS[1], 'tries'))
if tries >= max then return {'locked', 0} end
if redis.call('HGET', KEYS[1], 'h') == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return {'ok', 0}
end
tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
if tries >= max then return {'locked', 0} end
return {'wrong', max - tries}`;

/** ARGV: hash, expiresAt, resendAt, tries, keep ms. Stores a record kept locally while Redis was away, unless
 * Redis holds one for the key already (a code sent since by another instance wins). Answers 1 if stored. */
const RESTORE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'h', ARGV[1], 'exp', ARGV[2], 'resend', ARGV[3], 'tries', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

interface Scripts {
  rfOtpPut(key: string, ...args: Array<string | number>): Promise<number>;
  rfOtpVerify(key: string, ...args: Array<string | number>): Promise<[string, number]>;
  rfOtpRestore(key: string, ...args: Array<string | number>): Promise<number>;
}

export class SharedCodeStore implements CodeStore {
  readonly #redis: RedisConnection;
  readonly #local: MemoryCodeStore;
  /** Keys of codes stored here only, while Redis was away: written to Redis once it is back. */
  readonly #unshared = new Set<string>();
  readonly #now: () => number;

  constructor(redis: RedisConnection, local = new MemoryCodeStore(), now = Date.now) {
    this.#redis = redis;
    this.#local = local;
    this.#now = now;
    redis.client.defineCommand('rfOtpPut', { numberOfKeys: 1, lua: PUT });
    redis.client.defineCommand('rfOtpVerify', { numberOfKeys: 1, lua: VERIFY });
    redis.client.defineCommand('rfOtpRestore', { numberOfKeys: 1, lua: RESTORE });
    // A code sent while Redis was away still verifies afterwards, on any instance (issue 44).
    redis.onBack(() => this.share());
  }

  /** Writes every live code kept only here to Redis; resolves with how many it stored. */
  async share(): Promise<number> {
    let stored = 0;
    const now = this.#now();
    for (const key of [...this.#unshared]) {
      const record = this.#local.get(key, now);
      if (!record) {
        this.#unshared.delete(key);
        continue;
      }
      try {
        stored += await this.#scripts.rfOtpRestore(
          `rf:otp:${key}`,
          record.hash,
          record.expiresAt,
          record.resendAt,
          record.wrongTries,
          record.expiresAt - now + KEEP_MS,
        );
        this.#unshared.delete(key);
      } catch (err) {
        this.#redis.failed(err);
        return stored;
      }
    }
    return stored;
  }

  get #scripts(): Scripts {
    return this.#redis.client as unknown as Scripts;
  }

  async resendWait(key: string, now: number): Promise<number> {
    if (this.#redis.usable()) {
      try {
        const at = await this.#redis.client.hget(`rf:otp:${key}`, 'resend');
        return Math.max(0, Number(at ?? 0) - now) || 0;
      } catch (err) {
        this.#redis.failed(err);
      }
    }
    return this.#local.resendWait(key, now);
  }

  async put(key: string, record: CodeRecord, now: number): Promise<number> {
    if (this.#redis.usable()) {
      try {
        const wait = await this.#scripts.rfOtpPut(
          `rf:otp:${key}`,
          record.hash,
          record.expiresAt,
          record.resendAt,
          now,
          record.expiresAt - now + KEEP_MS,
        );
        if (wait === 0) this.#local.replace(key, record, now);
        return Number(wait);
      } catch (err) {
        this.#redis.failed(err);
      }
    }
    const wait = await this.#local.put(key, record, now);
    if (wait === 0 && this.#unshared.size < 100_000) this.#unshared.add(key);
    return wait;
  }

  async verify(key: string, hash: string, maxTries: number, now: number): Promise<VerifyOutcome> {
    // Counted here too, so tries made while Redis answered still count should it go away.
    const local = await this.#local.verify(key, hash, maxTries, now);
    if (!this.#redis.usable()) return local;
    try {
      const [kind, left] = await this.#scripts.rfOtpVerify(`rf:otp:${key}`, hash, maxTries, now);
      if (kind === 'wrong') return { kind, triesLeft: Number(left) };
      if (kind === 'ok' || kind === 'locked' || kind === 'expired' || kind === 'none')
        return { kind };
    } catch (err) {
      this.#redis.failed(err);
    }
    return local;
  }
}
