import { once } from 'node:events';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import t, { type Test } from 'tap';
import { UpstreamError } from '../../server/errors.ts';
import {
  createLendingClient,
  type LendingApplicationPayload,
} from '../../server/upstreams/lending/client.ts';
import { encodeRefstr } from '../../server/verification/refstr.ts';
import { startSandbox } from '../../server/upstreams/sandbox/index.ts';
import { sampleWebm, webmHeader } from '../../server/upstreams/sandbox/sample-webm.ts';

// How soon each failure is answered (the time-out plus a second) is measured by `npm run bench -- faults`; these
// tests assert what the failure is, never how long it took. Calls that should succeed, or fail for a reason other
// than time, go through `client`, whose time-outs are generous so that a loaded machine cannot turn them into time-outs;
// only the faults that are about time go through `tight`, whose time-outs those faults outlast.
const GENEROUS_TIMEOUT_MS = 30_000;
const TIMEOUT_MS = 200;
const UPLOAD_TIMEOUT_MS = 400;

const silent = pino({ level: 'silent' });
const sandbox = await startSandbox({ logger: silent });
const outcomes: Array<{ call: string; outcome: string }> = [];
const common = {
  baseUrl: sandbox.lendingUrl,
  logger: silent,
  connections: 4,
  maxResponseBytes: 256 * 1024,
  // Shorter than the default 100/300 ms so the suite stays quick; the schedule is tested in backoff.test.ts.
  retryBackoff: { baseMs: 20, maxMs: 60 },
};
const client = createLendingClient({
  ...common,
  timeoutMs: GENEROUS_TIMEOUT_MS,
  uploadTimeoutMs: GENEROUS_TIMEOUT_MS,
  onCall: (call, outcome) => outcomes.push({ call, outcome }),
});
const tight = createLendingClient({
  ...common,
  timeoutMs: TIMEOUT_MS,
  uploadTimeoutMs: UPLOAD_TIMEOUT_MS,
});
const ctx = { requestId: 'req-test-1' };

t.teardown(() => sandbox.close());
t.beforeEach(() => {
  sandbox.faults.clear();
  sandbox.calls.reset();
});

/** Runs the call and expects an UpstreamError with `reason`. */
async function fails(
  t: Test,
  work: () => Promise<unknown>,
  reason: UpstreamError['reason'],
): Promise<UpstreamError> {
  let caught: unknown;
  try {
    await work();
  } catch (err) {
    caught = err;
  }
  t.ok(caught instanceof UpstreamError, 'fails with an UpstreamError');
  const err = caught as UpstreamError;
  t.equal(err?.reason, reason, `reason is ${reason}`);
  return err;
}

function application(
  overrides: Partial<LendingApplicationPayload> = {},
): LendingApplicationPayload {
  return {
    loan_amount: 25000,
    monthly_income: 45000,
    first_name: 'Test',
    middle_name: '',
    sur_name: 'Applicant',
    pan: 'ZZZPT1234Q',
    dob: '1994-06-15',
    gender: 'FEMALE',
    mobile: '9000000001',
    alternate_mobile: '',
    otp: '1234',
    email_personal: 'test.applicant@example.com',
    email_official: '',
    obligations: '',
    state_id: '26',
    city: '148',
    pin: '201301',
    term_and_condition: 'YES',
    ip: '203.0.113.7',
    coordinates: null,
    source: 'Website',
    lead_data_source_id: 38,
    utm_source: '',
    utm_campaign: null,
    ...overrides,
  };
}

const uttarPradesh = sandbox.seed.states.find((s) => s.state === 'Uttar Pradesh');
const noida = uttarPradesh?.cities.find((c) => c.city === 'Noida');

t.test('getStates lists all 36 states and union territories with string ids', async (t) => {
  const states = await client.getStates(ctx);
  t.equal(states.length, 36);
  t.same(states[0], { id: '1', name: 'Andhra Pradesh' });
  t.ok(states.some((s) => s.name === 'Ladakh'));
  t.equal(sandbox.calls.lastRequestId('getState'), 'req-test-1', 'our request id travels upstream');
});

t.test(
  "getCities answers a state's cities, null for a state the API has no record of",
  async (t) => {
    const cities = await client.getCities(String(uttarPradesh?.state_id), ctx);
    t.ok(cities?.some((c) => c.name === 'Noida' && c.id === String(noida?.city_id)));
    t.equal(await client.getCities('999', ctx), null, "'No record found' is not a failure");
    t.equal(await client.getPincodes('999999', ctx), null);
    t.same(outcomes.slice(-2), [
      { call: 'getCity', outcome: 'not-found' },
      { call: 'getPincodeByCityId', outcome: 'not-found' },
    ]);
    sandbox.faults.set('getCity', 'rejected');
    const err = await fails(t, () => client.getCities('999', ctx), 'rejected');
    t.match(err.upstreamMessage, /maintenance/, 'any other refusal is still a failure');
  },
);

