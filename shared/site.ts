// The company's identity: the one place an operator edits names, numbers and addresses.
// Values marked SAMPLE are placeholders for this build and must be replaced before going live.

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

export const site = {
  brand: 'Rupeeflow',
  legalName: 'Rupeeflow Finance Private Limited', // SAMPLE
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
  officeHours: '10:00AM - 7:00PM',
  grievanceHours: '10:00-21:00 Mon-Fri, 10:00-19:00 Sat',
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
    salaryMitraApp: { name: 'SalaryMitra app', website: 'salarymitra.example' }, // SAMPLE
    salaryMitra: {
      name: 'SalaryMitra Technologies Private Limited', // SAMPLE
      website: 'salarymitra.example', // SAMPLE
    },
    collectRight: {
      name: 'CollectRight Services Private Limited', // SAMPLE
      website: 'collectright.example', // SAMPLE
    },
    veriTrust: {
      name: 'VeriTrust Analytics Private Limited', // SAMPLE
      website: 'veritrust.example', // SAMPLE
    },
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/rupeeflow', // SAMPLE
    x: 'https://x.com/rupeeflow', // SAMPLE
  },
  rbiCms: 'https://cms.rbi.org.in',
  sachet: 'https://sachet.rbi.org.in',
} as const;

export type Site = typeof site;
