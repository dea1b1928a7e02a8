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

export async function noidaAddress(app: FastifyInstance) {
  const states = (await app.inject({ url: '/api/states' })).json().states as Array<{
    id: string;
    name: string;
  }>;
  const state = states.find((s) => s.name === 'Uttar Pradesh')!;
  const cities = (await app.inject({ url: `/api/states/${state.id}/cities` })).json()
    .cities as Array<{ id: string; name: string }>;
  const city = cities.find((c) => c.name === 'Noida')!;
  const pincodes = (await app.inject({ url: `/api/cities/${city.id}/pincodes` })).json()
    .pincodes as Array<{ pincode: string }>;
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