t.test('getPincodes answers string pincodes even when the API sends numbers', async (t) => {
  const pins = (await client.getPincodes(String(noida?.city_id), ctx)) ?? [];
  t.same(
    pins.map((p) => p.pincode),
    ['201301', '201303', '201304', '201307', '201309'],
  );
  t.ok(pins.every((p) => typeof p.id === 'string'));
});

t.test('saveLendingPage accepts a new application and the sandbox records it', async (t) => {
  const before = sandbox.records.applications.length;
  t.match(await client.saveLendingPage(application(), ctx), {
    ok: true,
    message: 'Application submitted successfully',
    // The lead the lending API opened, for the application log (issue 42).
    leadId: /^\d+$/,
  });
  t.equal(sandbox.records.applications.length, before + 1);
  t.equal(sandbox.records.applications.at(-1)?.pan, 'ZZZPT1234Q');
});

t.test('saveLendingPage answers a refusal with its Message stripped of tags', async (t) => {
  const duplicate = await client.saveLendingPage(
    application({ pan: sandbox.seed.customers[0]?.pancard ?? '' }),
    ctx,
  );
  t.same(duplicate, { ok: false, message: 'Application already exists for this PAN.' });
  const badMobile = await client.saveLendingPage(
    application({ pan: 'ZZZPT9999Q', mobile: '12345' }),
    ctx,
  );
  t.same(badMobile, { ok: false, message: 'Please enter a valid 10 digit mobile number.' });
});

t.test('oldUserHistory finds a customer by mobile or PAN, amounts as numbers', async (t) => {
  const seeded = sandbox.seed.customers[2];
  if (!seeded) throw new Error('seed has customers');
  const byMobile = await client.oldUserHistory(seeded.mobile, ctx);
  t.equal(byMobile?.first_name, seeded.first_name);
  t.equal(
    byMobile?.total_repayable,
    seeded.total_repayable,
    'sent as "12360.00", read as a number',
  );
  t.equal(typeof byMobile?.lead_id, 'string');
  const byPan = await client.oldUserHistory(seeded.pancard.toLowerCase(), ctx);
  t.equal(byPan?.mobile, seeded.mobile, 'PAN matched case-insensitively');
  t.equal(await client.oldUserHistory('9999999999', ctx), null, 'no match is null');
});

t.test('oldUserHistory leaves a missing email null and a missing id as CUS', async (t) => {
  const noEmail = sandbox.seed.customers.find((c) => c.email === undefined);
  const noId = sandbox.seed.customers.find((c) => c.id === undefined);
  t.equal((await client.oldUserHistory(noEmail?.mobile ?? '', ctx))?.email, null);
  t.equal((await client.oldUserHistory(noId?.mobile ?? '', ctx))?.id, 'CUS');
});

t.test('getLeadDetails answers the first lead of the list, or null', async (t) => {
  const lead = sandbox.seed.leads[0];
  t.same(await client.getLeadDetails(lead?.lead_id ?? '', ctx), {
    first_name: lead?.first_name,
    sur_name: lead?.sur_name,
    loan_recommended: lead?.loan_recommended,
    repayment_date: lead?.repayment_date,
    repayment_amount: lead?.repayment_amount,
  });
  t.equal(await client.getLeadDetails('1', ctx), null);
});

t.test('getLeadInfo answers the HTML text as it came', async (t) => {
  const lead = sandbox.seed.leads[0];
  const html = await client.getLeadInfo(lead?.lead_id ?? '', lead?.pan ?? '', ctx);
  t.match(html, /<h4>PAN verified<\/h4>/);
});

t.test('uploadVideo streams a recording and the sandbox counts every byte', async (t) => {
  const size = 3 * 1024 * 1024 + 17;
  const result = await client.uploadVideo(
    {
      leadRefstr: encodeRefstr(sandbox.seed.leads[1]?.lead_id ?? ''),
      video: sampleWebm(size),
      filename: 'kyc.webm',
      contentType: 'video/webm;codecs=vp8,opus',
      signal: new AbortController().signal,
    },
    ctx,
  );
  t.same(result, { ok: true, status: 200, complete: true });
  t.same(sandbox.records.uploads.at(-1), {
    refstr: encodeRefstr(sandbox.seed.leads[1]?.lead_id ?? ''),
    bytes: size,
    validWebm: true,
    contentType: 'video/webm;codecs=vp8,opus',
  });
});

