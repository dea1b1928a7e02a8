// What a test app's outbox holds and what it delivered: the mail the sandbox's stand-in received (as /sandbox/mail
// shows it), once every message due has been tried, and the rows still waiting.
import type { FastifyInstance } from 'fastify';
import type { MailRecord } from '../../server/upstreams/sandbox/records.ts';

/** Tries every message due, then answers the mail the sandbox received, of one kind or all. */
export async function sentMails(app: FastifyInstance, kind?: string): Promise<MailRecord[]> {
  await app.outbox.drain();
  return app.services.sandbox!.records.mail.filter((m) => kind === undefined || m.kind === kind);
}

/** Rows of the outbox not yet sent (waiting or dead), of one kind or all. */
export async function outboxRows(
  app: FastifyInstance,
  kind?: string,
): Promise<
  Array<{ kind: string; state: string; recipient: string; body: Buffer; attempts: number }>
> {
  const { rows } = await app.database.query<{
    kind: string;
    state: string;
    recipient: string;
    body: Buffer;
    attempts: number;
  }>(
    `SELECT kind, state, recipient, body, attempts FROM outbox WHERE $1::text IS NULL OR kind = $1 ORDER BY id`,
    [kind ?? null],
  );
  return rows;
}
