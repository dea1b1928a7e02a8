// `npm run outbox -- ...`: the operator's view of the fleet's outbox (issue 43), from the database the configuration
// names (DATABASE_URL, or the embedded one under DATA_DIR while the server is stopped).
//
//   status                  messages waiting and dead letters, by kind, with the oldest waiting's age
//   dead                    every dead letter: id, kind, request id, when, tries, the last error (no recipient, no text)
//   requeue <id>... | --all  dead letters back in line, due now, with a fresh retry time (codes are never requeued)
import { runOperatorCommand } from '../database/operator-command.ts';
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
  return runOperatorCommand(usage, out, env, async ({ db, config, log, print, showUsage }) => {
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
      if (ids !== 'all' && ids.length === 0) return showUsage();
      // An SMS gets the SMS retry time again, a mail the mail's: each row is requeued by its channel.
      const sms = await requeueDeadLetters(db, ids, config.sms.retryForMs, 'sms');
      const mail = await requeueDeadLetters(db, ids, MAIL_RETRY_FOR_MS, 'mail');
      out(`requeued ${sms + mail} (sms ${sms}, mail ${mail})`);
      return sms + mail > 0 ? 0 : 3;
    }
    return showUsage();
  });
}
