// What a test app left in its mail spool: the waiting .eml files per kind, and the work folder.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function spoolFiles(dataDir: string, folder: 'contact' | 'careers' | 'tmp'): string[] {
  try {
    return readdirSync(join(dataDir, 'spool', folder)).map((name) =>
      join(dataDir, 'spool', folder, name),
    );
  } catch {
    return [];
  }
}
