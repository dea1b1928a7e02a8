// Thirteen fictional borrowers for repayment lookups, as oldUserHistory answers them (some amounts as strings).
// Their dates follow the day they are looked up: a loan on time is due ahead, an overdue one is as many days past
// its due date as it says, with the published penal charge for those days (issue 41).
import { productTerms } from '../../../../shared/product-terms.ts';
import { todayIso } from '../../../../shared/india-date.ts';

export interface SeedCustomer {
  first_name: string;
  /** Not part of the listTask answer; kept for fixtures and the README. */
  sur_name: string;
  mobile: string;
  lead_id: number;
  loan_no: string;
  pancard: string;
  total_repayable: number;
  repayment_amount: number;
  repayment_date: string;
  status: 'Disbursed' | 'Overdue';
  /** Absent for a borrower with no e-mail on file (the site shows a placeholder). */
  email?: string;
  /** Absent for a borrower whose record has no customer id (the site falls back to 'CUS'). */
  id?: string;
  /** An overdue loan's principal: not part of the listTask answer; its penal charge is worked out from it. */
  principal?: number;
  /** An overdue loan's breakdown, for the borrowers whose record carries one (docs/decisions/0037). */
  principal_interest_due?: number;
  penal_charges?: number;
  days_overdue?: number;
  /**
   * A loan whose own terms the answer carries: disbursed this many days before today (so its date moves with the
   * clock, and the loan stays inside its cooling-off period), with its amount, daily rate and tenure (issue 45).
   */
  terms?: { disbursedDaysAgo: number; loan_amount: number; roi: number; days: number };
  /** Loans the borrower took before this one, listed after it in listTask (issue 46: My loans). */
  earlierLoans?: readonly SeedEarlierLoan[];
}

/**
 * A loan repaid and closed: listed after the borrower's current loan, with its own terms and the day it closed
 * (extension fields, README "Extensions"), so My loans shows its no-dues certificate.
 */
export interface SeedClosedLoan {
  lead_id: number;
  loan_no: string;
  status: 'Closed';
  terms: { disbursedDaysAgo: number; loan_amount: number; roi: number; days: number };
  /** Closed this many days before today: the day it was repaid. */
  closedDaysAgo: number;
  /** What was repaid: loan amount and interest. */
  repayment_amount: number;
}

/**
 * An earlier loan still open beside the current one (a second advance within the borrower's limit): listed after
 * it, due on its own date, so My loans offers Pay Now on a loan that is not the first of listTask (issue 46).
 */
export interface SeedOpenLoan {
  lead_id: number;
  loan_no: string;
  status: 'Disbursed';
  terms: { disbursedDaysAgo: number; loan_amount: number; roi: number; days: number };
  /** What is due on its due date: loan amount and interest. */
  repayment_amount: number;
}

export type SeedEarlierLoan = SeedClosedLoan | SeedOpenLoan;

/** The penal charge of the one product-terms module, as a fraction of the overdue principal per day. */
const penalPerDay = productTerms.penalChargePercentPerDay / 100;

