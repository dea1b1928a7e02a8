// Start-up to ready (issue 47): a fleet instance (scripts/fleet.mjs with one instance: Debian's PostgreSQL and
// Redis, the shared sandbox as its outside services, production's mode and V8 flags) restarted N times, each the
// time from its spawn to /readyz answering 200 (polled every 10 ms, so the figure is not rounded up to the fleet's
// 100 ms poll) and the CPU time the process had used by then, from /proc (what a busy machine inflates less). The
// log lines' own times place the first line, 'starting' and 'Server listening' from the spawn. Then the embedded
// sandbox instance (PGlite in its process, an existing database) started the same way. It prints; it does not judge.
//   node tests/bench/startup.mjs [--restarts=7] [--sandbox=3] [--port=4900] [--node-arg=<flag> ...]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { cpuSeconds } from './memory.mjs';
import { spawnServer, stopChild } from './server.mjs';

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Polls `url` every 10 ms until it answers 200; resolves with the process's wall and CPU ms since `began`. */
async function untilReady(url, pid, began) {
  for (let i = 0; i < 6000; i++) {
    const status = await fetch(url, { signal: globalThis.AbortSignal.timeout(2000) }).then(
      (r) => (r.body?.cancel(), r.status),
      () => 0,
    );
    if (status === 200) {
      const cpuMs = Math.round(cpuSeconds(pid) * 1000);
      return { readyMs: Math.round(performance.now() - began), cpuMs };
    }
    await sleep(10);
  }
  throw new Error(`${url} not ready within a minute`);
}

/** When (ms from `spawnedAt`, epoch) the log lines after `from` (a byte offset) said what they said. */
function logMoments(file, from, spawnedAt) {
  const lines = readFileSync(file, 'utf8').slice(from).split('\n').filter(Boolean);
  const at = (pick) => {
    for (const line of lines) {
      try {
        const entry = JSON.parse(line);
        if (pick(entry)) return Date.parse(entry.time) - spawnedAt;
      } catch {
        // not a log line of ours
      }
    }
    return NaN;
  };
  return {
    first: at(() => true),
    starting: at((e) => e.msg === 'starting'),
    listening: at((e) => typeof e.msg === 'string' && e.msg.startsWith('Server listening')),
  };
}

export async function startupBench({
  restarts = 7,
  sandbox = 3,
  port = 4900,
  nodeArgs = [],
  log = console.log,
} = {}) {
  const { startFleet } = await import('../../scripts/fleet.mjs');
  const fleet = await startFleet({
    instances: 1,
    port,
    dir: mkdtempSync(join(tmpdir(), 'rf-startup-fleet-')),
    fresh: true,
    nodeArgs,
  });
  const logFile = join(fleet.logDir, 'site-1.log');
  const runs = [];
  try {
    for (let i = 0; i < restarts; i++) {
      await fleet.stopInstance(0);
      await sleep(1000);
      const offset = readFileSync(logFile).length;
      const spawnedAt = Date.now();
      const began = performance.now();
      const started = fleet.startInstance(0);
      const pid = fleet.instancePid(0);
      const ready = await untilReady(`${fleet.instanceUrls[0]}/readyz`, pid, began);
      await started;
      await sleep(500);
      const run = { ...ready, ...logMoments(logFile, offset, spawnedAt) };
      runs.push(run);
      log(
        `  fleet restart ${i + 1}: ready ${run.readyMs} ms (CPU ${run.cpuMs} ms); first line ${run.first}, 'starting' ${run.starting}, 'Server listening' ${run.listening} ms`,
      );
    }
  } finally {
    await fleet.stop();
    rmSync(fleet.dir, { recursive: true, force: true });
  }
  if (runs.length)
    log(
      `startup, fleet instance: ready median ${median(runs.map((r) => r.readyMs))} ms (${runs.map((r) => r.readyMs).join(', ')}), ` +
        `CPU median ${median(runs.map((r) => r.cpuMs))} ms (${runs.map((r) => r.cpuMs).join(', ')})`,
    );

  // The embedded sandbox: its first start creates the database (initdb), so that one is not counted.
  const sandboxRuns = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'rf-startup-sandbox-'));
  try {
    for (let i = 0; i <= sandbox && sandbox > 0; i++) {
      const began = performance.now();
      const { origin, child } = await spawnServer({ env: { DATA_DIR: dataDir }, nodeArgs });
      const ready = await untilReady(`${origin}/readyz`, child.pid, began);
      await sleep(2500);
      await stopChild(child);
      if (i === 0) continue;
      sandboxRuns.push(ready);
      log(`  sandbox start ${i}: ready ${ready.readyMs} ms (CPU ${ready.cpuMs} ms)`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (sandboxRuns.length)
    log(
      `startup, sandbox instance: ready median ${median(sandboxRuns.map((r) => r.readyMs))} ms, ` +
        `CPU median ${median(sandboxRuns.map((r) => r.cpuMs))} ms`,
    );
  return { fleet: runs, sandbox: sandboxRuns };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const num = (name, fallback) =>
    Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  await startupBench({
    restarts: num('restarts', 7),
    sandbox: num('sandbox', 3),
    port: num('port', 4900),
    nodeArgs: args.filter((a) => a.startsWith('--node-arg=')).map((a) => a.slice(11)),
  });
}
