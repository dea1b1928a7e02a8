// Our durable records as an app concern: the record store under DATA_DIR/records, reference numbers (shared
// through Redis when REDIS_URL is set) and the complaint desk, for the routes that need them.
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { RecordStore } from './record-store.ts';
import { ReferenceNumbers } from './reference-numbers.ts';
import { ComplaintDesk } from './complaints.ts';
import type { RedisConnection } from '../redis-connection.ts';

declare module 'fastify' {
  interface FastifyInstance {
    records: RecordStore;
    references: ReferenceNumbers;
    complaints: ComplaintDesk;
  }
}

export const recordsPlugin = fp<{ dataDir: string; redis?: RedisConnection }>(
  async (app, opts) => {
    const store = await RecordStore.open(join(opts.dataDir, 'records'));
    app.decorate('records', store);
    app.decorate('references', new ReferenceNumbers(store, opts.redis));
    app.decorate('complaints', new ComplaintDesk(store, opts.redis));
  },
  { name: 'records' },
);
