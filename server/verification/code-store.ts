// Where live one-time codes are kept: a keyed hash of each, the code sealed (AES-GCM under a key derived from
// OTP_SECRET, so it can be sent again unchanged), its expiry and when it was last sent, and the previous code until
// its own expiry. Two stores behind one interface, as for payments (docs/decisions/0014): this instance's memory, and
// Redis when REDIS_URL is set, so a code sent by one instance is checked by another. Every record is written to both;
// Redis decides whenever it answers, memory otherwise, so a Redis outage never locks a borrower out of a code this
// instance sent.
//
// Wrong tries are not kept here: they are counted per caller (codes.ts, decision 0091), so a stranger's wrong tries
// never kill the code its owner holds.
import type { RedisConnection } from '../redis-connection.ts';

export interface CodeRecord {
  /** HMAC of the code with its purpose and identifier (codes.ts); the code itself is only kept sealed. */
  hash: string;
  /** The code sealed with the server's key, so a resend carries the same digits. */
  sealed: string;
  /** A random name of this code: wrong tries are counted per code and caller. */
  gen: string;
  /** Epoch ms after which the code is dead. */
  expiresAt: number;
}

/** What asking for a code did: a new code, the live one to send again, or nothing to send yet. */
export type IssueOutcome =
  { kind: 'new' } | { kind: 'again'; sealed: string; gen: string } | { kind: 'quiet' };

export type CheckOutcome =
  { kind: 'ok' } | { kind: 'wrong'; gen: string } | { kind: 'expired' } | { kind: 'none' };

export interface IssueRules {
  now: number;
  /** A live code with at least this long to live is sent again instead of replaced. */
  reuseForMs: number;
  /** At most one SMS per identifier this often: within it, the phone already has the live code. */
  smsEveryMs: number;
}

export interface CodeStore {
  /** Stores `fresh` as the new code unless the live one is kept (sent again, or not yet). */
  issue(key: string, fresh: CodeRecord, rules: IssueRules): Promise<IssueOutcome>;
  /** Checks a candidate hash against the live code and the previous one; a right one is used up. */
  check(key: string, hash: string, now: number): Promise<CheckOutcome>;
  /** The name of the live code, if any: wrong tries are counted against it before any candidate is checked. */
  liveGen(key: string, now: number): Promise<string | undefined>;
}

interface Entry {
  current: CodeRecord;
  previous?: { hash: string; expiresAt: number };
  sentAt: number;
}

/** Kept past expiry a little so a late try still reads 'expired' rather than 'none'. */
const KEEP_MS = 60 * 60 * 1000;

export class MemoryCodeStore implements CodeStore {
  readonly #entries = new Map<string, Entry>();

  async issue(key: string, fresh: CodeRecord, rules: IssueRules): Promise<IssueOutcome> {
    const { now } = rules;
    const entry = this.#entries.get(key);
    if (entry && entry.current.expiresAt - now >= rules.reuseForMs) {
      if (now - entry.sentAt < rules.smsEveryMs) return { kind: 'quiet' };
      entry.sentAt = now;
      return { kind: 'again', sealed: entry.current.sealed, gen: entry.current.gen };
    }
    this.replace(key, fresh, now);
    return { kind: 'new' };
  }

  /** The live entry under `key`, if any (a copy): what a Redis back from an outage is given. */
  get(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.current.expiresAt > now
      ? { current: { ...entry.current }, previous: entry.previous, sentAt: entry.sentAt }
      : undefined;
  }

  /** Stores a new code, keeping the live one as the previous (the shared store already decided). */
  replace(key: string, fresh: CodeRecord, now: number): void {
    const old = this.#entries.get(key);
    const previous =
      old && old.current.expiresAt > now
        ? { hash: old.current.hash, expiresAt: old.current.expiresAt }
        : undefined;
    this.#entries.delete(key); // re-inserted last, so the map stays in age order for pruning
    this.#entries.set(key, { current: { ...fresh }, previous, sentAt: now });
    this.#prune(now);
  }

  async check(key: string, hash: string, now: number): Promise<CheckOutcome> {
    const entry = this.#entries.get(key);
    if (!entry) return { kind: 'none' };
    const { current, previous } = entry;
    const live = current.expiresAt > now;
    const previousLive = previous !== undefined && previous.expiresAt > now;
    if ((live && current.hash === hash) || (previousLive && previous.hash === hash)) {
      this.#entries.delete(key);
      return { kind: 'ok' };
    }
    return live ? { kind: 'wrong', gen: current.gen } : { kind: 'expired' };
  }

  async liveGen(key: string, now: number): Promise<string | undefined> {
    const current = this.#entries.get(key)?.current;
    return current && current.expiresAt > now ? current.gen : undefined;
  }

