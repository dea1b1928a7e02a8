// Can a stranger tell customers from non-customers by how long POST /api/otp takes (issue 40, decision 0092)?
// Sends 200 repay code requests for customers and 200 for non-customers, interleaved at random, one at a time over
// one keep-alive connection, each from its own forwarded address (so no per-caller wait applies), and reports the
// accuracy of the best single threshold on the answer time: 50% is a coin toss; the goal is at most 60%.
// Never pass/fail. Run: node tests/bench/otp-timing.mjs (after npm run build).
import { Pool } from 'undici';
import { startServer } from './server.mjs';

const PER_KIND = Number(process.env.BENCH_OTP_REQUESTS ?? 200);
// The sandbox's customers with a mobile on record, by mobile and by PAN.
const customers = [
  '9810012345',
  'BQKPM4821K',
  '9847023456',
  'CVLPN5532D',
  '9915034567',
  'DHWPS6619H',
  '9884045678',
  'EJXPI7284M',
  '8013056789',
  'FNZPD3390B',
  '9822067890',
  'GPAPK8841Q',
  '9948078901',
  'HQBPR2267T',
  '7042089012',
  'JRCPG9175W',
  '9746090123',
  'KSDPP1058Y',
  '9830101234',
  'LTEPB6403C',
  '6350112345',
  'MUFPQ7712F',
  '9558123456',
  'NVGPJ2946N',
];

/** The share of answers the best threshold on time classifies right, either way round. */
export function bestThresholdAccuracy(samples) {
  const sorted = [...samples].sort((a, b) => a.ms - b.ms);
  const total = sorted.length;
  const customersTotal = sorted.filter((s) => s.customer).length;
  let best = 0;
  let customersBelow = 0;
  for (let i = 0; i <= total; i++) {
    // Below index i: called "not a customer"; from i on: "customer" (and the reverse rule).
    const right = i - customersBelow + (customersTotal - customersBelow);
    best = Math.max(best, right / total, (total - right) / total);
    if (i < total && sorted[i].customer) customersBelow++;
  }
  return best;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await startServer({
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_OTP_SEND: '1000000',
  RATE_LIMIT_SMS_PER_HOUR: '1000000',
  RATE_LIMIT_LOOKUP: '1000000',
  LOG_LEVEL: 'error',
});
const pool = new Pool(server.origin, { connections: 1 });
try {
  const kinds = [...Array(PER_KIND).fill(true), ...Array(PER_KIND).fill(false)];
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  const ask = async (identifier, n) => {
    const started = performance.now();
    const res = await pool.request({
      method: 'POST',
      path: '/api/otp',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ purpose: 'repay', identifier }),
    });
    await res.body.dump();
    return { ms: performance.now() - started, status: res.statusCode };
  };
  // Warm-up: both kinds, not counted.
  for (let n = 0; n < 40; n++)
    await ask(
      n % 2 ? customers[n % customers.length] : `ZZZPW${String(n).padStart(4, '0')}Q`,
      100_000 + n,
    );
  const samples = [];
  let c = 0;
  let s = 0;
  for (const [n, customer] of kinds.entries()) {
    const identifier = customer
      ? customers[c++ % customers.length]
      : `ZZZPQ${String(s++).padStart(4, '0')}R`;
    const { ms, status } = await ask(identifier, n);
    if (status !== 202) throw new Error(`unexpected ${status}`);
    samples.push({ customer, ms });
  }
  const accuracy = bestThresholdAccuracy(samples);
  const ms = (k) => median(samples.filter((x) => x.customer === k).map((x) => x.ms)).toFixed(2);
  console.log(
    `otp timing: ${PER_KIND} customers (median ${ms(true)} ms), ${PER_KIND} non-customers (median ${ms(false)} ms): ` +
      `best threshold classifies ${(accuracy * 100).toFixed(1)}% right (goal at most 60%)`,
  );
} finally {
  await pool.close();
  await server.stop();
}
