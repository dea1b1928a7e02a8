// The durable outbox of SMS (issue 15): one JSON file per accepted message under DATA_DIR/spool/sms/, written
// durably (the mail spool's temp-fsync-rename) before send() resolves, removed once the provider took it or
// once it is given up (with an error log and a metric). What waits here survives a crash or a restart.
import { mkdir, readFile, readdir, rm, unlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { fsyncDir, writeDurably } from '../../records/durable-file.ts';

/** One message waiting: who, what, and when it was accepted (its retries end retryForMs after that). */
export const outboxEntry = z.object({
  mobile: z.string().min(1),
  text: z.string().min(1),
  /** Ties the log lines of its tries to the request that asked for it. */
  requestId: z.string(),
  /** Epoch milliseconds. */
  acceptedAt: z.number(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;

export interface OutboxItem {
  id: string;
  path: string;
}

const itemName = /^[0-9TZ]+-[0-9a-f]{12}\.json$/;
const tmpName = /\.tmp$/;

export class SmsOutbox {
  /** Ids on disk, kept in step by put/remove and refreshed by list (an operator may drop files in or out). */
  private readonly waiting = new Set<string>();
  private readonly listeners = new Set<() => void>();

  private constructor(readonly dir: string) {}

  /** Creates the folder, clears what a crash left half-written, and counts what waits. */
  static async open(dir: string): Promise<SmsOutbox> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    for (const name of await readdir(dir))
      if (tmpName.test(name)) await rm(join(dir, name), { force: true });
    const outbox = new SmsOutbox(dir);
    await outbox.list();
    return outbox;
  }

  /** Stores a message durably; when this resolves it survives a crash. */
  async put(entry: OutboxEntry): Promise<OutboxItem> {
    const stamp = new Date(entry.acceptedAt).toISOString().replace(/[-:.]/g, '');
    const id = `${stamp}-${randomBytes(6).toString('hex')}`;
    const path = join(this.dir, `${id}.json`);
    await writeDurably(`${path}.tmp`, path, Buffer.from(JSON.stringify(entry)));
    this.waiting.add(id);
    for (const listener of this.listeners) listener();
    return { id, path };
  }

  /** Every waiting message, oldest first. */
  async list(): Promise<OutboxItem[]> {
    const ids = (await readdir(this.dir))
      .filter((n) => itemName.test(n))
      .map((n) => n.slice(0, -5))
      .sort();
    const found = new Set(ids);
    for (const id of this.waiting) if (!found.has(id)) this.waiting.delete(id);
    for (const id of ids) this.waiting.add(id);
    return ids.map((id) => ({ id, path: join(this.dir, `${id}.json`) }));
  }

  /** The stored message; undefined when its file is unreadable or not one of ours (it is then set aside). */
  async read(item: OutboxItem): Promise<OutboxEntry | undefined> {
    try {
      const parsed = outboxEntry.safeParse(JSON.parse(await readFile(item.path, 'utf8')));
      return parsed.success ? parsed.data : undefined;
    } catch (err) {
      if ((err as { code?: string }).code === 'ENOENT') throw err;
      return undefined;
    }
  }

  async remove(item: OutboxItem): Promise<void> {
    await unlink(item.path).catch((err: unknown) => {
      if ((err as { code?: string }).code !== 'ENOENT') throw err;
    });
    await fsyncDir(this.dir);
    this.waiting.delete(item.id);
  }

  depth(): number {
    return this.waiting.size;
  }

  /** Calls `listener` after each new message is stored; returns the unsubscribe function. */
  onStored(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
