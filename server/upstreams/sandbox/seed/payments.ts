// Payments the sandbox's borrowers made through our gateway before today (issue 46): written into our own payment
// ledger when the site starts on the sandbox, so My loans has a history and receipts to show. Dated back from the
// start, like the loans' dates, and written again at each start (same txnid), so their age stays as described.
export interface SeedPayment {
  txnid: string;
  lead_id: string;
  loan_no: string;
  /** Two decimals, as the ledger keeps it. */
  amount: string;
  /** Settled (verified paid) this many hours before the site started. */
  hoursAgo: number;
}

export const seedPayments: readonly SeedPayment[] = [
  // Pooja Menon's earlier loan, repaid in full on the day it closed (41 days ago).
  {
    txnid: 'SBX209014PAID',
    lead_id: '209014',
    loan_no: 'RFL209014',
    amount: '11500.00',
    hoursAgo: 41 * 24,
  },
  // Manish Thakur's loan, paid yesterday: inside the 72 hours in which no second payment is offered.
  {
    txnid: 'SBX210015PAID',
    lead_id: '210015',
    loan_no: 'RFL210015',
    amount: '14420.00',
    hoursAgo: 20,
  },
];
