// `node tests/bench/capacity.mjs`: what one instance serves, for docs/capacity.md (issue 44). For each kind of
// request it reports the rate one instance answered on this machine and, less disturbed by other load, the server's
// own CPU time per answer (process_cpu_seconds_total before and after): one core's capacity is 1 / that.
// Runs the build in production mode on the embedded sandbox and database; the load generator shares the machine.
import { Pool } from 'undici';
import { startServer } from './server.mjs';

const SECONDS = Number(process.env.CAPACITY_SECONDS ?? 5);
const TOKEN = 'capacity-bench';

async function cpuSeconds(origin) {
  const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  return Number(/^process_cpu_seconds_total (\S+)$/m.exec(await res.text())?.[1]);
}

/** A closed loop of `connections` for SECONDS: answers a second, p99, and the server's CPU ms per answer. */
async function measure(origin, request, connections = 16) {
  const pool = new Pool(origin, { connections });
  const latencies = [];
  let failed = 0;
  let n = 0;
  const cpuBefore = await cpuSeconds(origin);
  const deadline = performance.now() + SECONDS * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        try {
          const res = await pool.request(request(n++));
          await res.body.dump();
          if (res.statusCode >= 400) failed++;
          else latencies.push(performance.now() - start);
        } catch {
          failed++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  const cpu = (await cpuSeconds(origin)) - cpuBefore;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
    cpuMs: (cpu * 1000) / Math.max(1, latencies.length),
    failed,
  };
}

const json = (path, body) => (i) => ({
  path,
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}`,
  },
  body: JSON.stringify(typeof body === 'function' ? body(i) : body),
});
const message = (category) => (i) => ({
  name: 'Capacity Bench',
  email: 'capacity@example.com',
  phone: '9822067890',
  category,
  subject: `Capacity ${i}`,
  message: 'A message sent to measure what one instance accepts.',
});

const server = await startServer({
  METRICS_TOKEN: TOKEN,
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_FORMS: '100000000',
  RATE_LIMIT_OTP_SEND: '100000000',
  RATE_LIMIT_SMS_PER_HOUR: '100000000',
  DATA_DIR: `test-results/capacity-${process.pid}`,
});
const cases = [
  [
    'cached page (GET /)',
    () => ({ path: '/', method: 'GET', headers: { 'accept-encoding': 'br, gzip' } }),
  ],
  [
    'per-request page (GET /blog?page=2)',
    () => ({ path: '/blog?page=2', method: 'GET', headers: { 'accept-encoding': 'br, gzip' } }),
  ],
  ['reference list (GET /api/states)', () => ({ path: '/api/states', method: 'GET' })],
  ['message (POST /api/contact)', json('/api/contact', message('General question'))],
  ['complaint (POST /api/contact)', json('/api/contact', message('Complaint'))],
  [
    'one-time code (POST /api/otp)',
    json('/api/otp', (i) => ({
      purpose: 'apply',
      identifier: `9${String(100000000 + i).slice(-9)}`,
    })),
  ],
];
console.log(
  `one instance, ${SECONDS} s each, 16 connections; load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`,
);
console.log(
  '| request | answers/s | p99 ms | server CPU ms/answer | one core, answers/s | failed |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, request] of cases) {
  const r = await measure(server.origin, request);
  console.log(
    `| ${name} | ${r.rps.toFixed(0)} | ${r.p99.toFixed(1)} | ${r.cpuMs.toFixed(2)} | ${(1000 / r.cpuMs).toFixed(0)} | ${r.failed} |`,
  );
}
await server.stop();
