// The company's identity: the one place an operator edits names, numbers and addresses, with its first part (the
// name, the legal name, the hours) in site-identity.ts beside it.
// Values marked SAMPLE are placeholders for this build and must be replaced before going live.
import { siteIdentity } from './site-identity.ts';
import { grievanceLinePhone, grievanceLinePhoneHref } from './service-promises.ts';

export interface BankAccount {
  name: string;
  logo: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
  branch: string;
  accountType: string;
  upi?: string;
}

export interface Officer {
  role: string;
  name: string;
  phone: string;
  email: string;
}

// Object.assign marked pure, not a spread: a bundler must assume a spread may run getters, so it would run this
// module for its effects on every page, the first load included (decision 0132).
export const site = /* @__PURE__ */ Object.assign({}, siteIdentity, {
  tagline: 'Salary advances, the same day you need them',
  cin: 'U65929UP2019PTC118742', // SAMPLE
  rbiRegistration: 'N-12.00512', // SAMPLE: Certificate of Registration as an NBFC (non-deposit-taking)
  gstin: '09AAKCR4821M1Z5', // SAMPLE
  address: {
    lines: ['Tower B, 7th Floor, Logix Technova', 'Sector 132, Noida', 'Uttar Pradesh 201304'], // SAMPLE
    city: 'Noida',
    state: 'Uttar Pradesh',
    pincode: '201304',
    mapQuery: 'Sector 132, Noida, Uttar Pradesh 201304',
    geo: { lat: 28.5129, lng: 77.3806 },
  },
  phone: '+91 120 456 7890', // SAMPLE: used for calls and WhatsApp
  phoneHref: '+911204567890',
  grievanceLinePhoneHref,
  whatsappHref: 'https://wa.me/911204567890',
  email: 'info@rupeeflow.in', // SAMPLE
  careersEmail: 'careers@rupeeflow.in', // SAMPLE
  grievanceOfficer: {
    role: 'Grievance Redressal Officer',
    name: 'Ms. Kavita Sharma', // SAMPLE
    // The grievance line: its number and hours are service promises (service-promises.ts).
    phone: grievanceLinePhone,
    email: 'grievance@rupeeflow.in', // SAMPLE
  } satisfies Officer,
  // The Principal Nodal Officer at the head office that the Integrated Ombudsman Scheme, 2026 asks of every
  // regulated entity it covers, who is also our nodal officer for digital lending complaints.
  nodalOfficer: {
    role: 'Principal Nodal Officer',
    name: 'Mr. Arvind Mehta', // SAMPLE
    phone: '+91 120 456 7892', // SAMPLE
    email: 'nodal.officer@rupeeflow.in', // SAMPLE
  } satisfies Officer,
  principalOfficer: {
    role: 'Principal Officer',
    name: 'Mr. Sanjay Verma', // SAMPLE
    phone: '+91 120 456 7893', // SAMPLE
    email: 'principal.officer@rupeeflow.in', // SAMPLE
  } satisfies Officer,
  /**
   * Whether the Reserve Bank - Integrated Ombudsman Scheme, 2026 covers the Company: it covers NBFCs that take
   * deposits, or have a customer interface and assets of ₹100 crore or more on the previous year's audited balance
   * sheet. Set from that balance sheet each year; every page that explains escalation reads it (decision 0105).
   */
  ombudsmanCoverage: {
    covered: true, // SAMPLE
    /** The balance sheet the position is read from. */
    balanceSheetDate: '2026-03-31', // SAMPLE
  },
  bankAccounts: [
    {
      name: 'HDFC Bank',
      logo: 'banks/hdfc.svg',
      accountName: 'Rupeeflow Finance Private Limited',
      accountNumber: '50200071234567', // SAMPLE
      ifsc: 'HDFC0000590', // SAMPLE
      branch: 'Sector 18, Noida',
      accountType: 'Current Account',
      upi: 'rupeeflow.collect@hdfcbank', // SAMPLE
    },
    {
      name: 'ICICI Bank',
      logo: 'banks/icici.svg',
      accountName: 'Rupeeflow Finance Private Limited',
      accountNumber: '071505002345', // SAMPLE
      ifsc: 'ICIC0000715', // SAMPLE
      branch: 'Sector 62, Noida',
      accountType: 'Current Account',
    },
  ] satisfies BankAccount[],
  social: {
    linkedin: 'https://www.linkedin.com/company/rupeeflow', // SAMPLE
    x: 'https://x.com/rupeeflow', // SAMPLE
  },
  rbiCms: 'https://cms.rbi.org.in',
  // The RBI's public directory of digital lending apps is on its website under Citizen's Corner >
  // DLAs Deployed by Regulated Entities; link the directory page itself once its address is confirmed.
  rbiDlaDirectory: 'https://www.rbi.org.in',
  sachet: 'https://sachet.rbi.org.in',
} as const);

export type Site = typeof site;
