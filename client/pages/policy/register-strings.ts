// The words around the lending-partner register on /lending-partners (LendingPartnerRegister.tsx); the Hindi build
// takes register-strings.hi.ts. The rows themselves come from the deployment's register file.
export const registerStrings = {
  heading: 'Our digital lending apps and lending service providers',
  caption: 'Digital lending apps and lending service providers',
  columns: ['Name', 'Type (DLA/LSP)', 'Role', 'Website', 'Grievance officer', 'Status'] as const,
  ownPlatform: (brand: string, app?: string) =>
    app ? `${brand} website and app (${app})` : `${brand} website`,
  ownRole:
    "The Company's own platform: loan application, KYC, Key Fact Statement, sanction, agreement, disbursement and repayment",
  thisWebsite: 'This website',
  active: 'Active',
  app: (app: string) => `App: ${app}`,
  sample: '(sample)',
  samplesNote:
    'Rows marked (sample) are placeholders of this demonstration site, not partners of the Company. A live site shows the register its operator supplies and will not start with sample rows.',
  loading: 'Loading the register…',
  failed: 'The register could not be loaded. Please reload the page.',
  directory: "Check any app against the RBI's directory of digital lending apps",
  language: 'en' as 'en' | 'hi',
};
