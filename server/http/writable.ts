// Whether a directory takes writes right now (a full or read-only disk says no): the uploads folder's readiness
// check, since an instance that cannot write an arriving upload must not take careers applications.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function writable(dir: string): Promise<boolean> {
  await mkdir(dir, { recursive: true });
  const probe = join(dir, `.ready-probe-${process.pid}`);
  await writeFile(probe, 'ok');
  await rm(probe, { force: true });
  return true;
}