/** Whole days from YYYY-MM-DD `today`, as a date: negative goes back. */
function daysFrom(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A loan on time, due `dueInDays` after the day it is looked up. */
interface OnTime {
  status: 'Disbursed';
  dueInDays: number;
}

/**
 * A loan `daysOverdue` days past its due date on the day it is looked up: its penal charge is the published one
 * (productTerms.penalChargePercentPerDay of `principal` a day, docs/decisions/0097), and what it owes in all stays
 * `total_repayable`, the README's figure.
 */
interface Late {
  status: 'Overdue';
  daysOverdue: number;
  principal: number;
  /** The lending record carries the breakdown (docs/decisions/0037); without it the page says "call us". */
  breakdown: boolean;
}

type Extra = {
  email?: string | null;
  id?: string | null;
  terms?: SeedCustomer['terms'];
  earlierLoans?: SeedCustomer['earlierLoans'];
};

function customer(
  today: string,
  first_name: string,
  sur_name: string,
  pancard: string,
  mobile: string,
  lead_id: number,
  total_repayable: number,
  loan: OnTime | Late,
  extra: Extra = {},
): SeedCustomer {
  const late = loan.status === 'Overdue' ? loan : undefined;
  const penalty = late
    ? Math.round(late.principal * penalPerDay * late.daysOverdue * 100) / 100
    : 0;
  const record: SeedCustomer = {
    first_name,
    sur_name,
    mobile,
    lead_id,
    loan_no: `RFL${String(lead_id).slice(-6)}`,
    pancard,
    total_repayable,
    repayment_amount: Math.round((total_repayable - penalty) * 100) / 100,
    repayment_date: daysFrom(today, late ? -late.daysOverdue : (loan as OnTime).dueInDays),
    status: loan.status,
  };
  const email =
    extra.email === undefined ? `${first_name}.${sur_name}@example.com`.toLowerCase() : extra.email;
  if (email !== null) record.email = email;
  const id = extra.id === undefined ? `CUS${lead_id}` : extra.id;
  if (id !== null) record.id = id;
  if (extra.terms) record.terms = extra.terms;
  if (extra.earlierLoans) record.earlierLoans = extra.earlierLoans;
  if (late) record.principal = late.principal;
  if (late?.breakdown) {
    record.principal_interest_due = record.repayment_amount;
    record.penal_charges = penalty;
    record.days_overdue = late.daysOverdue;
  }
  return record;
}

const due = (dueInDays: number): OnTime => ({ status: 'Disbursed', dueInDays });
const late = (daysOverdue: number, principal: number, breakdown: boolean): Late => ({
  status: 'Overdue',
  daysOverdue,
  principal,
  breakdown,
});

/** The sixteen borrowers as the lending API answers them on `today` (YYYY-MM-DD, India). */
export function customersOn(today: string): readonly SeedCustomer[] {
  const c = (...args: Parameters<typeof customer> extends [string, ...infer R] ? R : never) =>
    customer(today, ...args);
  return [
    c('Aarav', 'Mehta', 'BQKPM4821K', '9810012345', 210001, 5150, due(7)),
    c('Diya', 'Nair', 'CVLPN5532D', '9847023456', 210002, 8240, due(12)),
    c('Kabir', 'Singh', 'DHWPS6619H', '9915034567', 210003, 12360, late(8, 9500, true)),
    c('Ananya', 'Iyer', 'EJXPI7284M', '9884045678', 210004, 15450, due(20), { email: null }),
    c('Rohan', 'Das', 'FNZPD3390B', '8013056789', 210005, 18540, late(5, 14000, false)),
    c('Meera', 'Kulkarni', 'GPAPK8841Q', '9822067890', 210006, 20600, due(27), { id: null }),
    c('Vikram', 'Reddy', 'HQBPR2267T', '9948078901', 210007, 24720, due(30)),
    c('Sneha', 'Gupta', 'JRCPG9175W', '7042089012', 210008, 28840, due(34)),
    c('Arjun', 'Pillai', 'KSDPP1058Y', '9746090123', 210009, 32960, late(3, 25000, true)),
    // Disbursed yesterday: inside the cooling-off period, so the repay page offers the exit (issue 45). ₹36,000
    // at 0.2% a day for 15 days is the ₹37,080 due.
    c('Ishita', 'Banerjee', 'LTEPB6403C', '9830101234', 210010, 37080, due(14), {
      terms: { disbursedDaysAgo: 1, loan_amount: 36000, roi: 0.2, days: 15 },
    }),
    c('Farhan', 'Qureshi', 'MUFPQ7712F', '6350112345', 210011, 42230, due(50)),
    c('Kavya', 'Joshi', 'NVGPJ2946N', '9558123456', 210012, 48300, late(12, 37000, false)),
    // No mobile on record: no code can reach this borrower, who is asked to call us (docs/decisions/0035).
    c('Nikhil', 'Bose', 'PWHPB3318R', '', 210013, 9270, due(14)),
    // Two loans (issue 46): ₹10,000 at 0.1% a day for 30 days, due in 18 days, and before it a ₹10,000 loan at
    // 0.5% a day repaid through our gateway 41 days ago and closed (its payment is in the sandbox's ledger seed).
    c('Pooja', 'Menon', 'AKMPM5567R', '9871023456', 210014, 10300, due(18), {
      terms: { disbursedDaysAgo: 12, loan_amount: 10000, roi: 0.1, days: 30 },
      earlierLoans: [
        {
          lead_id: 209014,
          loan_no: 'RFL209014',
          status: 'Closed',
          terms: { disbursedDaysAgo: 71, loan_amount: 10000, roi: 0.5, days: 30 },
          closedDaysAgo: 41,
          repayment_amount: 11500,
        },
      ],
    }),
    // Paid yesterday through our gateway (the ledger seed), which the lending API does not show yet: My loans
    // lists the payment and its receipt, and offers no Pay Now for 72 hours (issue 19 item 1).
    c('Manish', 'Thakur', 'BLTPT4432H', '9711045678', 210015, 14420, due(9), {
      terms: { disbursedDaysAgo: 21, loan_amount: 14000, roi: 0.1, days: 30 },
    }),
    // Two loans due at once (issue 46): ₹6,000 at 0.1% a day for 30 days, disbursed 8 days ago, and before it
    // ₹8,000 at 0.1% a day for 30 days, disbursed 26 days ago and due in 4 days (₹8,240): the second of listTask.
    c('Rhea', 'Kapoor', 'DNRPK6281M', '9820456123', 210016, 6180, due(22), {
      terms: { disbursedDaysAgo: 8, loan_amount: 6000, roi: 0.1, days: 30 },
      earlierLoans: [
        {
          lead_id: 209016,
          loan_no: 'RFL209016',
          status: 'Disbursed',
          terms: { disbursedDaysAgo: 26, loan_amount: 8000, roi: 0.1, days: 30 },
          repayment_amount: 8240,
        },
      ],
    }),
  ];
}

/** The borrowers as they stand today (tests and the README read them). */
export const customers: readonly SeedCustomer[] = customersOn(todayIso());

/** The customer whose mobile or PAN (any case) is `query`, as oldUserHistory matches it on `today`. */
export function findCustomer(query: string, today = todayIso()): SeedCustomer | undefined {
  const q = query.trim().toUpperCase();
  if (q === '') return undefined;
  return customersOn(today).find((c) => c.mobile === q || c.pancard === q);
}
