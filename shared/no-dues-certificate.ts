// The no-dues certificate's wording (issue 46): one module, so every certificate says the same, with the loan number,
// the day the loan closed and our registered details (site.ts). Hindi in the .hi.ts sibling.
import { site } from './site.ts';

export const noDuesCertificate = {
  title: 'No-dues certificate',
  body: (name: string, loanNumber: string, closedOn: string) =>
    `This is to certify that ${name} has repaid in full loan number ${loanNumber} taken from ${site.legalName}, and that the loan was closed on ${closedOn}. Nothing is due from the borrower under this loan: no principal, interest, penal charge or other charge.`,
  closedUnknown: 'the date in our lending records',
  bureau:
    'We report the loan as closed to the credit information companies in our next monthly report. If your credit report does not show it as closed within 60 days, write to our grievance officer.',
  registered: `${site.legalName}, a non-deposit-taking NBFC registered with the Reserve Bank of India (Certificate of Registration ${site.rbiRegistration}), CIN ${site.cin}.`,
  address: `Registered office: ${site.address.lines.join(', ')}.`,
  issuedOn: (date: string) => `Issued on ${date}.`,
  electronic:
    'This certificate is issued electronically and needs no signature. Check that it is genuine with its reference on our website.',
} as const;
