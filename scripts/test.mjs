// `npm test`: every check and test runner, then one closing line `N passed, N failed` totalled over all of them,
// after lines naming each test that failed and each that passed only on a retry, and a line `N flaky`.
// A tap file that fails is a failure: tap runs each file once. e2e retries a failed test once (Playwright's
// `retries`); a test that passes only on its retry is flaky: named, counted as passed, and more than one flaky test
// in a run fails the run (decision 0110).
// Installs Debian's Chromium first when it is missing (no browser downloads), and builds the production bundle.
// The build, the three static checks (at low priority, so the build comes first) and the unit tests (which need
// nothing built) start at the same time; then the other tap files and e2e run side by side: much of each one's time
// is waiting (tap's real-socket drains and slow clients, e2e's browser and server round trips), so the other fills
// it. Tap's output is printed whole when it ends, e2e's as it goes. Each phase's time is printed at the end, so a
// slow phase shows up in every run's log (docs/measurements/0042-test-run-time.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { failedIn, tally, tapFiles } from './tap-results.mjs';

/** More flaky e2e tests than this in one run fail it: one is a flake to fix, two are a pattern. */
const flakyAllowed = 1;

const results = { passed: 0, failed: 0 };
const failures = [];
/** Titles of tests that failed first and passed on a retry. */
const flaky = [];
/** Titles of tests that failed, named again at the end where a log's tail shows them. */
const failedTests = [];
const only = process.argv.slice(2); // e.g. `npm test -- tap e2e`
/** Wall-clock seconds of each phase, for the closing table. */
const timings = [];
async function timed(name, fn) {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings.push([name, (performance.now() - start) / 1000]);
  }
}
const wants = (step) => only.length === 0 || only.includes(step);

/**
 * Debian packages the tests need (no browser downloads): Chromium's headless shell for e2e (Chromium itself for the
 * benches' Lighthouse and JS budget), redis-server for shared limits, PostgreSQL 15+ for the records' tests on a
 * real server (Debian's binaries live in /usr/lib/postgresql/NN/bin; tests/helpers/postgres-server.ts), HAProxy for
 * the fleet test.
 */
const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some(
    (v) => Number(v) >= 15 && existsSync(`/usr/lib/postgresql/${v}/bin/postgres`),
  );

function ensureSystemPackages() {
  const wanted = [
    ['/usr/bin/chromium', ['chromium', 'fonts-noto-core']],
    ['/usr/bin/chromium-headless-shell', ['chromium-headless-shell']],
    ['/usr/bin/redis-server', ['redis-server']],
    [hasPostgres, ['postgresql']],
    // The fleet test's proxy (tests/own-process/fleet.test.ts, scripts/fleet.mjs).
    ['/usr/sbin/haproxy', ['haproxy']],
  ].filter(([bin]) => (typeof bin === 'function' ? !bin() : !existsSync(bin)));
  if (wanted.length === 0) return;
  const packages = wanted.flatMap(([, p]) => p);
  console.log(`installing Debian packages: ${packages.join(' ')}`);
  const root = process.getuid?.() === 0;
  const apt = (args) =>
    spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  if (apt(['install', '-y', '-qq', ...packages]).status !== 0)
    throw new Error(`could not install ${packages.join(' ')}`);
}

/** Runs a command; `quiet` keeps its output (both streams) until it ends, for steps that run side by side. */
function run(cmd, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    let out = '';
    let all = '';
    const child = spawn(cmd, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => {
      out += d;
      if (quiet) all += d;
      else process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      if (quiet) all += d;
      else process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out, all }));
  });
}

/** A step's output kept until it ended, printed in one piece (ending in a newline), if it printed anything. */
function printWhole(text) {
  if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}

/** One check that passes or fails as a whole; its output is printed in one piece when it ends. */
async function check(name, cmd, args) {
  if (!wants(name)) return;
  // At low priority: the build, which tap and e2e wait for, gets the cores first; the checks take what the build,
  // and then tap and e2e, leave idle (about a third of the two cores while they run).
  const { code, all } = await timed(name, () =>
    run('nice', ['-n', '15', cmd, ...args], { quiet: true }),
  );
  console.log(`\n== ${name}: ${cmd} ${args.join(' ')} (${code === 0 ? 'ok' : 'FAILED'})`);
  printWhole(all);
  if (code === 0) results.passed++;
  else {
    results.failed++;
    failures.push(name);
  }
}

/** The production build, which tap and e2e both need; false when it failed. */
async function build() {
  if (only.includes('--no-build')) return true;
  const { code, all } = await timed('build', () =>
    run(process.execPath, ['scripts/build.mjs'], { quiet: true }),
  );
  console.log(`\n== build (${code === 0 ? 'ok' : 'FAILED'})`);
  printWhole(all);
  return code === 0;
}

/**
 * Tap builds its Test class from the plugins .taprc names into node_modules (`tap build`); a fresh install holds
 * the default set. Tap's runner rebuilds on a mismatch by itself, but only once it has loaded, and a set with no
 * plugin options (a tap bug: no `execArgv` export) stops it loading at all; so the set is compared here and
 * rebuilt before the run, which also keeps the rebuild's time out of the tap phase's.
 */
