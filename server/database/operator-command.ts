// What every operator command (`npm run records`, `npm run outbox`) does around its own work: the database the
// configuration names (DATABASE_URL, or the embedded one under DATA_DIR while the server is stopped), migrated,
// a JSON printer, its usage on a wrong call (exit 2), and the connection closed whatever happens.
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from './database.ts';
import { connect } from './open.ts';
import { migrate } from './migrate.ts';

export interface OperatorContext {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** Prints a value as indented JSON. */
  print(value: unknown): void;
  /** Prints the command's usage; answers exit code 2. */
  showUsage(): number;
}

/** Runs `work` with the configured database open and migrated; resolves to its exit code. */
export async function runOperatorCommand(
  usage: string,
  out: (line: string) => void,
  env: Record<string, string | undefined>,
  work: (context: OperatorContext) => Promise<number>,
): Promise<number> {
  const config = loadConfig(env);
  const log = pino({ level: 'warn' }, pino.destination(2)) as unknown as FastifyBaseLogger;
  const db = await connect({ url: config.database.url, poolSize: 1, dataDir: config.dataDir }, log);
  try {
    await migrate(db, log);
    return await work({
      db,
      config,
      log,
      print: (value) => out(JSON.stringify(value, null, 2)),
      showUsage: () => {
        out(usage);
        return 2;
      },
    });
  } finally {
    await db.end();
  }
}
