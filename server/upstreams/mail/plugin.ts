// The outbox as an app concern (issue 43): app.mail for the forms (a composed mail into the outbox, in the caller's
// transaction), the uploads' work folder, the outbox's metrics (waiting by kind, the oldest's age, deliveries by
// outcome, dead letters) and /readyz details, the one-time import of an older release's spool folders, and, in the
// sandbox only, /sandbox/mail.
import fp from 'fastify-plugin';
import { Gauge, type Registry } from 'prom-client';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../database/database.ts';
import { mailKinds, type MailKind, type Outbox, type WaitingStats } from '../../outbox/outbox.ts';
import { importSpool } from '../../outbox/import-spool.ts';
import { writable } from '../../http/writable.ts';
import type { SandboxRecords } from '../sandbox/records.ts';
import { sandboxMailRoutes } from '../sandbox/mail-page.ts';

/** How long a mail is tried before it becomes a dead letter (listed and requeued by npm run outbox). */
export const MAIL_RETRY_FOR_MS = 3 * 24 * 60 * 60_000;

export interface MailOptions {
  dataDir: string;
  outbox: Outbox;
  /** Fixed recipients per kind; a receipt names its own. */
  recipients: Record<Exclude<MailKind, 'receipt'>, string>;
  /** How mail leaves this instance: a mail server, the sandbox's stand-in, or not at all (it waits). */
  delivery: 'smtp' | 'sandbox' | 'none';
  /** The sandbox's records when /sandbox/mail is shown (sandbox mode only). */
  sandboxRecords?: SandboxRecords;
  /** How often the counts behind the metrics and /readyz are read from the database. */
  statsEveryMs?: number;
}

export interface MailOutbox {
  /**
   * Writes a composed message (mail-compose.ts) into the outbox, in `client`'s transaction when given: to the
   * kind's fixed recipient, or a receipt to `to`. `id` is the submission id, the key of the row and of the
   * Message-ID.
   */
  put(
    kind: MailKind,
    id: string,
    eml: Buffer,
    opts: { requestId: string; client?: Queryable; to?: string },
  ): Promise<void>;
  /** Where an upload is written while it arrives (DATA_DIR/uploads; emptied at start). */
  workPath(id: string, suffix: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailOutbox;
    outbox: Outbox;
  }
}

export const mailPlugin = fp<MailOptions>(
  async (app, opts) => {
    const { outbox } = opts;
    const workDir = join(opts.dataDir, 'uploads');
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true, mode: 0o700 });

    const mail: MailOutbox = {
      async put(kind, id, eml, { requestId, client, to }) {
        const recipient = kind === 'receipt' ? to : opts.recipients[kind];
        if (!recipient) throw new Error(`mail ${kind}: no recipient`);
        await outbox.enqueue(
          {
            channel: 'mail',
            kind,
            recipient,
            body: eml,
            requestId,
            key: `${kind}.${id}`,
            retryForMs: MAIL_RETRY_FOR_MS,
          },
          client,
        );
      },
      workPath: (id, suffix) => join(workDir, `${id}.${suffix}`),
    };
    app.decorate('mail', mail);
    app.decorate('outbox', outbox);

    const imported = await importSpool(app.database, opts.dataDir, app.log, opts.recipients);
    if (imported) app.log.info(imported, 'outbox: the old spool folders were imported');
    if (opts.delivery === 'none')
      app.log.warn(
        'mail: no SMTP_URL; contact and careers mail waits in the outbox until one is set',
      );

    // Counts for the metrics and /readyz, read from the database now and then, never on a probe's path.
    const refresh = () =>
      outbox
        .refreshStats()
        .catch((error: unknown) =>
          app.log.warn({ reason: String(error).slice(0, 200) }, 'outbox: counts not read'),
        );
    await refresh();
    // One read per scrape, shared by the three gauges (prom-client collects them together).
    let reading: Promise<unknown> | undefined;
    const fresh = async () => {
      // While the database is away a scrape answers at once, with the counts last read.
      if (app.database.down !== undefined) return outbox.stats;
      reading ??= refresh().finally(() => {
        reading = undefined;
      });
      await reading;
      return outbox.stats;
    };
    const timer = setInterval(() => void refresh(), opts.statsEveryMs ?? 5000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    registerGauges(app.metrics.registry, fresh);

    app.addReadinessDetail('outbox', () => ({
      delivery: { sms: 'provider', mail: opts.delivery },
      waiting: Object.fromEntries(
        Object.entries(outbox.stats.waiting).map(([kind, w]) => [kind, w.count]),
      ),
      oldestSeconds: Math.round(
        Math.max(0, ...Object.values(outbox.stats.waiting).map((w) => w.oldestSeconds)),
      ),
      dead: outbox.stats.dead,
    }));
    // Uploads are written here while they arrive, before their mail goes into the outbox.
    app.addReadinessCheck('uploads', () => writable(workDir));

    if (opts.sandboxRecords)
      await app.register(sandboxMailRoutes, { records: opts.sandboxRecords });
  },
  { name: 'mail', dependencies: ['records'] },
);

/** outbox_waiting, outbox_oldest_seconds and outbox_dead_letters, by kind, read from the database at scrape time. */
function registerGauges(registry: Registry, fresh: () => Promise<WaitingStats>): void {
  const registers = [registry];
  new Gauge({
    name: 'outbox_waiting',
    help: 'Messages in the outbox not yet sent, by kind (code, notice, reminder, contact, careers, privacy, receipt)',
    labelNames: ['kind'],
    registers,
    async collect() {
      const { waiting } = await fresh();
      this.reset();
      for (const [kind, { count }] of Object.entries(waiting)) this.set({ kind }, count);
    },
  });
  new Gauge({
    name: 'outbox_oldest_seconds',
    help: 'Age of the oldest message waiting in the outbox, by kind',
    labelNames: ['kind'],
    registers,
    async collect() {
      const { waiting } = await fresh();
      this.reset();
      for (const [kind, { oldestSeconds }] of Object.entries(waiting))
        this.set({ kind }, Math.round(oldestSeconds));
    },
  });
  new Gauge({
    name: 'outbox_dead_letters',
    help: 'Dead letters in the outbox by kind: listed by `npm run outbox -- dead`, sent again by `requeue`',
    labelNames: ['kind'],
    registers,
    async collect() {
      const { dead } = await fresh();
      this.reset();
      for (const [kind, count] of Object.entries(dead)) this.set({ kind }, count);
    },
  });
}

export { mailKinds };
