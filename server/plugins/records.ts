// Our durable records as an app concern (issue 42): the database (opened, migrated and imported into by
// server/database/open.ts before the app is built, or handed in by a test), the complaint and privacy-request desks for the routes, the
// database's readiness check, and the retention purge.
import fp from 'fastify-plugin';
import type { Database } from '../database/database.ts';
import { ComplaintDesk } from '../records/complaints.ts';
import { PrivacyRequestDesk } from '../records/privacy-requests.ts';

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
}

export const recordsPlugin = fp<RecordsOptions>(
  async (app, opts) => {
    const db = opts.database;
    if (opts.owned) app.addHook('onClose', () => db.end());
    app.decorate('database', db);
    app.decorate('complaints', new ComplaintDesk(db));
    app.decorate('privacyRequests', new PrivacyRequestDesk(db));
    app.addReadinessCheck('database', () => db.ping(), { cacheMs: 1000 });
    app.addReadinessDetail('database', () => ({
      where: db.label,
      ...(db.down ? { reachable: false, reason: db.down } : { reachable: true }),
    }));
  },
  { name: 'records', dependencies: [] },
);
