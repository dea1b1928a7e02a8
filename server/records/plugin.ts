// Our durable records as an app concern (issue 42): the database (opened, migrated and imported into by
// server/database/open.ts before the app is built, or handed in by a test), the complaint and privacy-request desks for the routes, the
// database's readiness check, and the retention purge.
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { Database } from '../database/database.ts';
import { schedulePurge } from '../database/purge.ts';
import { ComplaintDesk } from './complaints.ts';
import { PrivacyRequestDesk } from './privacy-requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    complaints: ComplaintDesk;
    privacyRequests: PrivacyRequestDesk;
  }
}

export interface RecordsOptions {
  database: Database;
  /** True when the app opened it and ends it on close; tests share one per process, ended by them. */
  owned: boolean;
  /** How often this instance tries the retention purge (one instance at a time purges). */
  purgeEveryMs: number;
}

export const recordsPlugin = fp<RecordsOptions>(
  async (app, opts) => {
    const db = opts.database;
    if (opts.owned) app.addHook('onClose', () => db.end());
    app.decorate('database', db);
    app.decorate('complaints', new ComplaintDesk(db));
    app.decorate('privacyRequests', new PrivacyRequestDesk(db));
    app.addReadinessCheck('database', () => db.ping(), { cacheMs: 1000 });
    // The retention schedule (shared/retention.ts), enforced by one instance at a time.
    const purged = new Counter({
      name: 'records_purged_total',
      help: 'Records deleted by the retention purge, by kind (shared/retention.ts)',
      labelNames: ['kind'],
      registers: [app.metrics.registry],
    });
    const stopPurge = schedulePurge({
      db,
      log: app.log,
      everyMs: opts.purgeEveryMs,
      onPurged: (kind, rows) => purged.inc({ kind }, rows),
    });
    app.addHook('onClose', async () => stopPurge());
    app.metrics.setDependencySource('database', () => db.down === undefined);
    app.addReadinessDetail('database', () => ({
      where: db.label,
      ...(db.down ? { reachable: false, reason: db.down } : { reachable: true }),
    }));
  },
  { name: 'records', dependencies: [] },
);
