// `npm run bench -- outbox` (run with tsx: it starts Debian's PostgreSQL through tests/helpers/postgres-server.ts):
// the fleet's outbox (issue 43) with two built instances in production mode on one PostgreSQL and a fake SMS
// provider on loopback. Figures, never pass/fail:
//   drain       5,000 SMS committed into the outbox at once: how many a second the two instances hand over
//   hand-over   500 one-time codes asked for over HTTP (16 at a time, both instances): from the 202 to the provider,
//               p50 / p99 / max; then the same with one number the provider refuses for ever (503)
// The goals (issue 43): drain at least 200 a second with two instances; a code handed over within 1 s at p99, with
// or without a message failing for ever.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PostgresServer } from '../helpers/postgres-server.ts';
import { startFakeSmsProvider } from '../helpers/fake-sms-provider.ts';
import { startServer } from './server.mjs';

const CODES = Number(process.env.BENCH_CODES ?? 500);
const DRAIN = Number(process.env.BENCH_DRAIN ?? 5000);

const pgServer = new PostgresServer();
await pgServer.start();
const provider = await startFakeSmsProvider();
const dirs = [];
const secret = randomBytes(32).toString('hex');
const instance = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rf-outbox-bench-'));
  dirs.push(dir);
  // Every service "real" (production mode): the SMS provider is the fake one; the lending API and gateway are
  // never called by the code requests measured here.
  return startServer({
    DATA_DIR: dir,
    DATABASE_URL: pgServer.url,
    SMS_URL: provider.url,
    SMS_API_KEY: 'bench',
    LENDING_API_URL: 'http://127.0.0.1:9/',
    PAYU_URL: 'http://127.0.0.1:9/_payment',
    PAYU_VERIFY_URL: 'http://127.0.0.1:9/verify',
    PAYU_KEY: 'bench',
    PAYU_SALT: 'bench-salt',
    REFSTR_SECRET: secret,
    OTP_SECRET: secret,
    LENDING_PARTNERS_FILE: 'deploy/lending-partners.fleet.json',
    RATE_LIMIT_OTP_SEND: '100000000',
    RATE_LIMIT_SMS_PER_HOUR: '100000000',
  });
};
const sites = [await instance(), await instance()];

let serial = 0;
const mobile = () => `6${String(100_000_000 + serial++).slice(-9)}`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
async function until(check, timeoutMs = 120_000) {
  const start = performance.now();
  while (!check() && performance.now() - start < timeoutMs)
    await new Promise((r) => setTimeout(r, 5));
  return performance.now() - start;
}

async function drain() {
  const client = new pg.Client({ connectionString: pgServer.url });
  await client.connect();
  const now = new Date();
  const before = provider.delivered().length;
  await client.query(
    `INSERT INTO outbox (channel, kind, request_id, recipient, body, message_key, accepted_at, due_at, deadline_at)
     SELECT 'sms', 'notice', 'bench-' || g, '7' || lpad(g::text, 9, '0'), convert_to('bench message ' || g, 'UTF8'),
       'bench-' || $1 || '-' || g, $2, $2, $2::timestamptz + interval '1 hour'
     FROM generate_series(1, $3) AS g`,
    [randomBytes(4).toString('hex'), now, DRAIN],
  );
  await client.end();
  const ms = await until(() => provider.delivered().length - before >= DRAIN);
  const sent = provider.delivered().length - before;
  console.log(
    `drain      ${sent} of ${DRAIN} SMS in ${(ms / 1000).toFixed(2)} s: ${Math.round(sent / (ms / 1000))} a second with two instances`,
  );
}

async function handOver(label) {
  const mobiles = Array.from({ length: CODES }, mobile);
  const answered = new Map();
  const queue = mobiles.map((m, i) => [m, sites[i % 2]]);
  const refusedAnswers = [];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const [m, site] = item;
        const res = await fetch(`${site.origin}/api/otp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ purpose: 'apply', identifier: m }),
        });
        await res.arrayBuffer();
        if (res.status === 202) answered.set(m, Date.now());
        else refusedAnswers.push(res.status);
      }
    }),
  );
  const accepted = [...answered.keys()];
  const at = () => new Map(provider.delivered().map((c) => [c.mobile, c.at]));
  await until(() => {
    const got = at();
    return accepted.every((m) => got.has(m));
  });
  const got = at();
  const delays = accepted.map((m) => got.get(m) - answered.get(m));
  console.log(
    `hand-over  ${label}: ${accepted.length} codes (${refusedAnswers.length} not accepted): from the 202 to the provider ` +
      `p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms, max ${Math.max(...delays)} ms`,
  );
}

try {
  await drain();
  await handOver('no faults');
  const refused = mobile();
  provider.rule(refused, { status: 503 });
  await fetch(`${sites[0].origin}/api/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ purpose: 'apply', identifier: refused }),
  });
  await handOver('one number refused for ever (503)');
  provider.rule(refused, { status: 429, retryAfter: '1' });
  await handOver('the same number throttled (429, Retry-After: 1)');
  // The control: no fault again, after the others (the machine's load moves every figure).
  provider.rule(refused, undefined);
  await handOver('no faults, again');
} finally {
  for (const site of sites) await site.stop();
  await provider.close();
  await pgServer.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
