// The words of a borrower's document page (issue 46): a payment receipt, their Key Fact Statement, a no-dues
// certificate. The certificate's own wording is shared/no-dues-certificate.ts. Hindi: strings.hi.ts.
export const documentCopy = {
  print: 'Print or save as PDF',
  back: 'Back to My loans',
  reference: 'Reference',
  checkAt: (url: string) => `Check that this document is genuine at ${url} with its reference.`,
  noSession: {
    title: 'Verify your mobile number first',
    text: 'Your documents are shown only after you type the one-time code we send to your registered mobile number.',
    action: 'Find my loan',
  },
  notYours: {
    title: 'Document not found',
    text: 'This link does not name a document of the loans your session opened. Open it from My loans.',
  },
  receipt: {
    title: 'Payment receipt',
    intro: (legalName: string) => `${legalName} acknowledges the payment below towards your loan.`,
    name: 'Received from',
    loanNumber: 'Loan number',
    amount: 'Amount received',
    paidAt: 'Date of payment',
    txnid: 'Transaction ID',
    method: 'Method',
    methodGateway: 'Online, through our payment gateway',
    note: 'This receipt is issued electronically and needs no signature.',
  },
  kfs: {
    title: 'Key Fact Statement',
    intro:
      'The key facts of your loan, as the Reserve Bank of India’s Key Facts Statement rules ask. Figures come from our lending system and our published terms.',
    name: 'Borrower',
    loanNumber: 'Loan number',
    amount: 'Loan amount (sanctioned)',
    dailyRate: 'Rate of interest',
    rate: (daily: string, annual: string) => `${daily}% a day (${annual}% a year), fixed`,
    processingFee: 'Processing fee',
    gstOnFee: 'GST on the processing fee',
    net: 'Net amount disbursed to you',
    tenure: 'Tenure',
    days: (n: number) => `${n} day${n === 1 ? '' : 's'}`,
    interest: 'Interest for the tenure',
    repayable: 'Total amount to be repaid',
    apr: 'Annual percentage rate (APR)',
    disbursedOn: 'Date of disbursement',
    dueOn: 'Due date (one payment)',
    penal: 'Penal charge if paid late',
    penalValue: (percent: string) =>
      `${percent}% of the overdue principal a day, from the day after the due date`,
    coolingOff: 'Cooling-off period',
    coolingOffValue: (days: number) =>
      `${days} days from disbursement: you may leave by repaying the principal and interest for the days used, with no penalty`,
    notGiven: 'Not given by our lending system',
    grievance: 'Grievance redressal',
    grievanceValue: (name: string, phone: string, email: string) => `${name}, ${phone}, ${email}`,
  },
  noDues: {
    loanNumber: 'Loan number',
  },
} as const;
