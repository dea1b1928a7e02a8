// A lending API that is not our sandbox: plain node:http under a path prefix, with its own data, answering in
// the documented shapes of SPEC section 7 (Status/Data/Message, listTask, text), ids and amounts as strings
// where the real one sends them so. Records what it was asked, so tests can see each call arrive.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STUB_PREFIX = '/partner/v2/lending/';

export interface StubRequest {
  method: string;
  /** The path without the prefix: the call's name. */
  call: string;
  query: Record<string, string>;
  body: unknown;
  requestId: string | undefined;
}

export interface LendingStub {
  /** The base URL to configure as LENDING_API_URL, prefix included. */
  url: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

/** The stub's own data: none of it is in the sandbox's seed. */
export const stubData = {
  state: { id: 501, name: 'Goa' },
  city: { id: '7701', name: 'Panaji' },
  pincodes: [
    { id: 88001, pincode: 403001 },
    { id: '88002', pincode: '403002' },
  ],
  customer: {
    first_name: 'Farah',
    mobile: 9123400001,
    lead_id: 770001,
    loan_no: 'GOA-77-0001',
    pancard: 'MNOPF1234K',
    total_repayable: '12,875.50',
    repayment_amount: '12500',
    repayment_date: '2026-12-15',
    status: 'Disbursed',
    email: 'farah.shaikh@example.org',
    id: 'CUS7701',
  },
  lead: {
    leadId: '770001',
    pan: 'MNOPF1234K',
    first_name: 'Farah',
    sur_name: 'Shaikh',
    loan_recommended: '20000.00',
    repayment_date: '2026-12-15',
    repayment_amount: 23000,
  },
};

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
const json = (res: ServerResponse, value: unknown) =>
  send(res, 200, 'application/json; charset=utf-8', JSON.stringify(value));

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

function answer(call: string, query: Record<string, string>, body: unknown, res: ServerResponse) {
  const field = (name: string) =>
    typeof body === 'object' && body !== null
      ? String((body as Record<string, unknown>)[name])
      : '';
  const { state, city, pincodes, customer, lead } = stubData;
  const none = { Status: '0', Message: 'No data', Data: null };
  switch (call) {
    case 'getState':
      return json(res, {
        Status: '1',
        Message: 'OK',
        Data: [{ state_id: state.id, state: state.name, country_id: 99 }],
      });
    case 'getCity':
      if (field('state_id') !== String(state.id)) return json(res, none);
      return json(res, { Status: 1, Data: [{ city_id: city.id, city: city.name }] });
    case 'getPincodeByCityId':
      if (field('city_id') !== city.id) return json(res, none);
      return json(res, {
        Status: 1,
        Message: '',
        Data: pincodes.map((p) => ({ pincode_id: p.id, pincode: p.pincode })),
      });
    case 'saveLendingPage':
      return json(res, {
        Status: 1,
        Message: '<p>Thank you, <b>your application is received</b>.</p>',
        Data: { lead_id: '990001' },
      });
    case 'oldUserHistory': {
      const q = (query.pancard ?? '').toUpperCase();
      const found = q === customer.pancard || q === String(customer.mobile);
      return json(res, { listTask: found ? [customer, { ...customer, loan_no: 'OLDER' }] : null });
    }
    case 'getLeadDetails':
      // The bare-list form SPEC allows ("a list; first item used").
      if (query.lead_id !== lead.leadId) return json(res, []);
      return json(res, [{ ...lead, lead_id: lead.leadId }]);
    case 'getLeadInfo':
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        query.lead_id === lead.leadId && query.pan_number?.toUpperCase() === lead.pan
          ? '<div class="verified"><h4>PAN verified</h4><p>Name: <b>FARAH SHAIKH</b></p></div>'
          : '<div><p>PAN does not match.</p></div>',
      );
    default:
      return send(res, 404, 'text/html', '<h1>Not Found</h1>');
  }
}

export async function startLendingStub(): Promise<LendingStub> {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub.invalid');
    if (!url.pathname.startsWith(STUB_PREFIX)) {
      req.resume();
      return send(res, 404, 'text/html', '<h1>Not Found</h1>');
    }
    const call = url.pathname.slice(STUB_PREFIX.length);
    const query = Object.fromEntries(url.searchParams);
    void readJson(req).then((body) => {
      const requestId = req.headers['x-request-id'];
      requests.push({
        method: req.method ?? '',
        call,
        query,
        body,
        requestId: typeof requestId === 'string' ? requestId : undefined,
      });
      answer(call, query, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${STUB_PREFIX}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
