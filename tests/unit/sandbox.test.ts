import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import t from 'tap';
import { request } from 'undici';
import { decodeRefstr, encodeRefstr } from '../../server/verification/refstr.ts';
import { startSandbox } from '../../server/upstreams/sandbox/index.ts';
import { sampleWebm, webmHeader } from '../../server/upstreams/sandbox/sample-webm.ts';
import { multipart, type Multipart } from '../helpers/multipart.ts';

const SECRET = 'sandbox-test-secret';
const logger = pino({ level: 'silent' });
const sandbox = await startSandbox({ logger, refstrSecret: SECRET });
t.teardown(() => sandbox.close());
t.beforeEach(() => {
  sandbox.faults.clear();
  sandbox.calls.reset();
});

/** The sandbox's answers as the tests read them: an envelope, or oldUserHistory's listTask. */
interface Answer {
  status: number;
  body: {
    Status?: number | string;
    Message?: string;
    Data: Array<Record<string, unknown>>;
    listTask: Array<Record<string, unknown>>;
  };
}

async function getJson(path: string): Promise<Answer> {
  const res = await request(new URL(path, sandbox.lendingUrl));
  return { status: res.statusCode, body: (await res.body.json()) as Answer['body'] };
}

async function postJson(path: string, payload: unknown): Promise<Answer> {
  const res = await request(new URL(path, sandbox.lendingUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: (await res.body.json()) as Answer['body'] };
}

/** A multipart upload body: the refstr field, then the video part, each piece yielded separately. */
async function* uploadBody(
  form: Multipart,
  refstr: string,
  video: AsyncIterable<Buffer>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(form.field('refstr', refstr));
  yield Buffer.from(form.fileHead('video', { filename: 'kyc.webm', type: 'video/webm' }));
  yield* video;
  yield Buffer.from(form.fileEnd + form.closing);
}

async function upload(body: AsyncIterable<Buffer>, form: Multipart): Promise<Answer> {
  const res = await request(new URL('callAwsforUploadVideo', sandbox.lendingUrl), {
    method: 'POST',
    headers: { 'content-type': form.contentType },
    body: Readable.from(body),
  });
  return { status: res.statusCode, body: (await res.body.json()) as Answer['body'] };
}

t.test(
  'the seed holds all 28 states and 8 union territories under their current names',
  async (t) => {
    const { states } = sandbox.seed;
    t.equal(states.length, 36);
    t.equal(states.filter((s) => s.kind === 'state').length, 28);
    t.equal(states.filter((s) => s.kind === 'union territory').length, 8);
    t.equal(new Set(states.map((s) => s.state)).size, 36, 'names are unique');
    for (const name of [
      'Ladakh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Jammu and Kashmir',
      'Delhi',
      'Puducherry',
      'Telangana',
    ]) {
      t.ok(
        states.some((s) => s.state === name),
        name,
      );
    }
    t.notOk(
      states.some(
        (s) =>
          /Daman and Diu$/.test(s.state) && s.state !== 'Dadra and Nagar Haveli and Daman and Diu',
      ),
      'no pre-2020 UT names',
    );
  },
);

t.test('every state has real cities, the big ones eight or more', async (t) => {
  for (const s of sandbox.seed.states)
    t.ok(s.cities.length >= 2, `${s.state} has ${s.cities.length} cities`);
  for (const name of [
    'Maharashtra',
    'Uttar Pradesh',
    'Karnataka',
    'Tamil Nadu',
    'Delhi',
    'West Bengal',
    'Gujarat',
  ]) {
    const state = sandbox.seed.states.find((s) => s.state === name);
    t.ok((state?.cities.length ?? 0) >= 8, `${name} has ${state?.cities.length}`);
  }
});

t.test('every pincode is six digits not starting with 0, ids are unique numbers', async (t) => {
  const cities = sandbox.seed.states.flatMap((s) => s.cities);
  const pins = cities.flatMap((c) => c.pincodes);
  t.ok(
    pins.every((p) => /^[1-9]\d{5}$/.test(p.pincode)),
    `${pins.length} pincodes well formed`,
  );
  t.equal(new Set(pins.map((p) => p.pincode_id)).size, pins.length);
  t.equal(new Set(cities.map((c) => c.city_id)).size, cities.length);
  t.ok(cities.every((c) => c.pincodes.length >= 1));
  const noida = cities.find((c) => c.city === 'Noida');
  t.same(
    noida?.pincodes.map((p) => p.pincode),
    ['201301', '201303', '201304', '201307', '201309'],
  );
  const delhi = sandbox.seed.states.find((s) => s.state === 'Delhi');
  t.ok(
    delhi?.cities.flatMap((c) => c.pincodes).every((p) => p.pincode.startsWith('11')),
    "Delhi's pincodes start with 11",
  );
});

t.test('the API answers states, cities and pincodes in its own envelope', async (t) => {
  const states = await getJson('getState');
  t.equal(states.body.Status, 1);
  t.equal(states.body.Data.length, 36);
  t.type(states.body.Data[0]?.state_id, 'string', 'ids arrive as strings here');
  const cities = await postJson('getCity', { state_id: 14 });
  t.equal(cities.body.Status, '1', 'and Status as a string there');
  t.ok(cities.body.Data.some((c) => c.city === 'Mumbai'));
  const unknown = await postJson('getCity', { state_id: '999' });
  t.same(unknown.body, { Status: 0, Message: 'No record found', Data: [] });
});

t.test(
  'all 16 customers are found by PAN in any case, and by mobile when they have one',
  async (t) => {
    const { customers } = sandbox.seed;
    t.equal(customers.length, 16);
    const noMobile = customers.filter((c) => c.mobile === '');
    t.equal(noMobile.length, 1, 'one has no mobile on record');
    const found = await getJson(`oldUserHistory?pancard=${noMobile[0]!.pancard}`);
    t.equal(found.body.listTask[0]?.mobile, '');
    for (const c of customers.filter((c) => c.mobile !== '')) {
      t.match(c.pancard, /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/, `${c.first_name}'s PAN is well formed`);
      t.match(c.mobile, /^[6-9]\d{9}$/);
      t.ok(c.total_repayable >= 5150 && c.total_repayable <= 48300);
      t.match(c.repayment_date, /^\d{4}-\d\d-\d\d$/);
      const byMobile = await getJson(`oldUserHistory?pancard=${c.mobile}`);
      const byPan = await getJson(`oldUserHistory?pancard=${c.pancard.toLowerCase()}`);
      t.equal(byMobile.body.listTask[0]?.lead_id, String(c.lead_id));
      t.equal(byPan.body.listTask[0]?.mobile, c.mobile);
    }
    t.ok(
      customers.some((c) => c.email === undefined),
      'one has no e-mail',
    );
    t.same((await getJson('oldUserHistory?pancard=ABCDE1234F')).body, { listTask: [] });
  },
);

t.test(
  'a borrower with an earlier loan: listTask holds both, the current one first (issue 46)',
  async (t) => {
    const listTask = (await getJson('oldUserHistory?pancard=9871023456')).body.listTask as Array<
      Record<string, string>
    >;
    t.same(
      listTask.map((l) => [l.loan_no, l.status]),
      [
        ['RFL210014', 'Disbursed'],
        ['RFL209014', 'Closed'],
      ],
    );
    t.equal(listTask[1]?.total_repayable, '0.00');
    t.match(listTask[1]?.closed_date, /^\d{4}-\d\d-\d\d$/);
    const details = (await getJson('getLeadDetails?lead_id=209014')).body;
    t.equal(
      details.Data[0]?.loan_recommended,
      '10000.00',
      'getLeadDetails answers for a customer loan',
    );
    t.same(
      sandbox.seed.payments.map((p) => p.loan_no),
      ['RFL209014', 'RFL210015'],
      'the ledger seed: the closed loan and a payment made yesterday',
    );
  },
);

t.test('every lead has a link whose refstr decodes back to it', async (t) => {
  t.ok(sandbox.seed.leads.length >= 5);
  for (const link of sandbox.seed.leadLinks) {
    t.match(link.leadId, /^\d{1,12}$/);
    t.equal(decodeRefstr(link.refstr, SECRET), link.leadId, 'signed, as the sandbox has a secret');
    t.ok(link.videoKycPath.startsWith('/video-kyc?refstr='));
  }
  const lead = sandbox.seed.leads[0];
  const details = await getJson(`getLeadDetails?lead_id=${lead?.lead_id}`);
  t.equal(details.body.Data[0]?.first_name, lead?.first_name);
});

t.test("one lead's PAN answer carries hostile markup", async (t) => {
  const hostile = sandbox.seed.leads.find((l) => l.panCheck === 'hostile-markup');
  const res = await request(
    new URL(
      `getLeadInfo?lead_id=${hostile?.lead_id}&pan_number=${hostile?.pan}`,
      sandbox.lendingUrl,
    ),
  );
  const html = await res.body.text();
  t.match(html, /<script>/);
  t.match(html, /onerror=/);
  t.match(html, /javascript:/);
});

t.test(
  'saveLendingPage refuses missing fields, bad PANs and duplicates with tagged Messages',
  async (t) => {
    const good = {
      loan_amount: 10000,
      monthly_income: 30000,
      first_name: 'A',
      pan: 'ZZZPA1111A',
      dob: '1990-01-01',
      gender: 'MALE',
      mobile: '9000000002',
      email_personal: 'a@example.com',
      state_id: '1',
      city: '1',
      pin: '530001',
      term_and_condition: 'YES',
    };
    t.match((await postJson('saveLendingPage', { ...good, first_name: '' })).body, {
      Status: 0,
      Message: /<b>first_name<\/b>/,
    });
    t.match((await postJson('saveLendingPage', { ...good, pan: 'ZZZPA11111' })).body, {
      Status: 0,
      Message: /PAN/,
    });
    t.match((await postJson('saveLendingPage', { ...good, mobile: '900000000' })).body, {
      Status: 0,
      Message: /mobile/,
    });
    t.match((await postJson('saveLendingPage', good)).body, {
      Status: 1,
      Message: 'Application submitted successfully',
    });
    t.same(
      (await postJson('saveLendingPage', good)).body.Message,
      '<p>Application already exists for this <b>PAN</b>.</p>',
    );
    t.equal(
      sandbox.records.applications.filter((a) => a.pan === 'ZZZPA1111A').length,
      1,
      'only the accepted one is recorded',
    );
  },
);

t.test('uploads are counted while they stream, not after', async (t) => {
  const form = multipart('test-boundary-streaming');
  const leadRefstr = encodeRefstr('310002');
  const first = 512 * 1024;
  async function* recording(): AsyncGenerator<Buffer> {
    const head = Buffer.alloc(first, 0x41);
    webmHeader().copy(head);
    yield head;
    // The rest is held back until the sandbox has counted most of the first part (it keeps a
    // boundary's length back): a sink that buffered the whole request first would never get here.
    while (sandbox.uploadBytesInFlight() < first - 1024) await sleep(5);
    yield Buffer.alloc(first, 0x42);
  }
  const res = await upload(uploadBody(form, leadRefstr, recording()), form);
  t.equal(res.status, 200);
  t.same(sandbox.records.uploads.at(-1), {
    refstr: leadRefstr,
    bytes: 2 * first,
    validWebm: true,
    contentType: 'video/webm',
  });
  t.equal(sandbox.uploadBytesInFlight(), 0);
});

t.test(
  'an upload split into one-byte chunks is still read right, boundaries across chunks included',
  async (t) => {
    const form = multipart('b');
    async function* bytes(): AsyncGenerator<Buffer> {
      for await (const piece of uploadBody(
        form,
        encodeRefstr('310003', SECRET),
        sampleWebm(1200, 1200),
      )) {
        for (const byte of piece) yield Buffer.from([byte]);
      }
    }
    const res = await upload(bytes(), form);
    t.equal(res.status, 200, 'a signed refstr is accepted when the sandbox has the secret');
    t.match(sandbox.records.uploads.at(-1), { bytes: 1200, validWebm: true });
  },
);

t.test('a file that is not WebM is refused with a Message, and recorded as such', async (t) => {
  async function* notWebm(): AsyncGenerator<Buffer> {
    yield Buffer.from('%PDF-1.7 not a video at all');
  }
  const form = multipart('x-y-z');
  const res = await upload(uploadBody(form, encodeRefstr('310001'), notWebm()), form);
  t.equal(res.status, 415);
  t.match(res.body, { Status: 0, Message: 'Invalid video file. Only WebM is accepted.' });
  t.match(sandbox.records.uploads.at(-1), { bytes: 27, validWebm: false });
});

t.test('an upload for an unknown lead is refused', async (t) => {
  const form = multipart('q');
  const res = await upload(uploadBody(form, encodeRefstr('999'), sampleWebm(100)), form);
  t.equal(res.status, 400);
});

t.test('the SMS sink records what it is sent', async (t) => {
  const url = new URL(sandbox.smsUrl);
  url.search = new URLSearchParams({
    apikey: 'k',
    mobile: '9000000003',
    message: 'Dear A, hello',
  }).toString();
  const res = await request(url);
  t.equal(res.statusCode, 200);
  await res.body.dump();
  t.match(sandbox.records.sms.at(-1), { mobile: '9000000003', message: 'Dear A, hello' });
  url.searchParams.delete('apikey');
  const refused = await request(url);
  t.equal(refused.statusCode, 401);
  await refused.body.dump();
  t.equal(sandbox.calls.count('sms'), 2);
});

t.test('a fault armed for n times applies n times, then the call answers normally', async (t) => {
  sandbox.faults.set('getState', '503', { times: 2 });
  t.equal((await getJson('getState')).status, 503);
  t.equal((await getJson('getState')).status, 503);
  t.equal((await getJson('getState')).status, 200);
  t.equal(sandbox.calls.count('getState'), 3);
});

t.test('a delayed answer comes after the delay, body intact', async (t) => {
  sandbox.faults.set('getCity', 'delay', { delayMs: 100, times: 1 });
  const started = performance.now();
  const res = await postJson('getCity', { state_id: '26' });
  t.ok(performance.now() - started >= 90);
  t.equal(res.body.Status, '1');
});

t.test('closing the sandbox does not wait for requests a fault holds open', async (t) => {
  const other = await startSandbox({ logger });
  other.faults.set('getState', 'timeout');
  const held = request(new URL('getState', other.lendingUrl)).catch((err: unknown) => err);
  while (other.calls.count('getState') === 0) await sleep(5);
  // A close that waited for the held request would wait forever: the time-out fault never answers.
  await other.close();
  t.type(await held, Error, 'the held request ended with an error');
});

t.test('a request a fault holds open is counted until its socket is cut', async (t) => {
  sandbox.faults.set('getState', 'timeout', { times: 1 });
  const cut = new AbortController();
  const held = request(new URL('getState', sandbox.lendingUrl), { signal: cut.signal }).catch(
    (err: unknown) => err,
  );
  while (sandbox.calls.count('getState') === 0) await sleep(5);
  t.equal(sandbox.openRequests('lending'), 1, 'the held request is open');
  cut.abort();
  await held;
  while (sandbox.openRequests('lending') > 0) await sleep(5);
  t.equal(sandbox.openRequests('lending'), 0, 'closed once the client cut it');
  const answered = await getJson('getState');
  t.equal(answered.status, 200);
  for (let i = 0; i < 100 && sandbox.openRequests('lending') > 0; i++) await sleep(10);
  t.equal(sandbox.openRequests('lending'), 0, 'an answered request is not counted');
});
