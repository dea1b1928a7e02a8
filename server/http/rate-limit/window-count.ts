// One fixed-window count in Redis, shared by the per-address limits (fallback-store.ts) and the per-identifier
// limits (identifier-limit.ts): count a use, start the window on the first one, answer the count and the time left.
import type { Redis } from 'ioredis';

const COUNT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

/** Reads the count of the current window without counting. */
const PEEK = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
return {n, redis.call('PTTL', KEYS[1])}`;

interface Scripts {
  rfCountInWindow(key: string, windowMs: number): Promise<[number, number]>;
  rfPeekWindow(key: string): Promise<[number, number]>;
}

/** Defines the script on the client once (ioredis keeps it per client and loads it by hash). */
function scripts(client: Redis): Scripts {
  const withScripts = client as unknown as Partial<Scripts>;
  if (!withScripts.rfCountInWindow)
    client.defineCommand('rfCountInWindow', { numberOfKeys: 1, lua: COUNT });
  if (!withScripts.rfPeekWindow)
    client.defineCommand('rfPeekWindow', { numberOfKeys: 1, lua: PEEK });
  return client as unknown as Scripts;
}

/** Counts one use of `key` in its window; answers the count so far and the milliseconds left in the window. */
export async function countInWindow(
  client: Redis,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const [count, ttlMs] = await scripts(client).rfCountInWindow(key, windowMs);
  return { count, ttlMs };
}

/** The count of `key`'s current window and the milliseconds left in it, without counting a use. */
export async function peekWindow(
  client: Redis,
  key: string,
): Promise<{ count: number; ttlMs: number }> {
  const [count, ttlMs] = await scripts(client).rfPeekWindow(key);
  return { count, ttlMs };
}
