// Video upload: four 16 MiB WebM recordings at once through POST /api/kyc/video to a sandbox lending API, against
// the same four sent straight to a bare Node server that reads and discards the bytes (tests/bench/bare.mjs sink),
// in alternating rounds; medians. Prints the server's peak memory growth and the throughput ratio.
// Goals (issue 20): growth <= 25 MB; throughput >= 0.7 of the direct upload. Numbers only, never pass/fail.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { startServer } from './server.mjs';
import { startBare } from './throughput.mjs';

const { startSandbox } = await import('../../dist/node/server/upstreams/sandbox/index.js');
const { sampleWebm } = await import('../../dist/node/server/upstreams/sandbox/sample-webm.js');

const MiB = 1024 * 1024;
const SIZE = 16 * MiB;
const AT_ONCE = 4;
const REFSTR = 'MzEwMDAx'; // a sandbox lead (README)
const CHUNK = 64 * 1024;

const boundary = '----UploadBenchBoundary5c1f0d3b';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="refstr"\r\n\r\n${REFSTR}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="bench.webm"\r\n` +
    'Content-Type: video/webm\r\n\r\n',
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
async function* multipart(bytes) {
  yield head;
  yield* sampleWebm(bytes, CHUNK);
  yield tail;
}

/** POSTs the multipart body with backpressure; resolves with the status and the seconds it took. */
function upload(url, bytes, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, {
      method: 'POST',
      agent: false,
      // A length, as a browser sends a FormData body: not chunked, whose framing splits every socket read in two.
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + bytes + tail.length),
        ...headers,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode, seconds: (performance.now() - started) / 1000 }),
      );
    });
    req.on('error', reject);
    (async () => {
      for await (const chunk of multipart(bytes)) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(reject);
  });
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 a second)
}

function rssBytes(pid) {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** Samples a process's RSS every 50 ms while `work` runs; the peak above the starting value. */
async function peakGrowth(pid, work) {
  const before = rssBytes(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, rssBytes(pid));
    return { result, growth: peak - before, before };
  } finally {
    clearInterval(timer);
  }
}

const mb = (n) => (n / 1e6).toFixed(1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * For reference only: the fastest any proxy can be here, a bare `req.pipe(upstream)` that neither parses nor
 * checks. The direct baseline skips a process hop altogether; this shows how much of the gap is that hop.
 */
const BARE_PIPE = `
  const { createServer, request } = require('node:http');
  const server = createServer((req, res) => {
    const up = request(process.env.UPSTREAM, { method: 'POST', headers: { 'content-type': req.headers['content-type'] } },
      (answer) => { answer.resume(); answer.on('end', () => res.writeHead(201).end()); });
    req.pipe(up);
  }).listen(0, '127.0.0.1', () => process.send(server.address().port));`;

async function startBarePipe(upstream) {
  const child = spawn(process.execPath, ['-e', BARE_PIPE], {
    env: { ...process.env, UPSTREAM: upstream },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => child.kill() };
}

const sandbox = await startSandbox({ logger: pino({ level: 'silent' }) });
// BENCH_PROFILE=<dir>: the site runs under `node --cpu-prof` and writes its profile there when it stops.
const profileDir = process.env.BENCH_PROFILE;
const server = await startServer(
  {
    // Every service at the stand-ins run apart: a production start takes no mix (decision 0090).
    LENDING_API_URL: sandbox.lendingUrl,
    PAYU_URL: sandbox.gateway.url,
    PAYU_VERIFY_URL: sandbox.gateway.verifyUrl,
    PAYU_KEY: sandbox.gateway.key,
    PAYU_SALT: sandbox.gateway.salt,
    SMS_URL: sandbox.smsUrl,
    SMS_API_KEY: 'sandbox',
    REFSTR_UNSIGNED: 'allow',
    VIDEO_MAX_BYTES: String(64 * MiB),
    RATE_LIMIT_VIDEO: '100000',
    OTP_SECRET: 'bench-otp-secret-that-is-long-enough-0123456789',
  },
  { nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
);
const sink = await startBare('sink');
const direct = `${sink.origin}/`;
const viaServer = `${server.origin}/api/kyc/video`;
const sameOrigin = { origin: server.origin };
const pipe = await startBarePipe(direct);

/** Four uploads at once; the seconds until the last one is answered, and whether each was answered `status`. */
async function together(url, headers = {}, status = 201) {
  const started = performance.now();
  const done = await Promise.all(Array.from({ length: AT_ONCE }, () => upload(url, SIZE, headers)));
  return {
    seconds: (performance.now() - started) / 1000,
    ok: done.every((d) => d.status === status),
  };
}

try {
  const cold = await peakGrowth(server.child.pid, () => upload(viaServer, 10 * MiB, sameOrigin));
  console.log(
    `first upload into a fresh server (10.5 MB, ${cold.result.status}): RSS ${mb(cold.before)} MB before, ` +
      `peak growth ${mb(cold.growth)} MB (warm-up included)`,
  );
  // Warm every path (JIT, connections, lazy modules) before measuring: a cold upload runs at half speed.
  for (let i = 0; i < 2; i++) {
    for (const url of [direct, viaServer, pipe.url]) await upload(url, 10 * MiB, sameOrigin);
  }
  // And one round of four at once through each, the site's measured apart: the first time a process carries four
  // uploads, the allocator takes from the system the room for the socket reads' copies that wait for a GC (up to
  // about 40 MB of them, whatever the uploads' size; decision 0138). Later rounds reuse that room.
  await together(direct);
  const firstFour = await peakGrowth(server.child.pid, () => together(viaServer, sameOrigin));
  await together(pipe.url);
  console.log(
    `first round of ${AT_ONCE} uploads at once in this server (${firstFour.result.ok ? 'all 201' : 'SOME FAILED'}): ` +
      `peak growth ${mb(firstFour.growth)} MB (the room kept for buffers awaiting a GC; not measured below)`,
  );

  const seconds = { direct: [], server: [], pipe: [] };
  let growth = 0;
  let rss = 0;
  let whole = firstFour.result.ok; // the warm-up round of four counts too
  let serverCpu = 0;
  let pipeCpu = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const runs = [
      async () => {
        const d = await together(direct);
        seconds.direct.push(d.seconds);
        whole &&= d.ok;
      },
      async () => {
        const before = sandbox.records.uploads.length;
        const cpuBefore = cpuSeconds(server.child.pid);
        const measured = await peakGrowth(server.child.pid, () => together(viaServer, sameOrigin));
        seconds.server.push(measured.result.seconds);
        serverCpu += cpuSeconds(server.child.pid) - cpuBefore;
        growth = Math.max(growth, measured.growth);
        rss = measured.before;
        const recorded = sandbox.records.uploads.slice(before);
        whole &&=
          measured.result.ok &&
          recorded.length === AT_ONCE &&
          recorded.every((r) => r.bytes === SIZE && r.validWebm);
      },
    ];
    if (round % 2) runs.reverse(); // alternating, so drift on a shared machine falls on both alike
    for (const run of runs) await run();
    const pipeBefore = cpuSeconds(pipe.pid);
    seconds.pipe.push((await together(pipe.url)).seconds);
    pipeCpu += cpuSeconds(pipe.pid) - pipeBefore;
  }
  const rate = (path) => (AT_ONCE * SIZE) / median(seconds[path]);
  console.log(
    `${AT_ONCE} uploads of ${mb(SIZE)} MB at once, x${ROUNDS} (machine load ${loadavg()[0].toFixed(1)}): ${whole ? 'every upload answered 201 and reached the sandbox whole' : 'SOME UPLOAD FAILED OR ARRIVED INCOMPLETE'}`,
  );
  console.log(
    `  server memory: RSS ${mb(rss)} MB before, peak growth ${mb(growth)} MB (the largest of ${ROUNDS} rounds after the first; goal <= 25 MB)`,
  );
  console.log(
    `  throughput (median): direct to a bare Node server discarding the bytes ${mb(rate('direct'))} MB/s, ` +
      `through the site to the sandbox ${mb(rate('server'))} MB/s: ratio ${(rate('server') / rate('direct')).toFixed(2)} (goal >= 0.7)`,
  );
  const perMb = (cpu) => (cpu * 1000) / ((ROUNDS * AT_ONCE * SIZE) / 1e6);
  console.log(
    `  CPU per MB uploaded: the site ${perMb(serverCpu).toFixed(2)} ms, the bare pipe proxy ${perMb(pipeCpu).toFixed(2)} ms ` +
      `(${(serverCpu / pipeCpu).toFixed(2)}x; both rise with the machine's load; profile the site with BENCH_PROFILE=<dir>)`,
  );
  console.log(
    `  for reference, a bare pipe proxy to the same bare server: ${mb(rate('pipe'))} MB/s, ratio ${(rate('pipe') / rate('direct')).toFixed(2)}; ` +
      `the site reaches ${(rate('server') / rate('pipe')).toFixed(2)} of it`,
  );
  console.log(
    '  means: the site parses the multipart body, checks the WebM signature and size as it streams, and sends the ' +
      'bytes on to the lending API (the sandbox, in the bench process); the direct baseline does none of that.',
  );
} finally {
  pipe.stop();
  await sink.stop();
  await server.stop();
  await sandbox.close();
}
