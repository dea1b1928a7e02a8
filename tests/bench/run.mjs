// `npm run bench [-- name ...] [-- --no-build]`: every figure printed as a ratio against a baseline measured in
// the same run, in alternating rounds, medians. Never pass/fail: it prints, nothing fails. The machine's load
// moves the absolute figures; the ratios are what the goals (issue 20) are written in.
//   throughput  cached page, per-request pages, JSON reference list: site vs a bare Fastify/renderToString route;
//               then the peers: the site vs Next.js 16 serving the same tree (tests/bench/peers/next, installed
//               into its own folder on the first run, so that run needs the npm registry)
//   first-load  the JavaScript a first visit to / downloads (gzip bytes)
//   static      GET / against a static file of the same bytes served by the same site (the older comparison)
//   upload      four 16 MiB video uploads at once through the site vs straight to a bare Node server
//   faults      how the site answers when the lending API misbehaves
//   lighthouse  Lighthouse mobile scores of the main pages
//   records     POST /api/contact (complaint) and /api/applications against a bare route doing the same single
//               INSERT, on a real PostgreSQL (Debian's package), 50 connections; only when named
//   outbox      the fleet's outbox (issue 43): two instances draining 5,000 SMS, and codes from the 202 to a fake
//               provider (p50, p99), with and without a number refused for ever, on a real PostgreSQL; only when named
//   memory      resident memory idle after the warm-up and under a mixed load, CPU time per answer (issue 47):
//               the sandbox instance, with PGlite in its process
//   memory-fleet  the same of one fleet instance (scripts/fleet.mjs: Debian's PostgreSQL and Redis, DATABASE_URL,
//               no PGlite), 5,000 answers, the figure the memory goals are judged on (decision 0166); only when named
//   startup     a fleet instance restarted 7 times: spawn to /readyz 200 and the CPU time to it; then the embedded
//               sandbox started 3 times (issue 47, decision 0167); only when named
//   cpu         CPU time per answer from each server's own counters: cached /, /api/states and the per-request
//               pages against their baselines, the access log on and off, production's V8 flags against node's
//               defaults (issue 47); a figure the load generator does not cap, as it caps the cached page's rate
//   log-loss    access-log lines missing for answers received in full, after a SIGKILL under load (issue 47)
// BENCH_ROUNDS (3) and BENCH_SECONDS (3) set the rounds and their length; BENCH_ONLY=<text> runs the throughput
// lines containing it. Profile the site under the same load with: node --cpu-prof dist/node/server/main.js
// (the upload bench does it itself with BENCH_PROFILE=<dir>).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { firstLoadJs, pagesBench } from './pages.mjs';
import { throughputBench } from './throughput.mjs';
import { jsBudgetBench } from './js-budget.mjs';

// Every server the bench starts, the site and each baseline, runs in production mode (issue 47): figures taken
// from a development build of React, or from anything else, would compare what production never runs.
if (process.env.NODE_ENV !== undefined && process.env.NODE_ENV !== 'production') {
  console.error(
    `npm run bench: refusing to run with NODE_ENV=${process.env.NODE_ENV}; it runs in production mode`,
  );
  process.exit(2);
}
process.env.NODE_ENV = 'production';

const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const wants = (name) => only.length === 0 || only.includes(name);

if (!process.argv.includes('--no-build')) {
  const b = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

if (wants('throughput')) {
  console.log('\n== throughput: the site against the least a server could do for the same answer');
  await throughputBench();
}
if (wants('first-load')) {
  console.log('\n== first-load JavaScript');
  await firstLoadJs();
}
if (only.includes('records')) {
  console.log('\n== records: the writes of issue 42 against a bare INSERT on the same PostgreSQL');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/records.mjs'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
if (only.includes('outbox')) {
  console.log('\n== outbox: drain rate and code hand-over, two instances on one PostgreSQL');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/outbox.mjs'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
if (only.includes('memory-fleet')) {
  console.log(
    '\n== memory-fleet: one fleet instance (PostgreSQL, Redis, no PGlite) under the mixed load',
  );
  const r = spawnSync(
    process.execPath,
    ['tests/bench/memory.mjs', '--seconds=90', '--answers=5000', '--fleet'],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
if (only.includes('startup')) {
  console.log('\n== startup: a fleet instance and the embedded sandbox, spawn to /readyz 200');
  const r = spawnSync(process.execPath, ['tests/bench/startup.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
}
if (only.includes('static')) {
  console.log('\n== static: cached SSR against a static file of the same bytes, same server');
  await pagesBench();
}

if (wants('js-budget')) {
  console.log('\n== js-budget: first-load JavaScript per route in Chromium (issue 22)');
  await jsBudgetBench();
}

// Benchmarks owned by features, each a script that prints its own ratios.
for (const [name, file] of [
  ['upload', 'tests/bench/upload.mjs'],
  ['faults', 'tests/bench/faults.mjs'],
  ['lighthouse', 'tests/bench/lighthouse.mjs'],
  ['memory', 'tests/bench/memory.mjs'],
  ['cpu', 'tests/bench/cpu.mjs'],
  ['log-loss', 'tests/bench/log-loss.mjs'],
]) {
  if (!wants(name) || !existsSync(file)) continue;
  console.log(`\n== ${name}`);
  spawnSync(process.execPath, [file], { stdio: 'inherit' });
}
