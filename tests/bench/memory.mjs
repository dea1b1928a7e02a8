// Resident memory of one instance (issue 47): idle after the warm-up, then its plateau under a mixed load, then idle
// again. Memory is what decides how many instances fit on a node, and unlike a rate it is not distorted by a busy
// machine, so the figures here mean something on the shared development machine too. It prints; it does not judge.
//   node tests/bench/memory.mjs [--seconds=20] [--answers=N (stop after N, so runs on a busy machine compare)] [--node-arg=--bare (node's defaults)] [--node-arg=<flag> ...] [--env=NAME=value ...] [--fleet[=4800]]
// The server starts with production's V8 flags (scripts/node-flags.mjs) and any --node-arg after them. By default
// the sandbox instance (embedded PGlite); --fleet measures a fleet instance (PostgreSQL and Redis, scripts/fleet.mjs,
// on ports from 4800 unless given).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { spawnServer, stopChild } from './server.mjs';

/** The process's resident set from /proc, in MB: all of it, and its anonymous (heap, buffers) and file parts. */
export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  const mb = (v) => Math.round((v / 1024) * 10) / 10;
  return {
    rss: mb(kb('VmRSS')),
    anon: mb(kb('RssAnon')),
    file: mb(kb('RssFile')),
    peak: mb(kb('VmHWM')),
  };
}

/** CPU seconds the process has used (user + system), from /proc: the load does not inflate it as it does time. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command's closing parenthesis.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resolves once `read()` holds a line with `text`; rejects when `gone` settles first or after two minutes. */
async function untilLogged(read, text, gone) {
  let stopped = false;
  gone.then(() => (stopped = true));
  for (let i = 0; i < 1200 && !stopped; i++) {
    if (read().includes(text)) return;
    await sleep(100);
  }
  throw new Error(`the server ${stopped ? 'exited' : 'did not log'} "${text}"`);
}

/**
 * The sandbox instance (embedded PGlite, the stand-ins in its process), started as every bench starts the server;
 * resolves once its log says the page cache is warm, with the time from spawn to 'listening'.
 */
async function startSandbox(env, nodeArgs) {
  const began = performance.now();
  const { origin, child } = await spawnServer({
    env: { LOG_LEVEL: 'info', ...env },
    nodeArgs: nodeArgs.filter((a) => a !== '--bare'),
    nodeDefaults: nodeArgs.includes('--bare'),
    stdout: 'pipe',
  });
  // The start-up's lines only: the access log under load is read by nobody and drained.
  let log = '';
  let warm = false;
  let listening;
  child.stdout.on('data', (chunk) => {
    if (warm) return;
    log += chunk;
    if (listening === undefined && log.includes('Server listening'))
      listening = performance.now() - began;
  });
  const gone = new Promise((done) => child.once('exit', done));
  await untilLogged(() => log, 'page cache warm', gone);
  warm = true;
  return {
    origin,
    pid: child.pid,
    listeningMs: Math.round(listening ?? NaN),
    stop: () => stopChild(child),
  };
}

/**
 * A fleet instance (issue 47): scripts/fleet.mjs with one instance, so a real PostgreSQL and Redis from Debian's
 * packages, the shared sandbox as its outside services, DATABASE_URL and no PGlite, production's V8 flags; the load
 * goes to the instance itself, not through the proxy. `port`: the fleet's base (it uses port to port + 70).
 */
async function startFleetInstance(env, nodeArgs, port) {
  const { startFleet } = await import('../../scripts/fleet.mjs');
  const fleet = await startFleet({
    instances: 1,
    port,
    // Under the system's temp folder, as the fleet test's: PostgreSQL runs as its own user, which must reach it.
    dir: mkdtempSync(join(tmpdir(), 'rf-memory-fleet-')),
    fresh: true,
    env: { RATE_LIMIT_DEFAULT: '100000000', MAX_CONNECTIONS_PER_ADDRESS: '1000', ...env },
    nodeArgs: nodeArgs.filter((a) => a !== '--bare'),
    nodeDefaults: nodeArgs.includes('--bare'),
  });
  const logFile = join(fleet.logDir, 'site-1.log');
  const gone = new Promise(() => {});
  await untilLogged(() => readFileSync(logFile, 'utf8'), 'page cache warm', gone);
  return {
    origin: fleet.instanceUrls[0],
    pid: fleet.instancePid(0),
    listeningMs: NaN,
    /** Stops the instance (SIGTERM) and starts it again: the time from the spawn to its /readyz answering 200. */
    async restartToReady() {
      await fleet.stopInstance(0);
      const began = performance.now();
      await fleet.startInstance(0);
      return Math.round(performance.now() - began);
    },
    stop: async () => {
      await fleet.stop();
      rmSync(fleet.dir, { recursive: true, force: true });
    },
  };
}

