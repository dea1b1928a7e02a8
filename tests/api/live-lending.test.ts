// Against a lending API that is not the sandbox (same contract, other data, another host and path prefix),
// our endpoints behave the same: each happy path answers the shape it answers on the sandbox, with that API's data.
import t from 'tap';
import { verifiedSession } from '../helpers/otp-session.ts';
import { startApp } from '../helpers/app.ts';
import { applicationBody, noidaAddress } from '../helpers/fixtures.ts';
import { startLendingStub, STUB_PREFIX, stubData } from '../helpers/lending-stub.ts';
import { encodeRefstr } from '../../server/verification/refstr.ts';

const stub = await startLendingStub();
t.teardown(() => stub.close());
// Configured without the trailing slash, as an operator may well write it.
const live = await startApp(t, {
  // The requests come from our own proxy, so their x-request-id is taken (issue 40).
  TRUST_PROXY: '127.0.0.1',
  LENDING_API_URL: stub.url.replace(/\/$/, ''),
  SANDBOX_SIMULATE: 'payments,sms',
  REFSTR_UNSIGNED: 'allow',
  OTP_SECRET: 'a test secret of at least thirty-two characters',
});
const sandboxed = await startApp(t);

/** The shape of an answer: keys and value types, a list by its first item. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : [];
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shapeOf((value as Record<string, unknown>)[k])]),
    );
  }
  return value === null ? 'null' : typeof value;
}

const json = { 'content-type': 'application/json' };
const get = (app: typeof live, url: string) => app.app.inject({ url });
/** Posts with the session a code opens for the body's identifier (issue 16): the mobile, or the lookup query. */
const post = async (app: typeof live, url: string, payload: object, headers = {}) => {
  const body = payload as { mobile?: string; query?: string };
  const cookie =
    url === '/api/applications' && body.mobile
      ? await verifiedSession(app.app, 'apply', body.mobile)
      : url === '/api/repayments/lookup' && body.query && body.query !== '9000000001'
        ? await verifiedSession(app.app, 'repay', body.query)
        : undefined;
  return app.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...json, ...(cookie ? { cookie } : {}), ...headers },
  });
};

const { state, city, customer, lead } = stubData;
const sandboxAddress = await noidaAddress(sandboxed.app);
const sandboxCalls = live.app.services.sandbox?.calls;

t.test('states come from the configured API, shaped as on the sandbox', async (t) => {
  const res = await get(live, '/api/states');
  t.equal(res.statusCode, 200);
  t.same(res.json(), { states: [{ id: String(state.id), name: state.name }] });
  t.same(shapeOf(res.json()), shapeOf((await get(sandboxed, '/api/states')).json()));
});

t.test('cities and pincodes follow the chosen state and city', async (t) => {
  const cities = await get(live, `/api/states/${state.id}/cities`);
  t.equal(cities.statusCode, 200);
  t.same(cities.json(), { cities: [{ id: city.id, name: city.name }] });
  const sbCities = await get(sandboxed, `/api/states/${sandboxAddress.state}/cities`);
  t.same(shapeOf(cities.json()), shapeOf(sbCities.json()));

  const pincodes = await get(live, `/api/cities/${city.id}/pincodes`);
  t.equal(pincodes.statusCode, 200);
  t.same(pincodes.json(), {
    pincodes: [
      { id: '88001', pincode: '403001' },
      { id: '88002', pincode: '403002' },
    ],
  });
  const sbPincodes = await get(sandboxed, `/api/cities/${sandboxAddress.city}/pincodes`);
  t.same(shapeOf(pincodes.json()), shapeOf(sbPincodes.json()));
});

