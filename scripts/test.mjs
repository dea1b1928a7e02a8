// `npm test`: every check and test runner, then one closing line `N passed, N failed` totalled over all of them,
// after a line naming the tests that passed only on a retry (flaky: they count as passed, and are named to be fixed).
// Installs Debian's Chromium first when it is missing (no browser downloads), and builds the production bundle.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0 };
const failures = [];
/** Titles of tests that failed first and passed on a retry. */
const flaky = [];
const only = process.argv.slice(2); // e.g. `npm test -- tap e2e`
const wants = (step) => only.length === 0 || only.includes(step);

/** Debian packages the tests need (no browser downloads): Chromium for e2e, redis-server for shared limits. */
function ensureSystemPackages() {
  const wanted = [
    ['/usr/bin/chromium', ['chromium', 'fonts-noto-core']],
    ['/usr/bin/redis-server', ['redis-server']],
  ].filter(([bin]) => !existsSync(bin));
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

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(cmd, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

async function check(name, cmd, args) {
  if (!wants(name)) return;
  console.log(`\n== ${name}: ${cmd} ${args.join(' ')}`);
  const { code } = await run(cmd, args);
  if (code === 0) results.passed++;
  else {
    results.failed++;
    failures.push(name);
  }
}

async function tap() {
  if (!wants('tap')) return;
  console.log('\n== tap: unit and API tests');
  const { code, out } = await run('npx', ['tap']);
  // Count each test of each file (the first level of subtests), not every assertion.
  const passed = (out.match(/^ {4}ok \d+ /gm) ?? []).length;
  const failed = (out.match(/^ {4}not ok \d+ /gm) ?? []).length;
  const fileFailures = (out.match(/^not ok \d+ - /gm) ?? []).length;
  results.passed += passed;
  results.failed += failed + (failed === 0 && (code !== 0 || fileFailures > 0) ? 1 : 0);
  if (failed || code !== 0) failures.push('tap');
  console.log(`tap: ${passed} passed, ${failed} failed`);
}

/** Every test of Playwright's JSON report whose final outcome is flaky (a failed try, then a passing one). */
function flakyTests(report) {
  const found = [];
  // Top-level suites are files; the suites inside them are describe() blocks, named in the trail.
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky')
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
  const { code } = await run('npx', ['playwright', 'test']);
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
    passed = report.stats.expected + report.stats.flaky;
    failed = report.stats.unexpected;
    flaky.push(...flakyTests(report));
  } catch {
    failed = 1;
  }
  if (code !== 0 && failed === 0) failed = 1;
  results.passed += passed;
  results.failed += failed;
  if (failed) failures.push('e2e');
  console.log(`e2e: ${passed} passed, ${failed} failed, ${flaky.length} flaky`);
}

ensureSystemPackages();
if (!only.includes('--no-build')) {
  console.log('== build');
  const b = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (b.status !== 0) {
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  }
}
await check('typecheck', 'npx', ['tsc', '--noEmit']);
await check('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
await check('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
await tap();
await e2e();

if (failures.length) console.log(`\nfailing: ${failures.join(', ')}`);
for (const name of flaky) console.log(`flaky (passed only on retry): ${name}`);
console.log(`\n${flaky.length} flaky`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