t.test('uploadVideo reports a refused upload as not ok with its status', async (t) => {
  const result = await client.uploadVideo(
    {
      leadRefstr: encodeRefstr('1'),
      video: sampleWebm(1000),
      filename: 'kyc.webm',
      contentType: 'video/webm',
      signal: new AbortController().signal,
    },
    ctx,
  );
  t.same(result, { ok: false, status: 400, complete: true });
});

t.test(
  'uploadVideo counts a 200 that came before the whole video was sent as not ok',
  async (t) => {
    sandbox.faults.set('callAwsforUploadVideo', 'early-answer');
    let held = true;
    const stop = new AbortController();
    async function* video(): AsyncGenerator<Buffer> {
      yield* sampleWebm(64 * 1024);
      // The rest would follow only later: the upstream has answered by then.
      while (held && !stop.signal.aborted) await new Promise((r) => setTimeout(r, 10));
      yield Buffer.alloc(64 * 1024);
    }
    const result = await client.uploadVideo(
      {
        leadRefstr: encodeRefstr(sandbox.seed.leads[1]?.lead_id ?? ''),
        video: video(),
        filename: 'kyc.webm',
        contentType: 'video/webm',
        signal: stop.signal,
      },
      ctx,
    );
    held = false;
    t.same(result, { ok: false, status: 200, complete: false });
  },
);

t.test('a GET that never gets headers times out and is not retried', async (t) => {
  sandbox.faults.set('getState', 'timeout');
  await fails(t, () => tight.getStates(ctx), 'timeout');
  t.equal(sandbox.calls.count('getState'), 1);
});

for (const status of ['502', '503', '504'] as const) {
  t.test(`a GET answered ${status} is retried twice, then fails with 'status'`, async (t) => {
    sandbox.faults.set('getState', status);
    await fails(t, () => client.getStates(ctx), 'status');
    t.equal(sandbox.calls.count('getState'), 3);
  });
}

t.test('a GET that gets 503 once succeeds on the retry', async (t) => {
  sandbox.faults.set('getLeadDetails', '503', { times: 1 });
  t.not(await client.getLeadDetails(sandbox.seed.leads[0]?.lead_id ?? '', ctx), null);
  t.equal(sandbox.calls.count('getLeadDetails'), 2);
});

t.test('a GET answered 500 is not retried', async (t) => {
  sandbox.faults.set('getState', '500');
  await fails(t, () => client.getStates(ctx), 'status');
  t.equal(sandbox.calls.count('getState'), 1);
});

t.test('a GET whose connection drops is retried, and succeeds if the next try does', async (t) => {
  sandbox.faults.set('oldUserHistory', 'drop', { times: 1 });
  t.not(await client.oldUserHistory(sandbox.seed.customers[0]?.mobile ?? '', ctx), null);
  t.equal(sandbox.calls.count('oldUserHistory'), 2);
});

t.test(
  "a GET whose connection always drops fails with 'connection' after three tries",
  async (t) => {
    sandbox.faults.set('getState', 'drop');
    await fails(t, () => client.getStates(ctx), 'connection');
    t.equal(sandbox.calls.count('getState'), 3);
  },
);

t.test('POSTs are never retried', async (t) => {
  for (const [call, fault] of [
    ['getCity', '502'],
    ['getPincodeByCityId', '503'],
    ['saveLendingPage', '504'],
  ] as const) {
    sandbox.faults.set(call, fault);
  }
  await fails(t, () => client.getCities('26', ctx), 'status');
  await fails(t, () => client.getPincodes('148', ctx), 'status');
  await fails(t, () => client.saveLendingPage(application({ pan: 'ZZZPT5555Q' }), ctx), 'status');
  t.equal(sandbox.calls.count('getCity'), 1);
  t.equal(sandbox.calls.count('getPincodeByCityId'), 1);
  t.equal(sandbox.calls.count('saveLendingPage'), 1);
});

t.test("a POST whose connection drops fails with 'connection' after one try", async (t) => {
  sandbox.faults.set('saveLendingPage', 'drop');
  await fails(
    t,
    () => client.saveLendingPage(application({ pan: 'ZZZPT6666Q' }), ctx),
    'connection',
  );
  t.equal(sandbox.calls.count('saveLendingPage'), 1);
});

