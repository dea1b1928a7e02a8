// Readiness checks for /readyz: other modules register theirs; each probe result is cached, so a load balancer
// polling /readyz every second never turns into a second of load on the lending API.
//
// Seam: app.addReadinessCheck(name, check, { cacheMs?, timeoutMs? }) from any plugin, at any time.
// A check resolves true when healthy; false, a rejection or a time-out counts as failing.
import fp from 'fastify-plugin';

export type ReadinessCheck = () => Promise<boolean>;

export interface ReadinessCheckOptions {
  /** How long a probe's result is reused (default 5 s). */
  cacheMs?: number;
  /** A probe slower than this counts as failing (default 2 s). */
  timeoutMs?: number;
}

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, 'ok' | 'failing'>;
  /** Facts an operator should see beside the checks (outbox depths, a weakened setting); they never fail it. */
  details: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    addReadinessCheck(name: string, check: ReadinessCheck, options?: ReadinessCheckOptions): void;
    /** A fact shown under /readyz `details`, read at each request (keep it cheap: no I/O). */
    addReadinessDetail(name: string, read: () => unknown): void;
    /** Runs (or reuses) every registered check. */
    readiness(): Promise<ReadinessReport>;
  }
}

interface Entry {
  check: ReadinessCheck;
  cacheMs: number;
  timeoutMs: number;
  last?: { at: number; ok: boolean };
  pending?: Promise<boolean>;
}

function withTimeout(check: ReadinessCheck, ms: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    check()
      .then(
        (ok) => resolve(ok === true),
        () => resolve(false),
      )
      .finally(() => clearTimeout(timer));
  });
}

export const readinessPlugin = fp(async (app) => {
  const entries = new Map<string, Entry>();
  const details = new Map<string, () => unknown>();

  async function probe(name: string, entry: Entry): Promise<boolean> {
    const now = Date.now();
    if (entry.last && now - entry.last.at < entry.cacheMs) return entry.last.ok;
    // Concurrent /readyz requests share one probe.
    entry.pending ??= withTimeout(entry.check, entry.timeoutMs).then((ok) => {
      if (!ok && entry.last?.ok !== false) app.log.warn({ check: name }, 'readiness check failing');
      if (ok && entry.last?.ok === false)
        app.log.info({ check: name }, 'readiness check passing again');
      entry.last = { at: Date.now(), ok };
      entry.pending = undefined;
      return ok;
    });
    return entry.pending;
  }

  app.decorate(
    'addReadinessCheck',
    (name: string, check: ReadinessCheck, options: ReadinessCheckOptions = {}) => {
      entries.set(name, {
        check,
        cacheMs: options.cacheMs ?? 5000,
        timeoutMs: options.timeoutMs ?? 2000,
      });
    },
  );

  app.decorate('addReadinessDetail', (name: string, read: () => unknown) => {
    details.set(name, read);
  });

  app.decorate('readiness', async (): Promise<ReadinessReport> => {
    const results = await Promise.all(
      [...entries].map(
        async ([name, entry]) => [name, (await probe(name, entry)) ? 'ok' : 'failing'] as const,
      ),
    );
    return {
      ready: results.every(([, v]) => v === 'ok'),
      checks: Object.fromEntries(results),
      details: Object.fromEntries([...details].map(([name, read]) => [name, read()])),
    };
  });
});
