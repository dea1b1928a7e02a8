// The words of /verify-document (issue 46). Hindi: strings.hi.ts.
export const verifyCopy = {
  title: 'Check a document',
  intro:
    'Holding a payment receipt, Key Fact Statement or no-dues certificate from Rupeeflow? Type the reference printed at its foot to check that we issued it.',
  label: 'Document reference',
  hint: 'For example RFN-ABCD2345EFGH6789-WXYZ2345',
  check: 'Check',
  genuine: 'Genuine: we issued this document',
  genuineText:
    'Compare these details with your copy. If any of them differs, the copy was altered: do not rely on it and call us.',
  kinds: {
    receipt: 'Payment receipt',
    kfs: 'Key Fact Statement',
    'no-dues': 'No-dues certificate',
  },
  kind: 'Document',
  loanEnding: 'Loan number ends in',
  documentDate: {
    receipt: 'Date of payment',
    kfs: 'Date of disbursement',
    'no-dues': 'Date the loan closed',
  },
  amount: {
    receipt: 'Amount received',
    kfs: 'Loan amount',
    'no-dues': 'Amount',
  },
  issuedOn: 'First issued on',
  notGiven: 'Not recorded',
  notGenuine: 'We did not issue a document with this reference',
  notGenuineText:
    'Check that you typed it exactly as printed. If you did, the copy may have been altered or made up: do not rely on it, and tell us at',
  malformed: 'That is not a reference of ours',
  malformedText:
    'Our references look like RFK-ABCD2345EFGH6789-WXYZ2345. Type it exactly as printed on the document.',
} as const;
