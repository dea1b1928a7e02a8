// What an older release left waiting in DATA_DIR/spool (mail as .eml files per kind, SMS as JSON under sms/) moved
// into the outbox once, at the first start on that folder (issue 43): every message in one transaction, keyed by
// its file name so an import cut short and run again adds nothing twice; then a marker file says the folder is
// done, and nothing writes there again. The files stay for the operator to remove after a backup.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../database/database.ts';
import { LOCK_NAMESPACE, locks } from '../database/locks.ts';
import { mailKinds } from './outbox.ts';

export const SPOOL_IMPORT_MARKER = 'imported-into-outbox';

/** The retry time of an imported SMS (the old default): it was accepted long ago, so it is a notice, not a code. */
const SMS_RETRY_FOR_MS = 60 * 60_000;
const MAIL_RETRY_FOR_MS = 3 * 24 * 60 * 60_000;

const smsFile = z.object({
  mobile: z.string().regex(/^\d{10}$/),
  text: z.string().min(1),
  requestId: z.string(),
  acceptedAt: z.number(),
});

export interface SpoolImport {
  mail: number;
  sms: number;
  /** Files that could not be read as a message: left on disk, named in a warning. */
  unreadable: string[];
}

async function names(dir: string, ending: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((n) => n.endsWith(ending)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The To address of a message we composed ourselves (a receipt), from its header block. */
function toAddress(eml: Buffer): string | undefined {
  const head =
    eml
      .subarray(0, 8192)
      .toString('utf8')
      .split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^To:\s*(?:.*<)?([^<>\s@]+@[^<>\s@]+)>?\s*$/im.exec(head)?.[1];
}

export async function importSpool(
  db: Database,
  dataDir: string,
  log: FastifyBaseLogger,
  recipients: Partial<Record<string, string>>,
  now = Date.now(),
): Promise<SpoolImport | undefined> {
  const root = join(dataDir, 'spool');
  const marker = join(root, SPOOL_IMPORT_MARKER);
  const done = await readFile(marker).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  if (done) return undefined;
  const found = [
    ...(await Promise.all(mailKinds.map((k) => names(join(root, k), '.eml')))).flat(),
    ...(await names(join(root, 'sms'), '.json')),
  ];
  if (found.length === 0) {
    // Nothing to import (a new deployment, or a folder without a spool): no marker, no folder created.
    return undefined;
  }
  const result: SpoolImport = { mail: 0, sms: 0, unreadable: [] };
  await db.transaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE, locks.importSpool]);
    for (const kind of mailKinds) {
      for (const name of await names(join(root, kind), '.eml')) {
        const eml = await readFile(join(root, kind, name));
        const recipient = kind === 'receipt' ? toAddress(eml) : recipients[kind];
        if (!recipient) {
          result.unreadable.push(`${kind}/${name}`);
          continue;
        }
        if (
          await insert(client, now, {
            channel: 'mail',
            kind,
            id: name.slice(0, -4),
            recipient,
            body: eml,
          })
        )
          result.mail++;
      }
    }
    result.sms = await importSms(client, join(root, 'sms'), now, result.unreadable);
  });
  await writeFile(marker, `${new Date().toISOString()}\n`);
  if (result.unreadable.length > 0)
    log.warn(
      { files: result.unreadable },
      'outbox: spool files that are not messages were left in DATA_DIR/spool',
    );
  return result;
}

/** The SMS files (JSON), each a notice with the retry time it had. */
async function importSms(
  client: Queryable,
  dir: string,
  now: number,
  unreadable: string[],
): Promise<number> {
  let imported = 0;
  for (const name of await names(dir, '.json')) {
    const parsed = smsFile.safeParse(
      await readFile(join(dir, name), 'utf8').then(
        (text) => JSON.parse(text) as unknown,
        () => undefined,
      ),
    );
    if (!parsed.success) {
      unreadable.push(`sms/${name}`);
      continue;
    }
    const entry = parsed.data;
    const id = name.slice(0, -5);
    if (
      await insert(client, now, {
        channel: 'sms',
        kind: 'notice',
        id,
        recipient: entry.mobile,
        body: Buffer.from(entry.text, 'utf8'),
        requestId: entry.requestId,
        acceptedAt: entry.acceptedAt,
      })
    )
      imported++;
  }
  return imported;
}

async function insert(
  client: Queryable,
  now: number,
  m: {
    channel: 'sms' | 'mail';
    kind: string;
    id: string;
    recipient: string;
    body: Buffer;
    requestId?: string;
    acceptedAt?: number;
  },
): Promise<boolean> {
  const accepted = new Date(m.acceptedAt ?? now);
  // An SMS keeps the retry time it had (past it, it is a dead letter an operator sees); a mail gets its days anew.
  const deadline = new Date(
    m.channel === 'sms'
      ? accepted.getTime() + SMS_RETRY_FOR_MS
      : Math.max(now, accepted.getTime()) + MAIL_RETRY_FOR_MS,
  );
  const { rowCount } = await client.query(
    `INSERT INTO outbox (channel, kind, request_id, recipient, body, message_key, accepted_at, due_at, deadline_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $9, $8)
     ON CONFLICT (message_key) DO NOTHING`,
    [
      m.channel,
      m.kind,
      m.requestId ?? `spool-${m.id}`,
      m.recipient,
      m.body,
      m.channel === 'mail' ? `${m.kind}.${m.id}` : `sms.${m.id}`,
      accepted,
      deadline,
      new Date(now),
    ],
  );
  return (rowCount ?? 0) > 0;
}
