// The durable outbox of contact and careers submissions (DESIGN section 7): one ready-to-send .eml file per
// submission under DATA_DIR/spool/<kind>/, written durably before the visitor is told it was accepted, removed
// only once the mail server has accepted it.
import { mkdir, readdir, rm, unlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fsyncDir, writeDurably } from '../../records/durable-file.ts';

/** contact and careers go to their inboxes; privacy to the grievance officer; receipt to the person who wrote. */
export const spoolKinds = ['contact', 'careers', 'privacy', 'receipt'] as const;
export type SpoolKind = (typeof spoolKinds)[number];

export interface SpoolItem {
  kind: SpoolKind;
  /** The submission id; also the file name (without .eml) and the local part of the Message-ID. */
  id: string;
  path: string;
}

const itemName = /^[0-9TZ]+-[0-9a-f]{12}\.eml$/;

export class Spool {
  /**
   * The ids waiting per kind, each with the put() sequence number that stored it (0 when found on disk). Sets,
   * not counters: a put() and a concurrent list() both see the new file, and a counter would count it twice.
   */
  private readonly waiting = Object.fromEntries(
    spoolKinds.map((kind) => [kind, new Map<string, number>()]),
  ) as Record<SpoolKind, Map<string, number>>;
  private puts = 0;
  private readonly listeners = new Set<() => void>();

  private constructor(
    /** DATA_DIR/spool */
    readonly root: string,
  ) {}

  /** Work files: uploads in progress and messages being written. Anything here at start was never accepted. */
  get tmpDir(): string {
    return join(this.root, 'tmp');
  }

  dirOf(kind: SpoolKind): string {
    return join(this.root, kind);
  }

  /** Creates the folders, clears what a crash left half-written, and counts what waits for delivery. */
  static async open(root: string): Promise<Spool> {
    const spool = new Spool(root);
    await rm(spool.tmpDir, { recursive: true, force: true });
    await mkdir(spool.tmpDir, { recursive: true, mode: 0o700 });
    for (const kind of spoolKinds) await mkdir(spool.dirOf(kind), { recursive: true, mode: 0o700 });
    await spool.list();
    return spool;
  }

  /** A new submission id: sortable by arrival (UTC time to the millisecond) and unguessable. */
  newId(now = new Date()): string {
    const stamp = now.toISOString().replace(/[-:.]/g, '');
    return `${stamp}-${randomBytes(6).toString('hex')}`;
  }

  tmpPath(id: string, suffix: string): string {
    return join(this.tmpDir, `${id}.${suffix}`);
  }

  /** Stores a complete message durably. When this resolves the submission survives a crash. */
  async put(kind: SpoolKind, id: string, eml: Readable | Buffer): Promise<SpoolItem> {
    const path = join(this.dirOf(kind), `${id}.eml`);
    await writeDurably(this.tmpPath(id, 'eml'), path, eml);
    this.waiting[kind].set(id, ++this.puts);
    for (const listener of this.listeners) listener();
    return { kind, id, path };
  }

  /** Every waiting item, oldest first; also refreshes the depth counts from disk. */
  async list(): Promise<SpoolItem[]> {
    const items: SpoolItem[] = [];
    for (const kind of spoolKinds) {
      const putsBefore = this.puts;
      const names = (await readdir(this.dirOf(kind))).filter((n) => itemName.test(n));
      const found = new Set(names.map((name) => name.slice(0, -4)));
      const waiting = this.waiting[kind];
      // Forget what is gone from disk, except items stored while the directory was being read.
      for (const [id, seq] of waiting) if (!found.has(id) && seq <= putsBefore) waiting.delete(id);
      for (const id of found) if (!waiting.has(id)) waiting.set(id, 0);
      for (const id of found) items.push({ kind, id, path: join(this.dirOf(kind), `${id}.eml`) });
    }
    return items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Called once the mail server has accepted the item. */
  async remove(item: SpoolItem): Promise<void> {
    await unlink(item.path);
    await fsyncDir(this.dirOf(item.kind));
    this.waiting[item.kind].delete(item.id);
  }

  /** Items waiting for delivery, per kind. */
  depthByKind(): Record<SpoolKind, number> {
    return Object.fromEntries(spoolKinds.map((kind) => [kind, this.waiting[kind].size])) as Record<
      SpoolKind,
      number
    >;
  }

  /** Calls `listener` after each new item is stored; returns the unsubscribe function. */
  onStored(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