t.test("cut-off JSON is 'malformed'", async (t) => {
  sandbox.faults.set('getState', 'malformed-json');
  await fails(t, () => client.getStates(ctx), 'malformed');
});

t.test("an HTML error page is 'malformed' with status 200 and 'status' with 500", async (t) => {
  sandbox.faults.set('getState', 'html-error');
  await fails(t, () => client.getStates(ctx), 'malformed');
  sandbox.faults.set('saveLendingPage', 'html-error', { status: 500 });
  await fails(t, () => client.saveLendingPage(application({ pan: 'ZZZPT7777Q' }), ctx), 'status');
  sandbox.faults.set('getLeadInfo', 'html-error', { status: 500 });
  await fails(t, () => client.getLeadInfo('310001', 'PWHPS3187A', ctx), 'status');
});

t.test(
  "getLeadInfo's text is 'malformed' when it is an error page or JSON, not a fragment",
  async (t) => {
    sandbox.faults.set('getLeadInfo', 'html-error');
    await fails(t, () => client.getLeadInfo('310001', 'PWHPS3187A', ctx), 'malformed');
    sandbox.faults.set('getLeadInfo', 'malformed-json');
    await fails(t, () => client.getLeadInfo('310001', 'PWHPS3187A', ctx), 'malformed');
    sandbox.faults.clear();
    t.match(await client.getLeadInfo('310001', 'PWHPS3187A', ctx), /PAN verified/);
  },
);

t.test("a Status other than 1 is 'rejected' with the Message's text", async (t) => {
  sandbox.faults.set('getState', 'rejected');
  const err = await fails(t, () => client.getStates(ctx), 'rejected');
  t.equal(err.upstreamMessage, 'Service is under maintenance. Please try again later.');
});

t.test('an answer of the wrong shape is malformed, and the error names no values', async (t) => {
  sandbox.faults.set('oldUserHistory', 'rejected');
  const err = await fails(t, () => client.oldUserHistory('9810012345', ctx), 'malformed');
  t.notMatch(err.message, /9810012345/);
});

t.test('a body trickling slower than the body timeout times out', async (t) => {
  sandbox.faults.set('getState', 'slow-body', { delayMs: 1000 });
  await fails(t, () => tight.getStates(ctx), 'timeout');
  t.equal(sandbox.calls.count('getState'), 1);
});

t.test('a body trickling just fast enough still ends at the per-try deadline', async (t) => {
  sandbox.faults.set('getLeadInfo', 'slow-body', { delayMs: 100 });
  await fails(t, () => tight.getLeadInfo('310001', 'PWHPS3187A', ctx), 'timeout');
});

t.test("an answer over the size cap is 'too-large', declared or not", async (t) => {
  sandbox.faults.set('getState', 'oversize', { bytes: 512 * 1024, times: 1 });
  await fails(t, () => client.getStates(ctx), 'too-large');
  sandbox.faults.set('getLeadInfo', 'oversize', { bytes: 512 * 1024, chunked: true, times: 1 });
  await fails(t, () => client.getLeadInfo('310001', 'PWHPS3187A', ctx), 'too-large');
  t.same(
    await client.getStates({ requestId: 'after-cap' }).then((s) => s.length),
    36,
    'the pool still works',
  );
});

t.test('a redirect is not followed', async (t) => {
  sandbox.faults.set('getState', 'redirect');
  const err = await fails(t, () => client.getStates(ctx), 'status');
  t.match(err.message, /redirect/);
  t.equal(sandbox.calls.count('getState'), 1);
});

t.test("the caller's abort ends a waiting call at once with 'aborted'", async (t) => {
  sandbox.faults.set('getState', 'timeout');
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 50);
  await fails(t, () => client.getStates({ requestId: 'r', signal: controller.signal }), 'aborted');
});

t.test("an address nobody listens on fails with 'connection' after the retries", async (t) => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  const nowhere = createLendingClient({
    baseUrl: `http://127.0.0.1:${port}/api/`,
    timeoutMs: GENEROUS_TIMEOUT_MS,
    logger: silent,
  });
  await fails(t, () => nowhere.getStates(ctx), 'connection');
  await fails(t, () => nowhere.saveLendingPage(application(), ctx), 'connection');
  await nowhere.close();
});

t.test('an upload whose answer never comes times out on the idle clock', async (t) => {
  sandbox.faults.set('callAwsforUploadVideo', 'timeout');
  await fails(
    t,
    () =>
      tight.uploadVideo(
        {
          leadRefstr: encodeRefstr('310001'),
          video: sampleWebm(256 * 1024),
          filename: 'v.webm',
          contentType: 'video/webm',
          signal: new AbortController().signal,
        },
        ctx,
      ),
    'timeout',
  );
  t.equal(sandbox.calls.count('callAwsforUploadVideo'), 1);
});

