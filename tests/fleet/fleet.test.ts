// Two instances behind HAProxy on a real PostgreSQL and Redis (scripts/fleet.mjs, issue 44): every journey crosses
// instances, and a rolling restart under load fails no request. Runs the build (npm test builds first).
import t from 'tap';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
// @ts-expect-error: a plain ES module of the scripts, without types
import { missingPackages, startFleet } from '../../scripts/fleet.mjs';
import {
  call,
  payAtGateway,
  postForm,
  postJson,
  readForm,
  verifiedAcross,
  type Answer,
} from './journeys.ts';

interface Fleet {
  proxyUrl: string;
  instanceUrls: string[];
  controlUrl: string;
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

const missing: string[] = missingPackages();
if (missing.length > 0) {
  const why = `the fleet needs Debian's ${missing.join(', ')} (.ci/run installs them)`;
  if (process.env.CI) t.fail(why);
  else t.test('fleet', { skip: why }, async () => {});
} else await run();

async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'rf-fleet-'));
  // FLEET_ENV (JSON) overrides instance settings: e.g. '{"SHUTDOWN_DRAIN_MS":"0"}' shows what the drain is for.
  const env = JSON.parse(process.env.FLEET_ENV ?? '{}');
  const fleet: Fleet = await startFleet({ instances: 2, port: 4300, dir, fresh: true, env });
  t.teardown(async () => {
    await fleet.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const [one, two] = fleet.instanceUrls as [string, string];
  const control = fleet.controlUrl;

  t.test('a repay code sent through one instance opens the loan through the other', async (t) => {
    const cookie = await verifiedAcross(one, two, control, 'repay', '9810012345', '9810012345');
    const loan = await postJson(one, '/api/repayments/lookup', { query: '9810012345' }, { cookie });
    t.equal(loan.status, 200, loan.body);
    t.match(JSON.parse(loan.body), { customer: { loanNumber: String } });
  });

  t.test(
    'Pay Now on one instance, the gateway calls back the other, either shows it paid',
    async (t) => {
      const cookie = await verifiedAcross(two, one, control, 'repay', '9847023456', '9847023456');
      const started = await postForm(
        one,
        '/payments/initiate',
        { query: '9847023456' },
        { cookie },
      );
      t.equal(started.status, 303, started.body);
      const checkout = await call(one, String(started.headers.get('location')), {
        headers: { cookie },
      });
      const gatewayForm = readForm(checkout.body);
      const callback = await payAtGateway(gatewayForm);
      const settled = await postForm(two, new URL(callback.action).pathname, callback.fields);
      t.equal(settled.status, 303, 'the other instance settles the payment it did not start');
      const confirmation = String(settled.headers.get('location'));
      const page = await call(one, confirmation);
      t.match(
        page.body,
        gatewayForm.fields.txnid!,
        'the first instance shows the verified payment',
      );
      const again = await postForm(two, '/payments/initiate', { query: '9847023456' }, { cookie });
      t.not(again.status, 303, 'no second payment page within 72 hours, on either instance');
    },
  );

  t.test('an application verified on one instance is taken by the other', async (t) => {
    const mobile = '9876512345';
    const cookie = await verifiedAcross(one, two, control, 'apply', mobile, mobile);
    const states = JSON.parse((await call(two, '/api/states')).body).states;
    const up = states.find((s: { name: string }) => s.name === 'Uttar Pradesh');
    const cities = JSON.parse((await call(one, `/api/states/${up.id}/cities`)).body).cities;
    const noida = cities.find((c: { name: string }) => c.name === 'Noida');
    const pins = JSON.parse((await call(two, `/api/cities/${noida.id}/pincodes`)).body).pincodes;
    const dob = new Date();
    dob.setUTCFullYear(dob.getUTCFullYear() - 30);
    const res = await postJson(
      two,
      '/api/applications',
      {
        loanAmount: '25000',
        monthlyIncome: '45000',
        firstName: 'Ishaan',
        middleName: '',
        surName: 'Kapoor',
        panNumber: `FLTPK${String(Date.now() % 10000).padStart(4, '0')}Q`,
        dob: dob.toISOString().slice(0, 10),
        gender: 'male',
        mobile,
        alternateMobile: '',
        email: 'ishaan.kapoor@example.com',
        officialEmail: '',
        obligations: '',
        state: up.id,
        city: noida.id,
        pincode: pins[0].pincode,
        acceptTerms: true,
        consentCreditReport: true,
        consentContact: true,
      },
      { cookie },
    );
    t.equal(res.status, 201, res.body);
  });

  t.test('a complaint filed on one instance is found by its reference on the other', async (t) => {
    const filed = await postJson(one, '/api/contact', {
      name: 'Meera Kulkarni',
      email: 'meera.k@example.com',
      phone: '9822067890',
      category: 'Complaint',
      subject: 'Charges on my loan',
      message: 'Please explain the charges on my last statement.',
    });
    t.equal(filed.status, 202, filed.body);
    const { reference } = JSON.parse(filed.body);
    t.match(reference, /^GRV-\d{4}-\d{6}$/);
    const status = await call(two, `/api/complaints/${reference}?mobile=9822067890`);
    t.equal(status.status, 200, status.body);
    t.match(JSON.parse(status.body), { reference });
  });

  t.test('a rolling restart under load fails no request', async (t) => {
    const answers: Answer['status'][] = [];
    const message = {
      name: 'Load Test',
      email: 'load@example.com',
      phone: '9822067890',
      category: 'General question',
      subject: 'During a rolling restart',
      message: 'A message sent while the instances restart one at a time.',
    };
    let loading = true;
    const load = (async () => {
      for (let i = 0; loading; i++) {
        // Reads, and a message posted every third request (a POST is never replayed by the proxy once sent),
        // each from its own client address so no per-address budget is what refuses it.
        const from = { 'x-forwarded-for': `203.0.113.${i % 250}` };
        const res = await (
          i % 3 === 2
            ? postJson(fleet.proxyUrl, '/api/contact', message, from)
            : call(fleet.proxyUrl, i % 3 ? '/api/states' : '/', { headers: from })
        ).catch(() => ({ status: 0 }));
        answers.push(res.status);
        // A steady stream rather than as fast as the machine allows: every moment of the restart still has a
        // request on its way, and the test no longer takes a core from the rest of the suite for half a minute.
        await sleep(10);
      }
    })();
    await fleet.rollingRestart();
    loading = false;
    await load;
    const failed = answers.filter((s) => s !== 200 && s !== 202);
    t.ok(answers.length > 20, `${answers.length} requests during the restart`);
    t.same(failed, [], 'every request answered (200, or 202 for a message)');
  });
}
