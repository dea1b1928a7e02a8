// The company's identity: the one place an operator edits names, numbers and addresses, with its first part (the
// name, the legal name, the hours) in site-identity.ts beside it.
// Values marked SAMPLE are placeholders for this build and must be replaced before going live.
import { siteIdentity } from './site-identity.ts';

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
  whatsappHref: 'https://wa.me/911204567890',
  email: 'info@rupeeflow.in', // SAMPLE
  careersEmail: 'careers@rupeeflow.in', // SAMPLE
  grievanceOfficer: {
    role: 'Grievance Redressal Officer',
    name: 'Ms. Kavita Sharma', // SAMPLE
    phone: '+91 120 456 7891', // SAMPLE
    email: 'grievance@rupeeflow.in', // SAMPLE
  } satisfies Officer,
  nodalOfficer: {
    role: 'Nodal Officer',
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
  /** The digital lending apps (DLA) and lending service providers (LSP) named on /lending-partners. */
  lendingPartners: {
    // Each with its grievance officer (RBI Digital Lending Directions 2025: published for every DLA and LSP).
    salaryMitraApp: {
      name: 'SalaryMitra app', // SAMPLE
      website: 'salarymitra.example', // SAMPLE
      grievanceOfficer: 'Mr. Rakesh Iyer, grievance@salarymitra.example, +91 80 4567 1200', // SAMPLE
    },
    salaryMitra: {
      name: 'SalaryMitra Technologies Private Limited', // SAMPLE
      website: 'salarymitra.example', // SAMPLE
      grievanceOfficer: 'Mr. Rakesh Iyer, grievance@salarymitra.example, +91 80 4567 1200', // SAMPLE
    },
    collectRight: {
      name: 'CollectRight Services Private Limited', // SAMPLE
      website: 'collectright.example', // SAMPLE
      grievanceOfficer: 'Ms. Neha Kapoor, grievance@collectright.example, +91 11 4987 2300', // SAMPLE
    },
    veriTrust: {
      name: 'VeriTrust Analytics Private Limited', // SAMPLE
      website: 'veritrust.example', // SAMPLE
      grievanceOfficer: 'Mr. Joseph Thomas, grievance@veritrust.example, +91 22 4123 8800', // SAMPLE
    },
  },
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