t.test('an application reaches the configured API whole and answers 201', async (t) => {
  const address = { state: String(state.id), city: city.id, pincode: '403001' };
  const body = applicationBody(address);
  const res = await post(live, '/api/applications', body, { 'x-request-id': 'live-apply-1' });
  t.equal(res.statusCode, 201);
  t.same(res.json(), { message: 'Thank you, your application is received.' }, 'tags stripped');
  const sent = stub.requests.findLast((r) => r.call === 'saveLendingPage')!;
  t.equal(sent.method, 'POST');
  t.equal(sent.requestId, 'live-apply-1', 'our request id travels upstream');
  t.match(sent.body, {
    pan: body.panNumber,
    gender: 'FEMALE',
    state_id: address.state,
    city: address.city,
    pin: address.pincode,
    term_and_condition: 'YES',
    lead_data_source_id: 38,
  });
  const sb = await post(sandboxed, '/api/applications', applicationBody(sandboxAddress));
  t.equal(sb.statusCode, 201);
  t.same(shapeOf(res.json()), shapeOf(sb.json()));
});

t.test('a repayment lookup by PAN or mobile answers the first loan, masked', async (t) => {
  for (const query of [customer.pancard.toLowerCase(), String(customer.mobile)]) {
    const res = await post(live, '/api/repayments/lookup', { query });
    t.equal(res.statusCode, 200);
    t.same(res.json().customer, {
      name: 'Farah',
      loanNumber: 'GOA-77-0001',
      amountDue: 12875.5,
      repaymentAmount: 12500,
      repaymentDate: '2026-12-15',
      status: 'Disbursed',
      maskedMobile: '********01',
      maskedEmail: 'f******h@example.org',
      maskedPan: '******234K',
    });
    t.notMatch(JSON.stringify(res.json()), customer.pancard);
    t.notMatch(JSON.stringify(res.json()), 'farah.shaikh@example.org');
  }
  const sb = await post(sandboxed, '/api/repayments/lookup', { query: '9810012345' });
  t.same(
    shapeOf((await post(live, '/api/repayments/lookup', { query: customer.pancard })).json()),
    shapeOf(sb.json()),
  );
  // A null listTask is no customer: no code goes anywhere, and without a session the answer is 401.
  const missing = await post(live, '/api/repayments/lookup', { query: '9000000001' });
  t.equal(missing.statusCode, 401);
});

t.test("a lead's refstr answers its greeting details; an unknown one 404", async (t) => {
  const res = await get(live, `/api/kyc/lead?refstr=${encodeRefstr(lead.leadId)}`);
  t.equal(res.statusCode, 200);
  t.same(res.json(), {
    firstName: 'Farah',
    surname: 'Shaikh',
    loanRecommended: 20000,
    repaymentDate: '2026-12-15',
    repaymentAmount: 23000,
  });
  const sb = await get(sandboxed, `/api/kyc/lead?refstr=${encodeRefstr('310001')}`);
  t.same(shapeOf(res.json()), shapeOf(sb.json()));
  const unknown = await get(live, `/api/kyc/lead?refstr=${encodeRefstr('123456')}`);
  t.equal(unknown.statusCode, 404);
});

t.test('PAN verification answers the configured API text, sanitized', async (t) => {
  const res = await post(live, '/api/pan/verify', {
    refstr: encodeRefstr(lead.leadId),
    pan: lead.pan,
  });
  t.equal(res.statusCode, 200);
  t.match(res.json().html, /PAN verified/);
  t.match(res.json().html, /FARAH SHAIKH/);
  const sb = await post(sandboxed, '/api/pan/verify', {
    refstr: encodeRefstr('310001'),
    pan: 'PWHPS3187A',
  });
  t.same(shapeOf(res.json()), shapeOf(sb.json()));
});

t.test('every call went to the configured API under its prefix, none to the sandbox', async (t) => {
  const calls = new Set(stub.requests.map((r) => r.call));
  for (const call of [
    'getState',
    'getCity',
    'getPincodeByCityId',
    'saveLendingPage',
    'oldUserHistory',
    'getLeadDetails',
    'getLeadInfo',
  ]) {
    t.ok(calls.has(call), `${STUB_PREFIX}${call} was called`);
    t.equal(sandboxCalls?.count(call) ?? 0, 0, `the sandbox saw no ${call}`);
  }
  t.ok(
    stub.requests.every((r) => r.requestId),
    'each carried a request id',
  );
});