  #prune(now: number): void {
    if (this.#entries.size < 20_000) return;
    for (const [key, entry] of this.#entries) {
      if (entry.current.expiresAt + KEEP_MS > now && this.#entries.size < 100_000) break;
      this.#entries.delete(key);
    }
  }
}

/** ARGV: hash, sealed, gen, expiresAt, now, reuseForMs, smsEveryMs, keep ms. Answers {kind, sealed, gen}. */
const ISSUE = `
local now = tonumber(ARGV[5])
local exp = tonumber(redis.call('HGET', KEYS[1], 'exp') or '0')
if exp - now >= tonumber(ARGV[6]) then
  if now - tonumber(redis.call('HGET', KEYS[1], 'sent') or '0') < tonumber(ARGV[7]) then return {'quiet', '', ''} end
  redis.call('HSET', KEYS[1], 'sent', now)
  return {'again', redis.call('HGET', KEYS[1], 'sealed'), redis.call('HGET', KEYS[1], 'gen')}
end
local ph, pexp = '', 0
if exp > now then ph = redis.call('HGET', KEYS[1], 'h'); pexp = exp end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'h', ARGV[1], 'sealed', ARGV[2], 'gen', ARGV[3], 'exp', ARGV[4], 'sent', now, 'ph', ph, 'pexp', pexp)
redis.call('PEXPIRE', KEYS[1], ARGV[8])
return {'new', '', ''}`;

/** ARGV: hash, now. Answers {outcome, gen}. */
const CHECK = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {'none', ''} end
local now = tonumber(ARGV[2])
local live = tonumber(redis.call('HGET', KEYS[1], 'exp')) > now
local plive = tonumber(redis.call('HGET', KEYS[1], 'pexp') or '0') > now
if (live and redis.call('HGET', KEYS[1], 'h') == ARGV[1]) or (plive and redis.call('HGET', KEYS[1], 'ph') == ARGV[1]) then
  redis.call('DEL', KEYS[1])
  return {'ok', ''}
end
if live then return {'wrong', redis.call('HGET', KEYS[1], 'gen')} end
return {'expired', ''}`;

/** ARGV: hash, sealed, gen, expiresAt, sent, previous hash, previous expiry, keep ms. Stores a code kept locally
 * while Redis was away, unless Redis holds one for the key already (a code sent since elsewhere wins). 1 if stored. */
const RESTORE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'h', ARGV[1], 'sealed', ARGV[2], 'gen', ARGV[3], 'exp', ARGV[4], 'sent', ARGV[5], 'ph', ARGV[6], 'pexp', ARGV[7])
redis.call('PEXPIRE', KEYS[1], ARGV[8])
return 1`;

interface Scripts {
  rfOtpIssue(key: string, ...args: Array<string | number>): Promise<[string, string, string]>;
  rfOtpCheck(key: string, ...args: Array<string | number>): Promise<[string, string]>;
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
    redis.client.defineCommand('rfOtpIssue', { numberOfKeys: 1, lua: ISSUE });
    redis.client.defineCommand('rfOtpCheck', { numberOfKeys: 1, lua: CHECK });
    redis.client.defineCommand('rfOtpRestore', { numberOfKeys: 1, lua: RESTORE });
    // A code sent while Redis was away still verifies afterwards, on any instance (decision 0087).
    redis.onBack(() => this.share());
  }

  /** Writes every live code kept only here to Redis; resolves with how many it stored. */
  async share(): Promise<number> {
    let stored = 0;
    const now = this.#now();
    for (const key of [...this.#unshared]) {
      const entry = this.#local.get(key, now);
      if (!entry) {
        this.#unshared.delete(key);
        continue;
      }
      const { current, previous, sentAt } = entry;
      try {
        stored += await this.#scripts.rfOtpRestore(
          `rf:otp:${key}`,
          current.hash,
          current.sealed,
          current.gen,
          current.expiresAt,
          sentAt,
          previous?.hash ?? '',
          previous?.expiresAt ?? 0,
          current.expiresAt - now + KEEP_MS,
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

  async issue(key: string, fresh: CodeRecord, rules: IssueRules): Promise<IssueOutcome> {
    if (this.#redis.usable()) {
      try {
        const [kind, sealed, gen] = await this.#scripts.rfOtpIssue(
          `rf:otp:${key}`,
          fresh.hash,
          fresh.sealed,
          fresh.gen,
          fresh.expiresAt,
          rules.now,
          rules.reuseForMs,
          rules.smsEveryMs,
          fresh.expiresAt - rules.now + KEEP_MS,
        );
        if (kind === 'new') this.#local.replace(key, fresh, rules.now);
        if (kind === 'again') return { kind, sealed, gen };
        if (kind === 'new' || kind === 'quiet') return { kind };
      } catch (err) {
        this.#redis.failed(err);
      }
    }
    const outcome = await this.#local.issue(key, fresh, rules);
    if (outcome.kind === 'new' && this.#unshared.size < 100_000) this.#unshared.add(key);
    return outcome;
  }

  async liveGen(key: string, now: number): Promise<string | undefined> {
    if (this.#redis.usable()) {
      try {
        const [gen, exp] = await this.#redis.client.hmget(`rf:otp:${key}`, 'gen', 'exp');
        return gen && Number(exp) > now ? gen : undefined;
      } catch (err) {
        this.#redis.failed(err);
      }
    }
    return this.#local.liveGen(key, now);
  }

  async check(key: string, hash: string, now: number): Promise<CheckOutcome> {
    const local = await this.#local.check(key, hash, now);
    if (!this.#redis.usable()) return local;
    try {
      const [kind, gen] = await this.#scripts.rfOtpCheck(`rf:otp:${key}`, hash, now);
      if (kind === 'wrong') return { kind, gen };
      if (kind === 'ok' || kind === 'expired' || kind === 'none') return { kind };
    } catch (err) {
      this.#redis.failed(err);
    }
    return local;
  }
}