async function ensureTapBuilt() {
  const builtClass = 'node_modules/@tapjs/test/test-built/dist/esm/index.js';
  const built = existsSync(builtClass)
    ? /export const signature = `([^`]*)`/.exec(readFileSync(builtClass, 'utf8'))?.[1]
    : undefined;
  const { out } = await run('npx', ['tap', 'plugin', 'list'], { quiet: true });
  const wanted = out.trim().split('\n').sort().join('\n');
  if (built === wanted) return true;
  console.log('tap: rebuilding its plugin set to match .taprc');
  const { code, all } = await run('npx', ['tap', 'build'], { quiet: true });
  if (code !== 0) process.stdout.write(all);
  return code === 0;
}

/** Tap's plugin set, checked (and rebuilt) once before either tap run. */
let tapReady;

/** One tap run: `name` in the phase table, `args` for `npx tap` (the files, or which to leave out). */
async function tap(name, args, title) {
  if (!wants('tap')) return;
  tapReady ??= ensureTapBuilt();
  if (!(await tapReady)) {
    if (!failures.includes('tap build')) {
      results.failed++;
      failures.push('tap build');
    }
    return;
  }
  const { code, out, all } = await timed(name, () => run('npx', ['tap', ...args], { quiet: true }));
  console.log(`\n== ${name}: ${title}`);
  printWhole(all);
  const files = tapFiles(out);
  const { passed, failed } = tally(files, code);
  results.passed += passed;
  results.failed += failed;
  if (failed > 0) failures.push(name);
  failedTests.push(...files.flatMap(failedIn));
  console.log(`${name}: ${passed} passed, ${failed} failed`);
}

/**
 * Every test of Playwright's JSON report with this final outcome: 'flaky' (a failed try, then a passing one) or
 * 'unexpected' (failed on every try).
 */
function testsWithStatus(report, status) {
  const found = [];
  // Top-level suites are files; the suites inside them are describe() blocks, named in the trail.
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === status)
          found.push(`${spec.file}: ${[...trail, spec.title].join(' > ')}`);
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  return found;
}

async function e2e() {
  if (!wants('e2e')) return;
  console.log('\n== e2e: Playwright in Debian Chromium');
  rmSync('test-results/e2e.json', { force: true });
  const { code } = await timed('e2e', () => run('npx', ['playwright', 'test']));
  let passed = 0;
  let failed = 0;
  let flakyHere = [];
  try {
    const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
    passed = report.stats.expected + report.stats.flaky;
    failed = report.stats.unexpected;
    flakyHere = testsWithStatus(report, 'flaky').map((t) => `e2e: ${t}`);
    failedTests.push(...testsWithStatus(report, 'unexpected').map((t) => `e2e: ${t}`));
  } catch {
    failed = 1;
  }
  if (code !== 0 && failed === 0) failed = 1;
  flaky.push(...flakyHere);
  if (flakyHere.length > flakyAllowed) {
    // Past the allowance every flaky test counts as failed, so the closing line says the run failed.
    passed -= flakyHere.length;
    failed += flakyHere.length;
    failedTests.push(
      `e2e: ${flakyHere.length} tests passed only on their retry (${flakyAllowed} allowed)`,
    );
  }
  results.passed += passed;
  results.failed += failed;
  if (failed) failures.push('e2e');
  console.log(`e2e: ${passed} passed, ${failed} failed, ${flakyHere.length} flaky`);
}

const started = performance.now();
ensureSystemPackages();
// Caches keyed by file content live in node_modules/.cache: a rerun checks only what changed, a fresh clone all.
const cache = 'node_modules/.cache';
// The checks need nothing built; tap and e2e start as soon as the build is done, while the checks may still run.
const checks = Promise.all([
  check('typecheck', 'npx', [
    'tsc',
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    `${cache}/tsc/tsbuildinfo`,
  ]),
  check('lint', 'npx', [
    'eslint',
    '--max-warnings=0',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    `${cache}/eslint/`,
    '.',
  ]),
  check('format', 'npx', [
    'prettier',
    '--check',
    '--log-level',
    'warn',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    `${cache}/prettier/cache.json`,
    '.',
  ]),
]);
// The unit group needs nothing built (tests/helpers/test-group.ts): it runs beside the build, and the second tap
// run, every other file, after it.
const unitGroup = 'tests/groups/unit.test.ts';
const unit = tap('tap unit', [unitGroup], 'the unit tests');
if (await build())
  await Promise.all([
    unit,
    tap('tap', [`--exclude=${unitGroup}`], 'API, attack and fleet tests'),
    e2e(),
    checks,
  ]);
else {
  await Promise.all([unit, checks]);
  results.failed++;
  failures.push('build');
}

console.log(
  '\nphase times (wall clock; build, the checks and tap unit side by side, then tap and e2e side by side):',
);
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(10)} ${seconds.toFixed(1)} s`);
console.log(`  ${'total'.padEnd(10)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failures.length) console.log(`\nfailing: ${failures.join(', ')}`);
for (const name of failedTests) console.log(`failed: ${name}`);
for (const name of flaky) console.log(`flaky (passed only on retry): ${name}`);
console.log(`\n${flaky.length} flaky`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
