// A small closed-loop HTTP load generator (undici): N connections for a fixed time; requests per second and p99.
import { Pool } from 'undici';

export async function load(origin, path, { connections = 16, seconds = 4, headers = {} } = {}) {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const res = await pool.request({ path, method: 'GET', headers });
        await res.body.dump();
        if (res.statusCode !== 200) errors++;
        latencies.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - began) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN;
  return { rps: latencies.length / elapsed, p99, errors, requests: latencies.length };
}
