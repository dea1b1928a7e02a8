// How long we keep each kind of record, and the law or reason that sets the period: the one retention schedule. The
// privacy notice states it in both languages (its {{retention.*}} tokens, shared/service-promise-tokens.ts) and the
// records purge enforces `retentionDays` on the records this site keeps, so the notice and the purge cannot differ
// (issue 45, decision 0107). A period counts from the record's end: the loan closed, the complaint or request
// answered, the consent withdrawn or the relationship over, the application declined or withdrawn.

/** The records this site keeps in its own database, which the purge deletes when their period has passed. */
export type RecordKind =
  'consent' | 'complaint' | 'privacyRequest' | 'payment' | 'application' | 'loanDocument';

const YEAR = 365;

/** PMLA's period for KYC and transaction records: five years (Prevention of Money-laundering Act, 2002, s. 12). */
export const pmlaYears = 5;

export interface RetentionRule {
  /** Days after the record's end. */
  days: number;
  /** The basis of the period, named as the notice names it (the Hindi notice gives it in Hindi). */
  basis: 'pmla' | 'companiesAct' | 'limitation' | 'rejected' | 'loanRecords';
}

/** The schedule of the records this site keeps. */
export const retentionRules: Readonly<Record<RecordKind, RetentionRule>> = {
  // A consent is the evidence for the processing it allowed, so it is kept as long as the KYC and loan records that
  // processing produced: PMLA's five years after the relationship ends (or after the consent is withdrawn).
  consent: { days: pmlaYears * YEAR, basis: 'pmla' },
  // A complaint, a privacy request: three years after our final reply, the time within which either side may take
  // the matter to court (Limitation Act, 1963, article 113).
  complaint: { days: 3 * YEAR, basis: 'limitation' },
  privacyRequest: { days: 3 * YEAR, basis: 'limitation' },
  // A repayment is an entry in the Company's books of account: eight years (Companies Act, 2013, s. 128(5)), which
  // is longer than PMLA's five for a transaction record.
  payment: { days: 8 * YEAR, basis: 'companiesAct' },
  // An application that did not become a loan: one year after it was declined or withdrawn, long enough to answer
  // a complaint or a credit bureau dispute about it, then erased (DPDP Act, 2023, s. 8(7)). An application that
  // became a loan is part of the loan's KYC record, which the lending system keeps under PMLA.
  application: { days: YEAR, basis: 'rejected' },
  // The register of documents My loans issued (a receipt, a Key Fact Statement, a no-dues certificate; issue 46),
  // which /verify-document reads so a printed copy can be checked: a loan record, kept as the RBI KYC Directions,
  // 2025 keep loan and transaction records, five years after the loan's last document (a closed loan: the day it
  // closed, its certificate's date), then erased, its purpose and our legal duty both ended (DPDP Act, s. 8(7)).
  loanDocument: { days: pmlaYears * YEAR, basis: 'loanRecords' },
};

/** Days after the record's end that the purge keeps each kind of record. */
export const retentionDays: Readonly<Record<RecordKind, number>> = Object.freeze(
  Object.fromEntries(
    Object.entries(retentionRules).map(([kind, rule]) => [kind, rule.days]),
  ) as Record<RecordKind, number>,
);

/**
 * The records the lending system keeps (not this site), which the notice also states: the KYC record and the loan
 * and transaction records, five years after the relationship ends or the transaction, under PMLA.
 */
export const lendingRecordYears = { kyc: pmlaYears, loan: pmlaYears } as const;

/** A period as the notice writes it: whole years when it is, else days. */
export function retentionPeriod(days: number): { years: number } | { days: number } {
  return days % YEAR === 0 ? { years: days / YEAR } : { days };
}
