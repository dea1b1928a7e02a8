// The group runner (tests/helpers/test-group.ts, decision 0128) keeps each file's root hooks to that file, tears a
// file down before the next loads, and reports a failure under the file it is in. Run on two fixture files in a
// tap process of their own, as tap runs a group.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { sharedTmpdir } from '../helpers/temp-dir.ts';

// Not as a tap child (no TAP_* settings, none of tap's loaders); tsx's transform cache is the one tests share.
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(TAP|_TAPJS|NODE_OPTIONS)/.test(name)),
  ),
  TMPDIR: sharedTmpdir,
};
const run = spawnSync(process.execPath, ['--import=tsx', 'tests/helpers/group-fixtures/group.ts'], {
  encoding: 'utf8',
  env,
});
const lines = run.stdout.split('\n');
const results = lines
  .filter((line) => /^(not )?ok \d+ - /.test(line))
  .map((line) => line.replace(/ # time=.*/, ''));

t.test('each file of a group runs its tests with its own before-each and teardown', async (t) => {
  t.same(results.slice(0, 4), [
    'ok 1 - the first file runs its before-each before its first test',
    'ok 2 - and before its second',
    "ok 3 - the second file loads after the first file's teardown",
    "ok 4 - the first file's before-each does not run before the second file's tests",
  ]);
});

t.test('a failing test is counted, named, and follows the name of its file', async (t) => {
  t.equal(run.status, 1, 'the process fails');
  t.equal(results[4], 'not ok 5 - a failing test of the second file');
  t.equal(results.length, 5, 'every test of both files, once');
  const fileLine = lines.indexOf('# tests/helpers/group-fixtures/second.ts');
  const line = (result: string) => lines.findIndex((l) => l.startsWith(`${result} # time=`));
  t.ok(fileLine > line(results[1]!), 'the second file is named after the first file ends');
  t.ok(fileLine < line(results[2]!), "and before the second file's first test");
  const failure = run.stdout.slice(run.stdout.indexOf(`${results[4]} # time=`));
  t.match(
    failure,
    /^ {4}fileName: tests\/helpers\/group-fixtures\/second\.ts$/m,
    "and as the test's place",
  );
  t.match(
    run.stdout,
    /^ {8}fileName: tests\/helpers\/group-fixtures\/second\.ts$/m,
    "and as the assertion's",
  );
});
