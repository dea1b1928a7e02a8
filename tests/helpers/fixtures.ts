// Small builders of valid inputs; each test changes only what it is about.
import type { FastifyInstance } from 'fastify';

export const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

let panCounter = 1000;
/** A fresh, valid individual's PAN each call, so the sandbox never sees a duplicate by accident. */
export const freshPan = () => `ZZZPT${String(panCounter++).padStart(4, '0')}Q`;

/**
 * A reference list, asked again when the lending stand-in did not answer in time: a file that shortens the lending
 * time-out (to test it elsewhere) can see the first call time out on a loaded machine, and the address is not what
 * such a file is about. Any other answer fails at once.
 */
async function list<T>(app: FastifyInstance, url: string, key: string): Promise<T[]> {
  for (let attempt = 1; ; attempt++) {
    const res = await app.inject({ url });
    if (res.statusCode === 200) return res.json()[key] as T[];
    if (res.statusCode !== 504 && res.statusCode !== 502)
      throw new Error(`${url}: ${res.statusCode}`);
    if (attempt === 5) throw new Error(`${url}: ${res.statusCode} five times: ${res.body}`);
  }
}

export async function noidaAddress(app: FastifyInstance) {
  const states = await list<{ id: string; name: string }>(app, '/api/states', 'states');
  const state = states.find((s) => s.name === 'Uttar Pradesh')!;
  const cities = await list<{ id: string; name: string }>(
    app,
    `/api/states/${state.id}/cities`,
    'cities',
  );
  const city = cities.find((c) => c.name === 'Noida')!;
  const pincodes = await list<{ pincode: string }>(
    app,
    `/api/cities/${city.id}/pincodes`,
    'pincodes',
  );
  return { state: state.id, city: city.id, pincode: pincodes[0]!.pincode };
}

export function applicationBody(
  address: { state: string; city: string; pincode: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    loanAmount: '25000',
    monthlyIncome: '45000',
    firstName: 'Ananya',
    middleName: '',
    surName: 'Iyer',
    panNumber: freshPan(),
    dob: yearsAgo(30),
    gender: 'female',
    mobile: '9876543210',
    alternateMobile: '',
    email: 'ananya.iyer@example.com',
    officialEmail: '',
    obligations: '',
    ...address,
    acceptTerms: true,
    consentCreditReport: true,
    consentContact: true,
    ...overrides,
  };
}

/** Files a complaint over HTTP as the contact page's script does, on a listening app: its reference number. */
export async function fileComplaint(url: string): Promise<string> {
  const contact = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({
      name: 'Rahul Verma',
      phone: '9811122233',
      email: 'rahul.verma@example.in',
      category: 'Complaint',
      subject: 'Charged twice',
      message: 'My repayment was taken twice.',
    }),
  });
  return ((await contact.json()) as { reference: string }).reference;
}