t.test('an upload whose connection drops is not retried', async (t) => {
  sandbox.faults.set('callAwsforUploadVideo', 'drop');
  await fails(
    t,
    () =>
      client.uploadVideo(
        {
          leadRefstr: encodeRefstr('310001'),
          video: sampleWebm(1024 * 1024),
          filename: 'v.webm',
          contentType: 'video/webm',
          signal: new AbortController().signal,
        },
        ctx,
      ),
    'connection',
  );
  t.equal(sandbox.calls.count('callAwsforUploadVideo'), 1);
});

t.test('a stalled recording times out instead of holding the upload open', async (t) => {
  async function* stalls(): AsyncGenerator<Buffer> {
    yield webmHeader();
    await sleep(60_000, undefined, { ref: false });
  }
  await fails(
    t,
    () =>
      tight.uploadVideo(
        {
          leadRefstr: encodeRefstr('310001'),
          video: stalls(),
          filename: 'v.webm',
          contentType: 'video/webm',
          signal: new AbortController().signal,
        },
        ctx,
      ),
    'timeout',
  );
});

t.test('aborting an upload aborts the upstream request and frees its socket', async (t) => {
  const controller = new AbortController();
  let released = false;
  async function* endless(): AsyncGenerator<Buffer> {
    try {
      yield webmHeader();
      for (;;) {
        yield Buffer.alloc(16 * 1024, 1);
        await sleep(20);
      }
    } finally {
      released = true;
    }
  }
  const upload = client.uploadVideo(
    {
      leadRefstr: encodeRefstr('310001'),
      video: endless(),
      filename: 'v.webm',
      contentType: 'video/webm',
      signal: controller.signal,
    },
    ctx,
  );
  while (sandbox.uploadBytesInFlight() < 64 * 1024) await sleep(10);
  controller.abort();
  await fails(t, () => upload, 'aborted');
  for (let i = 0; i < 500 && sandbox.uploadBytesInFlight() > 0; i++) await sleep(10);
  t.equal(sandbox.uploadBytesInFlight(), 0, 'the sandbox saw the connection end');
  // A generator parked in an await is released when it next reaches a yield.
  for (let i = 0; i < 500 && !released; i++) await sleep(10);
  t.ok(released, 'the recording stream was released');
  t.equal(
    sandbox.records.uploads.filter((u) => u.refstr === encodeRefstr('310001')).length,
    0,
    'nothing recorded',
  );
});

t.test('every call reports its outcome once for metrics', async (t) => {
  outcomes.length = 0;
  await client.getStates(ctx);
  sandbox.faults.set('getState', '502');
  await client.getStates(ctx).catch(() => undefined);
  t.same(outcomes, [
    { call: 'getState', outcome: 'ok' },
    { call: 'getState', outcome: 'status' },
  ]);
});

t.test('the debug log names the call, status, duration and request id, and no PII', async (t) => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logged = createLendingClient({
    baseUrl: sandbox.lendingUrl,
    timeoutMs: GENEROUS_TIMEOUT_MS,
    logger: pino({ level: 'debug' }, sink),
  });
  const customer = sandbox.seed.customers[4];
  const payload = application({
    pan: 'ZZZPT8888Q',
    first_name: 'Uniquename',
    mobile: '9123456780',
  });
  await logged.saveLendingPage(payload, { requestId: 'req-log' });
  await logged.oldUserHistory(customer?.pancard ?? '', { requestId: 'req-log' });
  await logged.getLeadInfo('310001', 'PWHPS3187A', { requestId: 'req-log' });
  await logged.close();
  const text = lines.join('');
  const first = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
  t.match(first, { call: 'saveLendingPage', status: 200, requestId: 'req-log' });
  t.type(first.durationMs, 'number');
  for (const secret of [
    'ZZZPT8888Q',
    'Uniquename',
    '9123456780',
    customer?.pancard,
    customer?.mobile,
    customer?.first_name,
    'PWHPS3187A',
    'pancard=',
    'pan_number=',
  ]) {
    t.notOk(text.includes(String(secret)), `the log does not contain ${secret}`);
  }
});

t.test('the pool closes after all of the above', async (t) => {
  // A socket left hanging would keep close() waiting until the file's time-out.
  await t.resolves(client.close(), 'no socket is left hanging');
  await t.resolves(tight.close(), 'nor on the tight client');
});
