// Writing a file so that it survives a crash or power cut: temp file, fsync, rename into place, fsync the directory.
// A reader sees either no file or the whole file, never a half-written one.
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';

/** Makes a rename or unlink in `dir` durable (the entry itself lives in the directory). */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `content` to `tmpPath` (which must be on the same file system), flushes it to disk, then renames it to
 * `finalPath` and flushes the directory. On any failure the temp file is removed and the error rethrown.
 */
export async function writeDurably(
  tmpPath: string,
  finalPath: string,
  content: Readable | Buffer,
): Promise<void> {
  const handle = await open(tmpPath, 'wx', 0o600);
  try {
    if (Buffer.isBuffer(content)) await handle.writeFile(content);
    else for await (const chunk of content) await handle.write(chunk as Buffer);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(tmpPath, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(tmpPath, finalPath);
  } catch (error) {
    await rm(tmpPath, { force: true });
    throw error;
  }
  await fsyncDir(dirname(finalPath));
}
