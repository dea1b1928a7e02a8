// Requests per second of the site against the least a server could do for the same answer, measured in one run,
// in alternating rounds (target, baseline, baseline, target, ...) so drift on a shared machine falls on both
// alike; each line is the median of the rounds. The absolute figures depend on the machine and what else runs on
// it; the ratios are what the goals are written in. Never pass/fail: it prints, nothing fails.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { request } from 'undici';
import { startServer } from './server.mjs';
import { nodeFlags } from '../../scripts/node-flags.mjs';
import { startNextPeer } from './next-peer.mjs';
import { PER_REQUEST_URL } from './peers/next/per-request-url.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** What a browser sends: the site picks its encoding from this, as it would for a visitor. */
const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** autocannon, closed loop, one request per connection at a time; requests per second and p99 latency. */
function cannon(url, connections, headers) {
  return new Promise((done, fail) => {
    autocannon({ url, connections, duration: SECONDS, headers, pipelining: 1 }, (error, r) =>
      error
        ? fail(error)
        : done({ rps: r.requests.average, p99: r.latency.p99, bad: r.errors + r.non2xx }),
    );
  });
}

/** Starts a baseline of tests/bench/bare.mjs as a child process. */
export async function startBare(kind, env = {}) {
  // Production's V8 flags, as the site runs with them: without them a baseline's young generation is eight times
  // the site's, and a render's garbage costs it less (measured with `npm run bench -- cpu`, issue 47).
  const child = spawn(
    process.execPath,
    [...nodeFlags, resolve(import.meta.dirname, 'bare.mjs'), kind],
    {
      // Production mode, as the site runs (issue 47): bare.mjs refuses to start in any other.
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const port = await new Promise((ok, fail) => {
    child.once('message', ok);
    child.once('exit', (code) => fail(new Error(`baseline ${kind} exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => new Promise((ok) => (child.once('exit', ok), child.kill())),
  };
}

/** Headers every server adds itself, or that describe the connection rather than the answer. */
const ownHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

async function bytesOf(url, headers) {
  const res = await request(url, { headers });
  const body = Buffer.from(await res.body.arrayBuffer());
  const sent = Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !ownHeaders.has(name)),
  );
  return { status: res.statusCode, body, encoding: res.headers['content-encoding'], headers: sent };
}

/**
 * Runs every comparison and prints it. The site runs as in production with the access log on at info (its lines
 * go to /dev/null: writing them is measured, a log shipper is not).
 */
export async function throughputBench() {
  // One address opens every connection here; behind a proxy in production they come from many.
  const site = await startServer({ LOG_LEVEL: 'info', MAX_CONNECTIONS_PER_ADDRESS: '1000' });
  const dir = resolve('test-results/bench');
  mkdirSync(dir, { recursive: true });
  const bares = [];
  try {
    // The baselines answer the very bytes the site answers.
    const home = await bytesOf(`${site.origin}/`, browser);
    // The first request loads the list through the full path (rate-limit headers and all); the answers measured
    // come from memory, so the baselines copy the second.
    await bytesOf(`${site.origin}/api/states`, browser);
    const states = await bytesOf(`${site.origin}/api/states`, browser);
    const files = [
      { name: 'home', body: home.body, type: 'text/html; charset=utf-8', encoding: home.encoding },
      { name: 'states', body: states.body, type: 'application/json', encoding: states.encoding },
      // The same answers with the site's headers too (its security headers are a third of a page's answer).
      { ...home, name: 'home-with-headers', type: 'text/html; charset=utf-8' },
      { ...states, name: 'states-with-headers', type: 'application/json' },
    ].map((b) => {
      const file = join(dir, `${b.name}.bin`);
      writeFileSync(file, b.body);
      return { name: b.name, file, type: b.type, encoding: b.encoding, headers: b.headers };
    });
    const bytes = await startBare('bytes', { BENCH_BYTES: JSON.stringify(files) });
    // The per-request page's headers, which the render baseline sends too (its nonce and request id made fresh).
    const perRequestPage = await bytesOf(`${site.origin}${PER_REQUEST_URL}`, browser);
    const render = await startBare('render', {
      BENCH_HEADERS: JSON.stringify(perRequestPage.headers),
      BENCH_CLIENT_CONFIG: JSON.stringify({
        assetBaseUrl: '/assets',
        publicBaseUrl: site.origin,
        sandbox: true,
        sandboxSmsPath: '/sandbox/sms',
      }),
    });
    bares.push(bytes, render);
    const next = await startNextPeer();
    if (next) bares.push(next);

    const cases = [
      {
        line: 'cached page / at c50',
        means: `GET / as a browser asks (${home.encoding ?? 'identity'}, ${home.body.length} bytes) vs a bare Fastify route sending those bytes from memory`,
        target: [`${site.origin}/`, 50],
        base: [`${bytes.origin}/bytes/home`, 50],
        goal: 0.8,
      },
      {
        line: 'cached page / at c50, same headers',
        means: `the same, against a bare route sending the site's headers too (the same bytes on the wire): what the site's own work costs, without the cost to the client of reading its headers`,
        target: [`${site.origin}/`, 50],
        base: [`${bytes.origin}/bytes/home-with-headers`, 50],
      },
      {
        line: 'cached page / at c200',
        means: 'the same at 200 connections',
        target: [`${site.origin}/`, 200],
        base: [`${bytes.origin}/bytes/home`, 200],
        goal: 0.6,
      },
      // Pages whose query is read while rendering, so no cache answers them (the bench checks: perRequest below).
      ...[PER_REQUEST_URL, '/blog?page=2'].map((path) => ({
        line: `per-request page ${path}`,
        means: `rendered for each request (whole document, headers, compression) vs a bare Fastify route answering renderToString of the same React tree in production mode, compressed at the site's level with the site's headers (issue 47)`,
        perRequest: true,
        target: [`${site.origin}${path}`, 50],
        base: [`${render.origin}${path}`, 50],
        goal: 0.8,
      })),
      {
        line: 'JSON /api/states',
        means: `the reference list from the site's cache (${states.encoding ?? 'identity'}, ${states.body.length} bytes) vs a bare Fastify route sending those bytes from memory`,
        target: [`${site.origin}/api/states`, 50],
        base: [`${bytes.origin}/bytes/states`, 50],
        goal: 0.6,
      },
      {
        line: 'JSON /api/states, same headers',
        means: `the same, against a bare route sending the site's headers too`,
        target: [`${site.origin}/api/states`, 50],
        base: [`${bytes.origin}/bytes/states-with-headers`, 50],
      },
      {
        line: 'JSON /api/states, floor',
        means: `the same, against the least a server could do and still do what every answer of ours must (bare.mjs floorRoute): the site's headers with a fresh CSP nonce and request id each, and an access-log line per answer, in a process of its own; what the site costs beyond that (the same route inside the site's process costs about a third more: decision 0137)`,
        target: [`${site.origin}/api/states`, 50],
        base: [`${bytes.origin}/floor/states-with-headers`, 50],
      },
      // The peers: how many times the site's throughput Next.js 16 reaches for the same tree (no goal).
      ...(next
        ? [
            {
              line: 'peer: cached page / vs Next.js 16 prerendered',
              means: `the site's cached / vs Next.js 16 (next start) serving the same React tree prerendered at build, both compressed; a ratio above 1 means the site serves more`,
              target: [`${site.origin}/`, 50],
              base: [`${next.origin}/`, 50],
            },
            {
              line: `peer: per-request ${PER_REQUEST_URL} vs Next.js 16 dynamic`,
              means: `the site's per-request page vs Next.js 16 rendering the same tree for every request (force-dynamic)`,
              target: [`${site.origin}${PER_REQUEST_URL}`, 50],
              base: [`${next.origin}/key-fact-statement`, 50],
              perRequest: true,
            },
          ]
        : []),
    ];

    const only = process.env.BENCH_ONLY;
    for (const c of cases) {
      if (only && !c.line.includes(only)) continue;
      if (c.perRequest) {
        // A line about rendering must measure a render: a page answered from the cache would measure memory.
        const res = await request(c.target[0], { headers: browser });
        await res.body.dump();
        if (res.statusCode !== 200 || res.headers['x-page-cache'] !== undefined) {
          console.log(
            `${c.line}: skipped: the site answered ${res.statusCode} ${res.headers['x-page-cache'] ? `from its page cache (${res.headers['x-page-cache']})` : ''}, not a render for this request`,
          );
          continue;
        }
      }
      // Warm both (JIT, caches) before measuring.
      await cannon(c.target[0], c.target[1], browser);
      await cannon(c.base[0], c.base[1], browser);
      const t = [];
      const b = [];
      for (let round = 0; round < ROUNDS; round++) {
        const pair = [
          async () => t.push(await cannon(c.target[0], c.target[1], browser)),
          async () => b.push(await cannon(c.base[0], c.base[1], browser)),
        ];
        if (round % 2) pair.reverse();
        for (const run of pair) await run();
      }
      const ratios = t.map((x, i) => x.rps / b[i].rps);
      const rps = median(t.map((x) => x.rps));
      const baseRps = median(b.map((x) => x.rps));
      const bad = [...t, ...b].reduce((n, x) => n + x.bad, 0);
      console.log(
        // Each round's ratio pairs runs next to each other in time; their median is the figure.
        `${c.line}: ${median(ratios).toFixed(2)}x of its baseline (${c.goal ? `goal >= ${c.goal}; ` : ''}rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
      );
      console.log(
        `  site ${rps.toFixed(0)} req/s p99 ${median(t.map((x) => x.p99))} ms; baseline ${baseRps.toFixed(0)} req/s p99 ${median(b.map((x) => x.p99))} ms; non-2xx or errors ${bad}`,
      );
      console.log(`  means: ${c.means}`);
    }
  } finally {
    for (const b of bares) await b.stop();
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await throughputBench();
