// Resident memory of one instance (issue 47): idle after the warm-up, then its plateau under a mixed load, then idle
// again. Memory is what decides how many instances fit on a node, and unlike a rate it is not distorted by a busy
// machine, so the figures here mean something on the shared development machine too. It prints; it does not judge.
//   node tests/bench/memory.mjs [--seconds=20] [--answers=N (stop after N, so runs on a busy machine compare)] [--node-arg=--bare (node's defaults)] [--node-arg=<flag> ...]
// The server starts with production's V8 flags (scripts/node-flags.mjs) and any --node-arg after them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { freePort } from './server.mjs';
import { nodeFlags } from '../../scripts/node-flags.mjs';

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

/** Starts the built server and resolves once its log says the page cache is warm, with the time to 'listening'. */
async function startWarm(env, nodeArgs) {
  const port = await freePort();
  // Production's flags unless the run names its own (`--bare` runs with none: node's defaults).
  const flags = nodeArgs.includes('--bare')
    ? nodeArgs.filter((a) => a !== '--bare')
    : [...nodeFlags, ...nodeArgs];
  const began = performance.now();
  const child = spawn(process.execPath, [...flags, 'dist/node/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: 'test-results/bench-data',
      RATE_LIMIT_DEFAULT: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let listening;
  let buffered = '';
  await new Promise((resolve, reject) => {
    child.once('exit', () => reject(new Error('the server exited')));
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let nl;
      while ((nl = buffered.indexOf('\n')) !== -1) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (listening === undefined && line.includes('Server listening'))
          listening = performance.now() - began;
        if (line.includes('page cache warm')) resolve();
      }
    });
  });
  child.stdout.resume();
  return { origin: `http://127.0.0.1:${port}`, child, listeningMs: Math.round(listening ?? NaN) };
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
  log = console.log,
} = {}) {
  const server = await startWarm(env, nodeArgs);
  const pid = server.child.pid;
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
      listeningMs: server.listeningMs,
      idle,
      plateau,
      after,
      requests,
      cpuPerAnswerUs,
      nodeArgs,
    };
    log(
      `memory${nodeArgs.length ? ` (${nodeArgs.join(' ')})` : ''}${Object.keys(env).length ? ` ${JSON.stringify(env)}` : ''}: listening after ${server.listeningMs} ms; ` +
        `idle after warm-up ${idle.rss} MB (anon ${idle.anon}, file ${idle.file}); ` +
        `mixed load ${seconds} s, ${requests} answers, ${cpuPerAnswerUs} µs CPU each: plateau ${plateau} MB, peak ${residentMb(pid).peak} MB; ` +
        `idle 5 s after ${after.rss} MB`,
    );
    return result;
  } finally {
    await new Promise((resolve) => {
      server.child.once('exit', resolve);
      server.child.kill('SIGTERM');
    });
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
  await memoryBench({ seconds, answers, nodeArgs, env });
}
