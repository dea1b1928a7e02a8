// Loaded into every tap test file's process (.taprc node-arg): the process gets a temp folder of its own (TMPDIR,
// which os.tmpdir() and the child processes it starts read), and fails if anything is left in it when it exits.
// A test that makes files must remove them, with tempDir() (temp-dir.ts) or by closing what made them; a leak
// names itself in the failing file's output instead of piling up in /tmp (one run used to leave ~100 folders).
// The folder itself is always removed, failing or not.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const system = tmpdir();
const own = mkdtempSync(join(system, 'rupeeflow-tap-'));
// Others may pass through it (mkdtemp makes it 0700): the Dockerfile replay runs its server as the image's user
// (uid 1000) on files below this folder, and as root in CI that user could not reach them (MODULE_NOT_FOUND).
chmodSync(own, 0o755);
process.env.TMPDIR = own;
// For a child process that runs TypeScript through tsx, whose transform cache is shared on purpose (temp-dir.ts).
process.env.RUPEEFLOW_SHARED_TMPDIR ??= system;

// An 'exit' listener added first runs first; temp-dir.ts puts its own clean-up before this one (prependListener),
// so the folders it removes at exit by design do not count as left behind.
process.on('exit', () => {
  const left = readdirSync(own);
  rmSync(own, { recursive: true, force: true });
  if (left.length === 0) return;
  process.stderr.write(
    `# ${process.argv[1]} left ${left.length} item(s) in its temp folder: ${left.join(', ')}\n`,
  );
  process.exitCode = 1;
});
