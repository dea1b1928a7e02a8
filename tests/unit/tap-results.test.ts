// npm test's reading of tap's output (scripts/tap-results.mjs): what it counts, which failure it names, and which
// test file it runs once more, for a group of files, a file of its own, and a file that ran past tap's time-out.
import t from 'tap';
import { failedIn, tally, tapFiles } from '../../scripts/tap-results.mjs';

const group = `# Subtest: tests/groups/api-1.test.ts
    # tests/api/applications.test.ts
    # Subtest: a valid application answers 201
        ok 1 - should be equal
        1..1
    ok 1 - a valid application answers 201 # time=97.672ms

    # tests/api/reference.test.ts
    # Subtest: an upstream GET is retried on 502/503 then succeeds
        ok 1 - should be equal
        not ok 2 - should be equal
          ---
          at:
            fileName: tests/api/reference.test.ts
          ...
        not ok 3 - should match pattern
        1..3
    not ok 2 - an upstream GET is retried on 502/503 then succeeds # time=1992.698ms
      ---
      at:
        fileName: tests/api/reference.test.ts
      ...

    # Subtest: an unknown state answers 404
        ok 1 - should be equal
        1..1
    ok 3 - an unknown state answers 404 # time=20.1ms

    1..3
    # time=331565.226ms
not ok 1 - tests/groups/api-1.test.ts # time=331565.226ms
  ---
  exitCode: 1
  ...
`;

const ownFile = `# Subtest: tests/own-process/shutdown.test.ts
    # Subtest: SIGTERM mid-request
        ok 1 - exit 0
        1..1
    ok 1 - SIGTERM mid-request # time=30000ms

    # Subtest: start-up logs one line
        not ok 1 - no matching log line; output so far: {"level":"info","msg":"${'x'.repeat(300)}"}
          ---
          ...
        1..1
    not ok 2 - start-up logs one line # time=60000ms

    1..2
not ok 2 - tests/own-process/shutdown.test.ts # time=216236.847ms
`;

const timedOut = `# Subtest: tests/api/mail-delivery.test.ts
    # Subtest: a delivery survives a restart
        ok 1 - delivered
        1..1
    ok 1 - a delivery survives a restart # time=5000ms

not ok 3 - tests/api/mail-delivery.test.ts # time=240000ms
  ---
  signal: SIGTERM
  ...

not ok 4 - timeout!
  ---
  expired: tests/api/mail-delivery.test.ts
  ...
`;

const passing = `# Subtest: tests/groups/unit.test.ts
    # tests/unit/apr.test.ts
    # Subtest: the APR follows the formula
        ok 1 - should be equal
        1..1
    ok 1 - the APR follows the formula # time=3ms

    1..1
ok 5 - tests/groups/unit.test.ts # time=15906.292ms
`;

t.test('a passing file counts each of its tests once, not each assertion', async (t) => {
  const files = tapFiles(passing);
  t.same(
    files.map((f) => [f.name, f.ok, f.tests.length]),
    [['tests/groups/unit.test.ts', true, 1]],
  );
  t.same(tally(files, 0), { passed: 1, failed: 0 });
  t.same(files.flatMap(failedIn), []);
});

t.test('a failed test of a group is named by its member file', async (t) => {
  const files = tapFiles(group);
  t.same(tally(files, 1), { passed: 2, failed: 1 });
  t.same(files.flatMap(failedIn), [
    'tap: tests/api/reference.test.ts › an upstream GET is retried on 502/503 then succeeds: should be equal',
  ]);
  t.same(
    files[0]!.tests.map((test) => test.file),
    [
      'tests/api/applications.test.ts',
      'tests/api/reference.test.ts',
      'tests/api/reference.test.ts',
    ],
  );
});

t.test("a failure's message is cut to its first line and 160 characters", async (t) => {
  const [failure] = tapFiles(ownFile).flatMap(failedIn);
  const message = `no matching log line; output so far: {"level":"info","msg":"${'x'.repeat(300)}"}`;
  t.equal(
    failure,
    `tap: tests/own-process/shutdown.test.ts › start-up logs one line: ${message.slice(0, 159)}…`,
  );
  t.same(tally(tapFiles(ownFile), 1), { passed: 1, failed: 1 });
});

t.test(
  "a file that ran past tap's time-out counts as one failure, named by the file",
  async (t) => {
    const files = tapFiles(timedOut);
    t.same(
      files.map((f) => [f.name, f.ok]),
      [['tests/api/mail-delivery.test.ts', false]],
      "tap's own `timeout!` line is not a file",
    );
    t.same(tally(files, 1), { passed: 1, failed: 1 });
    t.same(files.flatMap(failedIn), ['tap: tests/api/mail-delivery.test.ts (the file failed)']);
  },
);

t.test(
  'all files together add up, and a run that failed with no file to show still counts one failure',
  async (t) => {
    t.same(tally(tapFiles(passing + group + ownFile + timedOut), 1), { passed: 5, failed: 3 });
    t.same(tally([], 1), { passed: 0, failed: 1 });
    t.same(tally([], 0), { passed: 0, failed: 0 });
  },
);
