// The words the Repay Your Loan components write around client/content/repay.ts: the loan table's row names, the
// overdue breakdown, the bank details and the copy buttons, so the Hindi build can put strings.hi.ts in place.
export const loanRows = {
  name: 'Name',
  loanNumber: 'Loan number',
  amountDue: 'Amount due',
  repaymentAmount: 'Repayment amount',
  repaymentDate: 'Repayment date',
  status: 'Status',
  mobile: 'Mobile',
  email: 'E-mail',
  pan: 'PAN',
} as const;

export const bankCopy = {
  accountName: 'Account name',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  branch: 'Branch',
  accountType: 'Account type',
  upi: 'UPI ID',
  qrTitle: (accountName: string, upi: string) => `UPI QR code to pay ${accountName}, UPI ID ${upi}`,
} as const;

export const copyButtonCopy = {
  copy: 'Copy',
  copied: 'Copied',
  failed: 'Copy failed',
  copyLabel: (label: string) => `Copy ${label}`,
  copiedLabel: (label: string) => `${label} copied`,
  failedLabel: (label: string) => `Could not copy the ${label}`,
} as const;

/**
 * The lending API's loan statuses in the reader's words (issue 41). A status not listed is shown as the lending
 * API wrote it, with `unknown` saying what it is.
 */
export const loanStatusCopy = {
  names: {
    Disbursed: 'Disbursed',
    Overdue: 'Overdue',
    Closed: 'Closed',
    Active: 'Active',
  } as Readonly<Record<string, string>>,
  unknown: (status: string) => `${status}`,
} as const;

/** The way from the loan found to every loan, payment and document of the borrower (issue 46: My loans). */
export const myLoansLink = {
  text: 'See all your loans, payments, receipts and documents',
} as const;
