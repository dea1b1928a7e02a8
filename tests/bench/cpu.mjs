// CPU time per answer, from each server's own counters (/proc/<pid>/stat), for the site and its baselines (issue 47).
// On two shared cores the cached page's rate is set by the load generator (the server is under half busy), so a
// rate ratio cannot show a regression there; the CPU a process spends on a fixed number of answers can, and the
// machine's load does not inflate it as it inflates time. Each line: the same number of answers to the site and to
// its baseline, in alternating rounds, the baseline's CPU per answer over the site's (read like a rate ratio: 1.00
// is as cheap as the baseline), and the median over the rounds. It prints; it does not judge.
//   node tests/bench/cpu.mjs [--rounds=5] [--answers=20000] [--only=<text>] [--variant=<flag>,<flag> ...]
// Lines: cached / and /api/states against bare routes sending the same bytes; per-request pages against a bare
// renderToString of the same tree (tests/bench/bare.mjs render); and the access log's cost, the site with its
// access log (LOG_LEVEL=info, as production runs) against the same build at warn, which writes no access line.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { request } from 'undici';
import { startServer } from './server.mjs';
import { startBare } from './throughput.mjs';
import { cpuSeconds } from './memory.mjs';
import { PER_REQUEST_URL } from './peers/next/per-request-url.mjs';
import { nodeFlags } from '../../scripts/node-flags.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ROUNDS = Number(arg('rounds', 5));
const ANSWERS = Number(arg('answers', 20000));
const ONLY = arg('only', '');
const VARIANTS = process.argv
  .filter((a) => a.startsWith('--variant='))
  .map((a) => a.slice('--variant='.length).split(',').filter(Boolean));
const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `amount` answers over `connections` connections; the process's CPU microseconds per answer, and the rate. */
async function cpuPerAnswer(pid, url, connections, amount, pipelining = 1) {
  const before = cpuSeconds(pid);
  const r = await new Promise((done, fail) =>
    autocannon({ url, connections, amount, headers: browser, pipelining }, (error, result) =>
      error ? fail(error) : done(result),
    ),
  );
  const bad = r.errors + r.non2xx;
  return {
    us: ((cpuSeconds(pid) - before) * 1e6) / r.requests.total,
    rps: r.requests.average,
    bad,
  };
}

async function bytesOf(url) {
  const res = await request(url, { headers: browser });
  const body = Buffer.from(await res.body.arrayBuffer());
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const headers = Object.fromEntries(Object.entries(res.headers).filter(([n]) => !own.has(n)));
  return { body, encoding: res.headers['content-encoding'], headers };
}

