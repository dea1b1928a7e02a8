// The legal and policy documents: their routes and titles, in the order the footer lists them.

export interface PolicyRoute {
  slug: string;
  path: string;
  title: string;
  description: string;
}

const policy = (slug: string, title: string, description: string): PolicyRoute => ({
  slug,
  path: `/${slug}`,
  title,
  description,
});

export const policyRoutes: readonly PolicyRoute[] = [
  policy('terms-conditions', 'Terms & Conditions', 'The terms on which Rupeeflow offers its website and credit facilities.'),
  policy('privacy-policy', 'Privacy Policy', 'What personal data Rupeeflow collects, why, how it is protected and your rights.'),
  policy('corporate-governance', 'Corporate Governance', 'How the Board and its committees govern Rupeeflow.'),
  policy('fair-practice-code', 'Fair Practice Code', 'Our commitments on lending, charges, recovery and grievance redressal.'),
  policy('kyc-and-pmla', 'KYC and Anti-Money Laundering Policy', 'Customer identification, record keeping and reporting under the PMLA.'),
  policy('risk-management-policy', 'Risk Management Policy', 'How Rupeeflow identifies, assesses and controls risk.'),
  policy('interest-rate-policy', 'Interest Rate Policy', 'How interest rates and charges are set, graded and changed.'),
  policy('terms-rates', 'Terms & Rates', 'How the annual percentage rate is set, with a worked example.'),
  policy('key-fact-statement', 'Key Fact Statement', 'The key facts of a Rupeeflow loan: APR, fees, charges and grievance contacts.'),
  policy('grievance-redressal', 'Grievance Redressal', 'How to raise a complaint, whom to escalate to, and the timelines we keep.'),
  policy('lending-partners', 'Lending Partners', 'The digital lending apps and lending service providers we work with.'),
];
