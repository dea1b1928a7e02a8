// Production's V8 flags (decision 0141) are one list, scripts/node-flags.mjs: the Dockerfile's command must run the
// server with exactly those, and node must accept them (a misspelt V8 flag stops node at start).
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { nodeFlags } from '../../scripts/node-flags.mjs';

t.test("the Dockerfile's command runs the server with the list's flags", async (t) => {
  const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
  t.ok(cmd, 'a CMD in exec form');
  t.same(JSON.parse(cmd ?? '[]'), ['node', ...nodeFlags, 'dist/node/server/main.js']);
});

t.test('node starts with them', async (t) => {
  t.ok(nodeFlags.length > 0);
  const run = spawnSync(process.execPath, [...nodeFlags, '-e', 'process.exit(0)'], {
    encoding: 'utf8',
  });
  t.equal(run.status, 0, run.stderr);
  const bad = spawnSync(process.execPath, ['--max-semi-space-sise=2', '-e', 'process.exit(0)'], {
    encoding: 'utf8',
  });
  t.not(bad.status, 0, 'a misspelt flag is refused, so the check above means something');
});