export async function cpuBench() {
  const started = [];
  const site = (name, level, options) => {
    const dir = `test-results/bench-data-${name}`;
    rmSync(dir, { recursive: true, force: true });
    return startServer(
      { LOG_LEVEL: level, DATA_DIR: dir, MAX_CONNECTIONS_PER_ADDRESS: '1000' },
      options,
    );
  };
  try {
    const withLog = await site('info', 'info');
    started.push(withLog);
    const quiet = await site('warn', 'warn');
    started.push(quiet);
    // The same build with node's own V8 defaults, or each `--variant=<flag>,<flag>` given: what production's
    // memory flags (scripts/node-flags.mjs) cost in CPU against them.
    const variants = [];
    for (const [i, flags] of (VARIANTS.length ? VARIANTS : [[]]).entries()) {
      const server = await site(`variant-${i}`, 'info', { nodeDefaults: true, nodeArgs: flags });
      started.push(server);
      variants.push({ name: flags.length ? flags.join(' ') : "node's defaults", server });
    }
    const origin = withLog.origin;
    const home = await bytesOf(`${origin}/`);
    await bytesOf(`${origin}/api/states`);
    await bytesOf(`${quiet.origin}/api/states`);
    const states = await bytesOf(`${origin}/api/states`);
    const dir = resolve('test-results/bench');
    mkdirSync(dir, { recursive: true });
    const files = [
      { name: 'home', ...home, type: 'text/html; charset=utf-8' },
      { name: 'states', ...states, type: 'application/json' },
    ].map((b) => {
      const file = join(dir, `cpu-${b.name}.bin`);
      writeFileSync(file, b.body);
      return { name: b.name, file, type: b.type, encoding: b.encoding, headers: b.headers };
    });
    const bytes = await startBare('bytes', { BENCH_BYTES: JSON.stringify(files) });
    started.push(bytes);
    const perRequestPage = await bytesOf(`${origin}${PER_REQUEST_URL}`);
    const render = await startBare('render', {
      BENCH_HEADERS: JSON.stringify(perRequestPage.headers),
      BENCH_CLIENT_CONFIG: JSON.stringify({
        assetBaseUrl: '/assets',
        publicBaseUrl: origin,
        sandbox: true,
        sandboxSmsPath: '/sandbox/sms',
      }),
    });
    started.push(render);

    const pid = (s) => s.child?.pid ?? s.pid;
    const cases = [
      {
        line: 'cached / at c50 vs a bare route with the same bytes and headers',
        target: [withLog, `${origin}/`],
        base: [bytes, `${bytes.origin}/bytes/home`],
        connections: 50,
      },
      {
        line: 'cached / at c50, pipelined 8 deep, vs the same',
        target: [withLog, `${origin}/`],
        base: [bytes, `${bytes.origin}/bytes/home`],
        connections: 50,
        pipelining: 8,
      },
      {
        line: '/api/states at c50 vs a bare route with the same bytes and headers',
        target: [withLog, `${origin}/api/states`],
        base: [bytes, `${bytes.origin}/bytes/states`],
        connections: 50,
      },
      {
        line: '/api/states at c50 vs the floor (bare.mjs floorRoute)',
        target: [withLog, `${origin}/api/states`],
        base: [bytes, `${bytes.origin}/floor/states`],
        connections: 50,
      },
      ...[PER_REQUEST_URL, '/blog?page=2'].map((path) => ({
        line: `per-request ${path} at c50 vs bare renderToString, compressed, with the site's headers`,
        target: [withLog, `${origin}${path}`],
        base: [render, `${render.origin}${path}`],
        connections: 50,
        answers: Math.round(ANSWERS / 5),
      })),
      {
        line: 'access log: /api/states at info (access lines) vs the same build at warn (none)',
        target: [withLog, `${origin}/api/states`],
        base: [quiet, `${quiet.origin}/api/states`],
        connections: 50,
      },
      {
        line: 'access log: cached / at info vs the same build at warn',
        target: [withLog, `${origin}/`],
        base: [quiet, `${quiet.origin}/`],
        connections: 50,
      },
      {
        line: `access log: per-request ${PER_REQUEST_URL} at info vs at warn`,
        target: [withLog, `${origin}${PER_REQUEST_URL}`],
        base: [quiet, `${quiet.origin}${PER_REQUEST_URL}`],
        connections: 50,
        answers: Math.round(ANSWERS / 5),
      },
      ...variants.flatMap(({ name, server }) =>
        ['/', '/api/states', PER_REQUEST_URL].map((path) => ({
          line: `V8 flags: ${path} with production's (${nodeFlags.join(' ')}) vs ${name}`,
          target: [withLog, `${origin}${path}`],
          base: [server, `${server.origin}${path}`],
          connections: 50,
          answers: path === PER_REQUEST_URL ? Math.round(ANSWERS / 5) : ANSWERS,
        })),
      ),
    ];
    for (const c of cases) {
      if (ONLY && !c.line.includes(ONLY)) continue;
      const amount = c.answers ?? ANSWERS;
      const run = (side) =>
        cpuPerAnswer(pid(side[0]), side[1], c.connections, amount, c.pipelining ?? 1);
      // Warm both (JIT, caches) before measuring.
      await run(c.target);
      await run(c.base);
      const t = [];
      const b = [];
      for (let round = 0; round < ROUNDS; round++) {
        const pair = [
          async () => t.push(await run(c.target)),
          async () => b.push(await run(c.base)),
        ];
        if (round % 2) pair.reverse();
        for (const go of pair) await go();
      }
      const ratios = t.map((x, i) => b[i].us / x.us);
      const bad = [...t, ...b].reduce((n, x) => n + x.bad, 0);
      console.log(
        `${c.line}: ${median(ratios).toFixed(2)}x (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
      );
      console.log(
        `  site ${median(t.map((x) => x.us)).toFixed(1)} µs CPU an answer (${median(t.map((x) => x.rps)).toFixed(0)} req/s); baseline ${median(b.map((x) => x.us)).toFixed(1)} µs (${median(b.map((x) => x.rps)).toFixed(0)} req/s); ${amount} answers a run; non-2xx or errors ${bad}`,
      );
    }
  } finally {
    for (const s of started.reverse()) await s.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.NODE_ENV = 'production';
  await cpuBench();
}
