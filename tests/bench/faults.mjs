// How long the lending-backed endpoints take to answer each upstream fault of issue 4, against the bound the issue
// sets (the lending time-out plus one second, GET retries included). Printed as a ratio of that bound, never
// pass/fail: tests/api/lending-faults.test.ts asserts what each fault answers, this measures how soon.
import { freePort, startServer } from './server.mjs';

const TIMEOUT_MS = 300;
const BOUND_MS = TIMEOUT_MS + 1000;
const FAULTS = ['timeout', '500', '502', 'malformed-json', 'html-error', 'slow-body', 'drop'];
/** Base64 of the sandbox lead 310001, as the SMS link carries it. */
const REFSTR = 'MzEwMDAx';
const json = { 'content-type': 'application/json' };

const controlPort = await freePort();
const server = await startServer({
  LENDING_API_TIMEOUT_MS: String(TIMEOUT_MS),
  SANDBOX_CONTROL_PORT: String(controlPort),
  RATE_LIMIT_LOOKUP: '100000',
  RATE_LIMIT_PAN: '100000',
});
const control = `http://127.0.0.1:${controlPort}`;

// The states list is never fetched successfully here, so it is never cached and every request reaches the sandbox.
const endpoints = [
  { name: 'GET /api/states', call: 'getState', send: () => fetch(`${server.origin}/api/states`) },
  {
    name: 'POST /api/repayments/lookup',
    call: 'oldUserHistory',
    send: () =>
      fetch(`${server.origin}/api/repayments/lookup`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ query: '9810012345' }),
      }),
  },
  {
    name: 'POST /api/pan/verify',
    call: 'getLeadInfo',
    send: () =>
      fetch(`${server.origin}/api/pan/verify`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ refstr: REFSTR, pan: 'PWHPS3187A' }),
      }),
  },
];

try {
  console.log(
    `bound: ${BOUND_MS} ms (lending time-out ${TIMEOUT_MS} ms + 1 s); ratio = time / bound`,
  );
  for (const fault of FAULTS) {
    for (const endpoint of endpoints) {
      const url = `${control}/faults/${endpoint.call}`;
      await fetch(url, { method: 'PUT', headers: json, body: JSON.stringify({ kind: fault }) });
      const started = performance.now();
      const res = await endpoint.send();
      await res.arrayBuffer();
      const ms = performance.now() - started;
      await fetch(url, { method: 'DELETE' });
      console.log(
        `${fault.padEnd(15)} ${endpoint.name.padEnd(28)} ${String(res.status).padEnd(4)} ${ms.toFixed(0).padStart(5)} ms  ${(ms / BOUND_MS).toFixed(2)}`,
      );
    }
  }
} finally {
  await server.stop();
}
