// The one Redis connection of an app (REDIS_URL), behind everything instances share: rate limits, per-identifier
// limits and the payment transactions. Tuned to never hold a borrower's request hostage: commands fail fast when
// Redis is away (no offline queue, a short command time-out) and the connection keeps retrying in the background.
// It knows whether Redis is usable and logs each change once, not once per request; its users fall back to this
// instance's own state meanwhile.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export interface RedisConnection {
  readonly client: Redis;
  /** True while commands are worth sending: connected, and no failure in the last `pauseMs`. */
  usable(): boolean;
  /** True while connected, pause or not: for the rare writes worth a round trip even just after a slow reply
   * (a payment not shared is a callback refused elsewhere; a rate limit counted locally costs little). */
  connected(): boolean;
  /** A command failed (time-out, reset): pause Redis use for a moment and say so once. */
  failed(err: unknown): void;
  /** Calls `listener` each time Redis is back after being away (not at the first connection); the line saying
   * Redis is available again is logged once every listener's work has settled. */
  onBack(listener: () => unknown): void;
  close(): Promise<void>;
}

export interface RedisConnectionOptions {
  /** A command slower than this fails over to local state (default 1 s: Redis answers in well under 1 ms, but a
   * busy event loop can delay reading the answer, and a false alarm costs the shared state for `pauseMs`). */
  commandTimeoutMs?: number;
  /** After a failed command, how long to use local state before trying Redis again (default 5 s). */
  pauseMs?: number;
}

/** The address without credentials, for log lines. */
export function redisLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}`;
  } catch {
    return 'redis';
  }
}

export function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  options: RedisConnectionOptions = {},
): RedisConnection {
  const pauseMs = options.pauseMs ?? 5000;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    // The rate limiter, identifier limits and transaction store define their Lua scripts on this client.
    lazyConnect: false,
  });
  const where = redisLabel(url);
  let state: 'starting' | 'up' | 'down' = 'starting';
  let pausedUntil = 0;
  let closing = false;
  const backListeners: Array<() => unknown> = [];

  const down = (err: unknown) => {
    if (closing || state === 'down') return;
    state = 'down';
    log.warn(
      { redis: where, err: err instanceof Error ? { message: err.message } : undefined },
      'redis unavailable: rate limits and payment transactions are per instance until it is back',
    );
  };

  client.on('ready', () => {
    pausedUntil = 0;
    const wasDown = state === 'down';
    if (state === 'starting') log.info({ redis: where }, 'redis connected: state is shared');
    state = 'up';
    if (wasDown)
      void Promise.allSettled(backListeners.map(async (listener) => listener())).then(() =>
        log.info({ redis: where }, 'redis available again: state is shared'),
      );
  });
  // ioredis emits 'error' on every failed reconnect; the state change above makes it one log line.
  client.on('error', down);
  client.on('close', () => down(new Error('connection closed')));

  return {
    client,
    usable: () => state === 'up' && client.status === 'ready' && Date.now() >= pausedUntil,
    connected: () => state === 'up' && client.status === 'ready',
    failed(err) {
      pausedUntil = Date.now() + pauseMs;
      if (state === 'up') {
        log.warn(
          {
            redis: where,
            err: err instanceof Error ? { message: err.message } : undefined,
            pauseMs,
          },
          'redis command failed: state is per instance for a moment',
        );
      }
    },
    onBack(listener) {
      backListeners.push(listener);
    },
    async close() {
      closing = true;
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
