// Our own durable records (consents given, privacy requests, complaints and their status) as one JSON file each
// under DATA_DIR/records/<kind>/, written like the mail spool (temp file, fsync, rename, directory fsync), so a
// record that was acknowledged survives a crash or restart and can be shown to a regulator later.
import { mkdir, open, readFile, readdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { writeDurably } from './durable-file.ts';

export const recordKinds = ['consents', 'complaints', 'privacy-requests'] as const;
export type RecordKind = (typeof recordKinds)[number];

const safeName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/;

export class RecordStore {
  private constructor(readonly root: string) {}

  static async open(root: string): Promise<RecordStore> {
    const store = new RecordStore(root);
    await mkdir(store.tmpDir, { recursive: true, mode: 0o700 });
    for (const kind of recordKinds)
      await mkdir(store.dirOf(kind), { recursive: true, mode: 0o700 });
    return store;
  }

  get tmpDir(): string {
    return join(this.root, 'tmp');
  }

  dirOf(kind: RecordKind): string {
    return join(this.root, kind);
  }

  private pathOf(kind: RecordKind, name: string): string {
    if (!safeName.test(name)) throw new Error(`not a record name: ${name}`);
    return join(this.dirOf(kind), `${name}.json`);
  }

  /**
   * Takes `name` for a new record: true when this call created it, false when it was already taken (by this or
   * another process sharing the folder). The empty file it leaves is filled by write().
   */
  async claim(kind: RecordKind, name: string): Promise<boolean> {
    try {
      const handle = await open(this.pathOf(kind, name), 'wx', 0o600);
      await handle.close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  /** Stores `value` durably under `name`, replacing what was there (a claim, or an earlier state). */
  async write(kind: RecordKind, name: string, value: unknown): Promise<void> {
    const tmp = join(this.tmpDir, `${name}.${randomBytes(6).toString('hex')}.json`);
    await writeDurably(
      tmp,
      this.pathOf(kind, name),
      Buffer.from(`${JSON.stringify(value, null, 2)}\n`),
    );
  }

  /** The record, or undefined when there is none (or only a claim a crash left empty). */
  async read(kind: RecordKind, name: string): Promise<unknown> {
    if (!safeName.test(name)) return undefined;
    try {
      const text = await readFile(this.pathOf(kind, name), 'utf8');
      return text.trim() ? (JSON.parse(text) as unknown) : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Record names of a kind (file names without .json). */
  async names(kind: RecordKind): Promise<string[]> {
    return (await readdir(this.dirOf(kind)))
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5));
  }
}
