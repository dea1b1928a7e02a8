// `npm run bench -- records` (run with tsx: it starts Debian's PostgreSQL through tests/helpers/postgres-server.ts):
// the two writes of issue 42 against a bare Fastify route doing the same single INSERT on the same database, at 50
// connections, in alternating rounds; requests per second as a ratio of the bare route's, and p99.
//   POST /api/contact (a complaint): the site issues a reference, writes the complaint and its first event in one
//     transaction with the office's mail and the receipt as outbox rows; the bare route INSERTs one complaint row.
//   POST /api/applications: the site writes the consent, forwards the application to the sandbox's lending API
//     (over loopback HTTP) and logs it; the bare route INSERTs one consent row.
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Pool } from 'undici';
import { PostgresServer } from '../helpers/postgres-server.ts';
import { freePort, startServer } from './server.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 50;

/** N connections posting `body()` to `path` for SECONDS: requests per second, p99 in ms, non-2xx answers. */
async function post(origin, path, body, headers = {}) {
  const pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const res = await pool.request({
          path,
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body()),
        });
        await res.body.dump();
        if (res.statusCode >= 300) errors++;
        else latencies.push(performance.now() - start);
      } catch {
        errors++;
      }
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - began) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))];
  return { rps: latencies.length / elapsed, p99, errors };
}

/** The bare route: Fastify and pg, one INSERT per request, nothing else. */
const BARE = `
const { default: Fastify } = await import('fastify');
const { default: pg } = await import('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
let n = 0;
app.post('/bare/complaint', async (request, reply) => {
  const id = 'B' + process.pid + '-' + n++;
  await pool.query(
    "INSERT INTO complaints (reference, received_at, category, submission, mobile_salt, mobile_hash, status) VALUES ($1, now(), $2, $1, 's', 'h', 'received')",
    [id, request.body.category],
  );
  return reply.code(202).send({ reference: id });
});
app.post('/bare/application', async (request, reply) => {
  const id = 'B' + process.pid + '-' + n++;
  await pool.query(
    "INSERT INTO consents (id, request_id, recorded_at, mobile, pan, record) VALUES ($1, $1, now(), $2, $3, $4)",
    [id, request.body.mobile, request.body.panNumber, JSON.stringify(request.body)],
  );
  return reply.code(201).send({ message: 'ok' });
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send(app.server.address().port);
`;

function startBare(env) {
  const child = fork('--input-type=module', [], {
    execArgv: ['--input-type=module', '-e', BARE],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve) =>
    child.once('message', (port) =>
      resolve({ origin: `http://127.0.0.1:${port}`, stop: () => child.kill() }),
    ),
  );
}

const db = new PostgresServer();
await db.start();
const dataDir = 'test-results/bench-records';
rmSync(dataDir, { recursive: true, force: true });
const control = await freePort();
const site = await startServer({
  DATABASE_URL: db.url,
  DATA_DIR: dataDir,
  SANDBOX_CONTROL_PORT: String(control),
  RATE_LIMIT_FORMS: '100000000',
  RATE_LIMIT_APPLICATIONS: '100000000',
  RATE_LIMIT_APPLICATIONS_PER_MOBILE: '100000000',
  RATE_LIMIT_OTP_SEND: '1000',
});
const bare = await startBare({ DATABASE_URL: db.url });

// A verified session for the applicant, as a borrower gets one: a code by SMS (read from the sandbox), checked.
const mobile = '9876543210';
const json = { 'content-type': 'application/json' };
await fetch(`${site.origin}/api/otp`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ purpose: 'apply', identifier: mobile }),
});
let code;
for (let i = 0; i < 100 && !code; i++) {
  const records = await (await fetch(`http://127.0.0.1:${control}/records`)).json();
  code = records.sms
    .filter((m) => m.mobile === mobile)
    .map((m) => /^(\d{6}) /.exec(m.message)?.[1])
    .at(-1);
  if (!code) await new Promise((r) => setTimeout(r, 100));
}
const verified = await fetch(`${site.origin}/api/otp/verify`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ purpose: 'apply', identifier: mobile, code }),
});
const cookie = verified.headers.get('set-cookie').split(';')[0];
const states = (await (await fetch(`${site.origin}/api/states`)).json()).states;
const state = states.find((s) => s.name === 'Uttar Pradesh');
const cities = (await (await fetch(`${site.origin}/api/states/${state.id}/cities`)).json()).cities;
const city = cities.find((c) => c.name === 'Noida');
const pincode = (await (await fetch(`${site.origin}/api/cities/${city.id}/pincodes`)).json())
  .pincodes[0].pincode;

const complaint = () => ({
  name: 'Rahul Verma',
  phone: '9811122233',
  email: 'rahul.verma@example.in',
  category: 'Complaint',
  subject: 'Charged twice for one repayment',
  message: 'My repayment of 5 November was taken twice.',
});
let pan = 1000;
const dob = `${new Date().getUTCFullYear() - 30}-01-15`;
const application = () => ({
  loanAmount: '25000',
  monthlyIncome: '45000',
  firstName: 'Ananya',
  middleName: '',
  surName: 'Iyer',
  panNumber: `ZZZPB${String(pan++ % 10000).padStart(4, '0')}Q`,
  dob,
  gender: 'female',
  mobile,
  alternateMobile: '',
  email: 'ananya.iyer@example.com',
  officialEmail: '',
  obligations: '',
  state: state.id,
  city: city.id,
  pincode,
  acceptTerms: true,
  consentCreditReport: true,
  consentContact: true,
});

const question = () => ({ ...complaint(), category: 'General question' });
const lines = [
  ['POST /api/contact (complaint)', '/api/contact', '/bare/complaint', complaint, {}],
  // No record, only its mail's outbox row: what the mail costs, apart from the complaint's tables.
  ['POST /api/contact (question)', '/api/contact', '/bare/complaint', question, {}],
  ['POST /api/applications', '/api/applications', '/bare/application', application, { cookie }],
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `${ROUNDS} rounds of ${SECONDS} s at ${CONNECTIONS} connections, real PostgreSQL ${db.port}; medians`,
);
try {
  for (const [name, sitePath, barePath, body, headers] of lines) {
    const ours = [];
    const floor = [];
    for (let round = 0; round < ROUNDS; round++) {
      floor.push(await post(bare.origin, barePath, body));
      ours.push(await post(site.origin, sitePath, body, headers));
    }
    const r = (xs) => median(xs.map((x) => x.rps));
    const p = (xs) => median(xs.map((x) => x.p99));
    console.log(
      `${name.padEnd(32)} site ${r(ours).toFixed(0).padStart(5)} req/s p99 ${p(ours).toFixed(1).padStart(6)} ms` +
        ` | bare INSERT ${r(floor).toFixed(0).padStart(5)} req/s p99 ${p(floor).toFixed(1).padStart(6)} ms` +
        ` | ratio ${(r(ours) / r(floor)).toFixed(2)}x | errors ${ours.reduce((a, x) => a + x.errors, 0)}`,
    );
  }
} finally {
  bare.stop();
  await site.stop();
  await db.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
