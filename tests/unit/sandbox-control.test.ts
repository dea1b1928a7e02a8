import pino from 'pino';
import t from 'tap';
import { request } from 'undici';
import { startSandbox } from '../../server/upstreams/sandbox/index.ts';

const sandbox = await startSandbox({ logger: pino({ level: 'silent' }), controlPort: 0 });
t.teardown(() => sandbox.close());
t.beforeEach(() => sandbox.faults.clear());
const control = sandbox.controlUrl!;

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = body === undefined
    ? {}
    : { 'content-type': 'application/json' },
) {
  const res = await request(new URL(path, control), {
    method: method as 'GET',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  return {
    status: res.statusCode,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

const lendingStatus = async (path: string, body?: unknown) =>
  (
    await request(new URL(path, sandbox.lendingUrl), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (res) => (await res.body.dump(), res))
  ).statusCode;

t.test('the control server listens on loopback only, when asked for', async (t) => {
  t.match(control, /^http:\/\/127\.0\.0\.1:\d+$/);
  const plain = await startSandbox({ logger: pino({ level: 'silent' }) });
  t.teardown(() => plain.close());
  t.equal(plain.controlUrl, undefined);
});

t.test('GET /records shows what the stand-ins received', async (t) => {
  const sms = await request(
    `${sandbox.smsUrl}?apikey=k&mobile=9876543210&message=${encodeURIComponent('Hello')}`,
  );
  await sms.body.dump();
  const { status, body } = await call('GET', '/records');
  t.equal(status, 200);
  t.same(Object.keys(body).sort(), ['applications', 'mail', 'payments', 'sms', 'uploads']);
  t.match(body.sms, [{ mobile: '9876543210', message: 'Hello' }]);
});

t.test('POST /records/reset empties every record', async (t) => {
  sandbox.records.sms.push({ mobile: '9876543210', message: 'x', at: 1 });
  sandbox.records.mail.push({
    to: 'a@example.in',
    from: 'website@rupeeflow.in',
    subject: 's',
    text: 't',
    attachments: [],
    kind: 'contact',
    at: 1,
  });
  t.equal((await call('POST', '/records/reset')).status, 204);
  t.same((await call('GET', '/records')).body, {
    applications: [],
    uploads: [],
    sms: [],
    mail: [],
    payments: [],
  });
});

t.test('PUT /faults/<call> arms a fault that meets only the requests it matches', async (t) => {
  const put = await call('PUT', '/faults/getLeadDetails', {
    kind: '500',
    match: '310002',
    times: 2,
  });
  t.equal(put.status, 204);
  t.equal(await lendingStatus('getLeadDetails?lead_id=310001'), 200, 'another lead is untouched');
  t.equal(await lendingStatus('getLeadDetails?lead_id=310002'), 500);
  t.equal(await lendingStatus('getLeadDetails?lead_id=310002'), 500);
  t.equal(await lendingStatus('getLeadDetails?lead_id=310002'), 200, 'used up after twice');

  // A JSON call's body is looked at too.
  await call('PUT', '/faults/getCity', { kind: '503', match: '"state_id":"26"' });
  t.equal(await lendingStatus('getCity', { state_id: '26' }), 503);
  t.equal(await lendingStatus('getCity', { state_id: '10' }), 200);
});

t.test('DELETE /faults clears them all, DELETE /faults/<call>?match= only that one', async (t) => {
  await call('PUT', '/faults/getLeadDetails', { kind: '500', match: '310001' });
  await call('PUT', '/faults/getLeadDetails', { kind: '500', match: '310002' });
  await call('PUT', '/faults/getState', { kind: '500' });
  t.equal((await call('DELETE', '/faults/getLeadDetails?match=310001')).status, 204);
  t.equal(await lendingStatus('getLeadDetails?lead_id=310001'), 200);
  t.equal(await lendingStatus('getLeadDetails?lead_id=310002'), 500);
  t.equal((await call('DELETE', '/faults')).status, 204);
  t.equal(await lendingStatus('getLeadDetails?lead_id=310002'), 200);
  t.equal(await lendingStatus('getState'), 200);
});

t.test('a fault that is not one is refused and nothing is armed', async (t) => {
  const bad = await call('PUT', '/faults/getState', { kind: 'explode', times: 0 });
  t.equal(bad.status, 400);
  t.match(bad.body.issues, [/kind/, /times/]);
  t.equal((await call('PUT', '/faults/getState', { kind: '500', extra: 1 })).status, 400);
  t.equal((await call('PUT', '/faults/nosuchCall', { kind: '500' })).status, 404);
  const notJson = await call(
    'PUT',
    '/faults/getState',
    { kind: '500' },
    {
      'content-type': 'text/plain',
    },
  );
  t.equal(notJson.status, 415);
  const garbled = await request(new URL('/faults/getState', control), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: '{"kind":',
  });
  t.equal(garbled.statusCode, 400);
  await garbled.body.dump();
  t.equal(await lendingStatus('getState'), 200);
});

t.test('a request under a name that is not loopback is refused (DNS rebinding)', async (t) => {
  const { status } = await call('GET', '/records', undefined, { host: 'attacker.example:80' });
  t.equal(status, 403);
  t.equal((await call('GET', '/nothing')).status, 404);
  t.equal((await call('POST', '/faults/getState')).status, 405);
});
