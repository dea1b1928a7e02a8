// Temporary folders for tests, all removed: when the test that asked for one ends (given its `t`), and in any case
// when the test process exits, so a run leaves nothing behind in the system's temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a tap test offers here: somewhere to hang the clean-up. */
export interface Teardown {
  teardown(fn: () => unknown): void;
}

/**
 * The system's temp folder, not this test process's own (own-temp-folder.ts): give it as TMPDIR to a child process
 * run through tsx, so the child uses the transform cache every test shares instead of compiling the server again
 * into a cache of its own that would be left behind.
 */
export const sharedTmpdir = process.env.RUPEEFLOW_SHARED_TMPDIR ?? tmpdir();

const made = new Set<string>();

const remove = (dir: string) => {
  rmSync(dir, { recursive: true, force: true });
  made.delete(dir);
};

// Synchronous, as 'exit' handlers must be; covers folders whose test never closed them. Put first, before the
// check that the process's temp folder is empty (own-temp-folder.ts), which would count these as left behind.
process.prependOnceListener('exit', () => {
  for (const dir of made) remove(dir);
});

/** A new empty folder named `<prefix>XXXXXX` in the temp folder; removed after `t` ends (or at exit). */
export function tempDir(prefix: string, t?: Teardown): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.add(dir);
  t?.teardown(() => remove(dir));
  return dir;
}
