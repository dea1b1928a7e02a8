// Runs several tap test files in one process, one file after another (decision 0128): each file's own process
// cost about 3 CPU-seconds before its first assertion (node, tsx, tap, and for an API file the server's import),
// more than most files' tests. A file is imported as it is (run alone it is still `npx tap <file>`), and its
// top-level `t.test` calls register on this process's root, so tap counts and names its tests as it always did.
// What a file sets on the root is kept to that file: its `t.beforeEach` runs before its own tests only, and its
// `t.teardown` (an app booted at the top level, a sandbox, a temp folder) runs when its last test has ended,
// before the next file is imported. Global state a test changes must be restored by the test (Date.now is, in
// both files that set it); a file that needs a process of its own is listed in .taprc's include instead.
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Hook = (child: unknown) => unknown;
type Cleanup = () => unknown;

interface Scope {
  beforeEach: Hook[];
  teardown: Cleanup[];
  tests: Promise<unknown>[];
}

/**
 * The test files .taprc's include names one by one: each runs in a process of its own (it reads or sets the
 * environment, measures the whole process, or runs long child servers), so no group takes it.
 */
function ownProcessFiles(): Set<string> {
  const taprc = readFileSync(resolve('.taprc'), 'utf8');
  const include = taprc.slice(taprc.indexOf('\ninclude:'));
  return new Set(
    [...include.matchAll(/^ {2}- '?(tests\/[\w/.-]+\.test\.ts)'?\s*$/gm)].map((m) => m[1]!),
  );
}

/**
 * Where `fn` was called from, as tap gives a test's `at`: the line of the test file that called `t.test`, not the
 * wrapper below that passes the call on (tap would name the wrapper's line).
 */
function callerOf(fn: (...args: never[]) => unknown) {
  const holder: { stack?: string } = {};
  Error.captureStackTrace(holder, fn);
  const frame = /\(?(\S+?):(\d+):(\d+)\)?$/.exec(holder.stack?.split('\n')[1]?.trim() ?? '');
  if (!frame) return undefined;
  const file = frame[1]!.startsWith('file:') ? fileURLToPath(frame[1]!) : frame[1]!;
  return {
    fileName: relative(process.cwd(), file),
    lineNumber: +frame[2]!,
    columnNumber: +frame[3]!,
  };
}

/** The arguments of a `t.test` call with `at` given in its options (added when it has none). */
function withAt(args: unknown[], at: ReturnType<typeof callerOf>): unknown[] {
  const fn = args.findIndex((arg) => typeof arg === 'function');
  if (!at || fn < 0) return args;
  const before = args[fn - 1];
  if (before && typeof before === 'object') return args.with(fn - 1, { at, ...before });
  return args.toSpliced(fn, 0, { at });
}

const testFiles = (folder: string) =>
  readdirSync(resolve(folder))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${folder}/${name}`);

/**
 * The files of one group: `unit` is every file of tests/unit; groups 1 to `of` of `api` share the files of
 * tests/api and tests/attack, taken in turn in name order. Files .taprc names on their own are left out.
 */
export function groupMembers(group: 'unit' | { api: number; of: number }): string[] {
  const own = ownProcessFiles();
  const folders = group === 'unit' ? ['tests/unit'] : ['tests/api', 'tests/attack'];
  const files = folders
    .flatMap(testFiles)
    .filter((file) => !own.has(file))
    .sort();
  return group === 'unit' ? files : files.filter((_, i) => i % group.of === group.api - 1);
}

let grouped = false;
const groupEndHooks: Cleanup[] = [];

/** Whether this process runs a group of files (what a file keeps for the next, a helper may hand on). */
export function inGroup(): boolean {
  return grouped;
}

/** Runs `cleanup` when the group's last file has ended (the tests' shared database, kept between files). */
export function onGroupEnd(cleanup: Cleanup): void {
  groupEndHooks.push(cleanup);
}

/** Imports each file in turn and waits for its tests and its clean-up before the next. */
export async function runGroup(files: readonly string[]): Promise<void> {
  grouped = true;
  // The runner's time-out for a file (.taprc `timeout`), given to each file afresh: a hang still fails in the same
  // time as alone, and a group is not failed for the sum of its files' times.
  const perFile = Number(process.env.TAP_TIMEOUT ?? 30) * 1000;
  const root = t as unknown as Record<
    'test' | 'beforeEach' | 'teardown',
    (...args: unknown[]) => unknown
  >;
  const test = root.test;
  let scope: Scope | undefined;
  t.beforeEach(async (child) => {
    for (const hook of scope?.beforeEach ?? []) await hook(child);
  });
  const own = (name: 'test' | 'beforeEach' | 'teardown', value: (...args: unknown[]) => unknown) =>
    Object.defineProperty(t, name, { value, configurable: true, writable: true });

  for (const file of files) {
    const current: Scope = { beforeEach: [], teardown: [], tests: [] };
    scope = current;
    own('test', function scopedTest(...args) {
      const done = test.apply(t, withAt(args, callerOf(scopedTest))) as Promise<unknown>;
      current.tests.push(done);
      return done;
    });
    own('beforeEach', (hook) => void current.beforeEach.push(hook as Hook));
    own('teardown', (cleanup) => void current.teardown.push(cleanup as Cleanup));
    t.setTimeout(perFile);
    // Names the file above its tests in the output, so a failure reads with the file it is in.
    t.comment(file);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    try {
      await import(pathToFileURL(resolve(file)).href);
    } catch (error) {
      t.fail(`${file} failed to load or to run its top level`, { error });
    }
    // Tests a file registers while its earlier ones run are waited for too.
    for (let i = 0; i < current.tests.length; i++) await current.tests[i];
    for (const cleanup of current.teardown.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        t.fail(`${file}: a teardown threw`, { error });
      }
    }
    // Each file's wall time in the log, so the slow ones of a group are found without running them one by one.
    const cpu = process.cpuUsage(cpuBefore);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    t.comment(
      `${file}: ${seconds(performance.now() - started)} s, ${seconds((cpu.user + cpu.system) / 1000)} CPU-s in this process`,
    );
  }
  for (const name of ['test', 'beforeEach', 'teardown'] as const)
    delete (t as Partial<typeof root>)[name];
  scope = undefined;
  for (const cleanup of groupEndHooks.splice(0)) await cleanup();
}
