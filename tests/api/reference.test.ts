import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { serverMessages } from '../../shared/server-messages.ts';

const { app } = await startApp(t, { LENDING_API_TIMEOUT_MS: '400' });
const sandbox = app.services.sandbox!;
t.beforeEach(() => sandbox.faults.clear());

t.test('states list all 36 states and union territories', async (t) => {
  const res = await app.inject({ url: '/api/states' });
  t.equal(res.statusCode, 200);
  const { states } = res.json();
  t.equal(states.length, 36);
  t.ok(states.some((s: { name: string }) => s.name === 'Ladakh'));
  t.match(states[0], { id: String, name: String });
});

t.test('cities and pincodes follow the chosen state and city', async (t) => {
  const { states } = (await app.inject({ url: '/api/states' })).json();
  const up = states.find((s: { name: string }) => s.name === 'Uttar Pradesh');
  const { cities } = (await app.inject({ url: `/api/states/${up.id}/cities` })).json();
  const noida = cities.find((c: { name: string }) => c.name === 'Noida');
  t.ok(noida);
  const { pincodes } = (await app.inject({ url: `/api/cities/${noida.id}/pincodes` })).json();
  t.ok(pincodes.some((p: { pincode: string }) => p.pincode === '201301'));
  t.ok(pincodes.every((p: { pincode: string }) => /^[1-9]\d{5}$/.test(p.pincode)));
});

t.test('reference data is cached: repeat calls do not reach the upstream', async (t) => {
  await app.inject({ url: '/api/states' });
  const before = sandbox.calls.count('getState');
  for (let i = 0; i < 5; i++) t.equal((await app.inject({ url: '/api/states' })).statusCode, 200);
  t.equal(sandbox.calls.count('getState'), before);
});

t.test('a non-numeric id is a 400, not an upstream call', async (t) => {
  const res = await app.inject({ url: '/api/states/abc/cities' });
  t.equal(res.statusCode, 400);
  const huge = await app.inject({ url: '/api/cities/1234567890123/pincodes' });
  t.equal(huge.statusCode, 400);
});

t.test(
  "a failing states call answers 502 with the upstream message or 'Failed to fetch states'",
  async (t) => {
    const fresh = await startApp(t, { LENDING_API_TIMEOUT_MS: '400' });
    const sb = fresh.app.services.sandbox!;
    sb.faults.set('getState', '500');
    let res = await fresh.app.inject({ url: '/api/states' });
    t.equal(res.statusCode, 502);
    t.equal(res.json().detail, 'Failed to fetch states');
    sb.faults.set('getState', 'rejected');
    res = await fresh.app.inject({ url: '/api/states' });
    t.equal(res.statusCode, 502);
    t.notMatch(res.json().detail, /[<>]/);
    t.not(res.json().detail, '');
    sb.faults.clear();
    t.equal(
      (await fresh.app.inject({ url: '/api/states' })).statusCode,
      200,
      'a failure is not cached',
    );
  },
);

t.test('an upstream GET (getState) is retried on 502/503 then succeeds', async (t) => {
  // The default budget: three attempts and two back-offs inside this file's 400 ms ran out once in CI at load 16,
  // and this test is about the retries, not the budget (lending-faults tests the budget).
  const fresh = await startApp(t);
  const sb = fresh.app.services.sandbox!;
  sb.faults.set('getState', '503', { times: 2 });
  const res = await fresh.app.inject({ url: '/api/states' });
  t.equal(res.statusCode, 200);
  t.equal(sb.calls.count('getState'), 3);
});

t.test('an unknown state or city answers 404 with a clear message, not 502', async (t) => {
  const state = await app.inject({ url: '/api/states/99999/cities' });
  t.equal(state.statusCode, 404);
  t.equal(state.json().detail, serverMessages.unknownState);
  const city = await app.inject({ url: '/api/cities/99999/pincodes' });
  t.equal(city.statusCode, 404);
  t.equal(city.json().detail, serverMessages.unknownCity);
  sandbox.faults.set('getCity', 'rejected');
  const refused = await app.inject({ url: '/api/states/99998/cities' });
  t.equal(refused.statusCode, 502, 'a refusal that is not "no record" stays an upstream failure');
  sandbox.faults.clear();
});

t.test('an upstream POST (getCity) is not retried', async (t) => {
  sandbox.faults.set('getCity', '503', { times: 1 });
  const before = sandbox.calls.count('getCity');
  t.equal((await app.inject({ url: '/api/states/77/cities' })).statusCode, 502);
  t.equal(sandbox.calls.count('getCity') - before, 1);
});

// The faults of issue 4 (time-out, 5xx, malformed answers, a dropped connection) are tested on every endpoint by
// lending-faults.test.ts; these two are the ones it leaves out.
for (const fault of ['redirect', 'oversize'] as const) {
  t.test(`a city list ${fault} answers 502 and the server keeps serving`, async (t) => {
    sandbox.faults.set('getCity', fault);
    const res = await app.inject({ url: `/api/states/${900 + fault.length}/cities` });
    t.equal(res.statusCode, 502);
    t.match(res.headers['content-type'], 'application/problem+json');
    sandbox.faults.clear();
    t.equal((await app.inject({ url: '/api/states' })).statusCode, 200);
  });
}
