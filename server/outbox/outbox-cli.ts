// `npm run outbox -- ...`: the operator's view of the fleet's outbox (issue 43), from the database the configuration
// names (DATABASE_URL, or the embedded one under DATA_DIR while the server is stopped).
//
//   status                  messages waiting and dead letters, by kind, with the oldest waiting's age
//   dead                    every dead letter: id, kind, request id, when, tries, the last error (no recipient, no text)
//   requeue <id>... | --all  dead letters back in line, due now, with a fresh retry time (codes are never requeued)
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.ts';
import { connect } from '../database/open.ts';
import { migrate } from '../database/migrate.ts';
import { Outbox, listDeadLetters, requeueDeadLetters } from './outbox.ts';
import { MAIL_RETRY_FOR_MS } from '../upstreams/mail/plugin.ts';

const usage = `usage: npm run outbox -- status
       npm run outbox -- dead
       npm run outbox -- requeue <id>... | --all`;

export async function run(
  args: string[],
  out: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [command, ...rest] = args;
  const config = loadConfig(env);
  const log = pino({ level: 'warn' }, pino.destination(2)) as unknown as FastifyBaseLogger;
  const db = await connect({ url: config.database.url, poolSize: 1, dataDir: config.dataDir }, log);
  try {
    await migrate(db, log);
    const print = (value: unknown) => out(JSON.stringify(value, null, 2));
    if (command === 'status') {
      print(await new Outbox(db, { log }).refreshStats());
      return 0;
    }
    if (command === 'dead') {
      print(await listDeadLetters(db));
      return 0;
    }
    if (command === 'requeue') {
      const ids = rest.includes('--all') ? 'all' : rest.filter((id) => /^\d{1,18}$/.test(id));
      if (ids !== 'all' && ids.length === 0) return fail(out);
      // An SMS gets the SMS retry time again, a mail the mail's: each row is requeued by its channel.
      const sms = await requeueDeadLetters(db, ids, config.sms.retryForMs, 'sms');
      const mail = await requeueDeadLetters(db, ids, MAIL_RETRY_FOR_MS, 'mail');
      out(`requeued ${sms + mail} (sms ${sms}, mail ${mail})`);
      return sms + mail > 0 ? 0 : 3;
    }
    return fail(out);
  } finally {
    await db.end();
  }
}

function fail(out: (line: string) => void): number {
  out(usage);
  return 2;
}