/** The bench's mixed load: cached pages in both languages and encodings, per-request pages, API answers. */
const MIX = [
  ['/', 'br'],
  ['/', 'gzip'],
  ['/hi', 'br'],
  ['/faqs', 'gzip'],
  ['/hi/apply-now', 'br'],
  ['/blog/1', 'br'],
  ['/key-fact-statement?amount=20000&days=30', 'br'],
  ['/blog?page=2', 'gzip'],
  ['/hi/key-fact-statement?amount=15000&days=20', 'br'],
  ['/api/states', 'gzip'],
  ['/api/states/9/cities', 'br'],
  ['/no-such-page', 'br'],
];

export async function mixedLoad(origin, seconds, connections = 16, answers = Infinity) {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const deadline = performance.now() + seconds * 1000;
  let requests = 0;
  let i = 0;
  const worker = async () => {
    while (performance.now() < deadline && i < answers) {
      const [path, encoding] = MIX[i++ % MIX.length];
      try {
        const res = await pool.request({
          path,
          method: 'GET',
          headers: { 'accept-encoding': encoding },
        });
        await res.body.dump();
        requests++;
      } catch {
        // A connection cut (a loaded machine's time-out): the next request opens another.
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  await pool.close();
  return requests;
}

export async function memoryBench({
  seconds = 20,
  answers = Infinity,
  nodeArgs = [],
  env = {},
  fleetPort,
  log = console.log,
} = {}) {
  const server = fleetPort
    ? await startFleetInstance(env, nodeArgs, fleetPort)
    : await startSandbox(env, nodeArgs);
  const pid = server.pid;
  try {
    await sleep(2000);
    const idle = residentMb(pid);
    const samples = [];
    const sampler = setInterval(() => samples.push(residentMb(pid).rss), 250);
    const cpuBefore = cpuSeconds(pid);
    const requests = await mixedLoad(server.origin, seconds, 16, answers);
    const cpuPerAnswerUs = Math.round(((cpuSeconds(pid) - cpuBefore) / requests) * 1e6);
    clearInterval(sampler);
    // The plateau: the highest sample of the load's second half (its first half is the climb).
    const plateau = Math.max(...samples.slice(Math.floor(samples.length / 2)));
    await sleep(5000);
    const after = residentMb(pid);
    const result = {
      instance: fleetPort ? 'fleet' : 'sandbox',
      listeningMs: server.listeningMs,
      idle,
      plateau,
      after,
      requests,
      cpuPerAnswerUs,
      nodeArgs,
    };
    log(
      `memory, ${result.instance} instance${nodeArgs.length ? ` (${nodeArgs.join(' ')})` : ''}${Object.keys(env).length ? ` ${JSON.stringify(env)}` : ''}: ` +
        `${Number.isNaN(server.listeningMs) ? '' : `listening after ${server.listeningMs} ms; `}` +
        `idle after warm-up ${idle.rss} MB (anon ${idle.anon}, file ${idle.file}); ` +
        `mixed load ${seconds} s, ${requests} answers, ${cpuPerAnswerUs} µs CPU each: plateau ${plateau} MB, peak ${residentMb(pid).peak} MB; ` +
        `idle 5 s after ${after.rss} MB (anon ${after.anon}, file ${after.file})`,
    );
    if (server.restartToReady) {
      // After the figures above: the restarted instance is another process.
      result.readyMs = await server.restartToReady();
      log(
        `  restarted: ready (/readyz 200, polled every 100 ms) ${result.readyMs} ms after its spawn`,
      );
    }
    return result;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 20);
  const nodeArgs = args.filter((a) => a.startsWith('--node-arg=')).map((a) => a.slice(11));
  const env = Object.fromEntries(
    args.filter((a) => a.startsWith('--env=')).map((a) => a.slice(6).split('=')),
  );
  const answers = Number(args.find((a) => a.startsWith('--answers='))?.slice(10) ?? Infinity);
  const fleet = args.find((a) => a === '--fleet' || a.startsWith('--fleet='));
  const fleetPort = fleet ? Number(fleet.split('=')[1] ?? 4800) : undefined;
  await memoryBench({ seconds, answers, nodeArgs, env, fleetPort });
}
