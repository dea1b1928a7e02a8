// Thirteen fictional borrowers for repayment lookups, as oldUserHistory answers them (some amounts as strings).

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
  /** An overdue loan's breakdown, for the borrowers whose record carries one (docs/decisions/0037). */
  principal_interest_due?: number;
  penal_charges?: number;
  days_overdue?: number;
}

function customer(
  first_name: string,
  sur_name: string,
  pancard: string,
  mobile: string,
  lead_id: number,
  total_repayable: number,
  repayment_date: string,
  status: SeedCustomer['status'],
  extra: { email?: string | null; id?: string | null; daysOverdue?: number } = {},
): SeedCustomer {
  const penalty = status === 'Overdue' ? Math.round(total_repayable * 0.04) : 0;
  const record: SeedCustomer = {
    first_name,
    sur_name,
    mobile,
    lead_id,
    loan_no: `RFL${String(lead_id).slice(-6)}`,
    pancard,
    total_repayable,
    repayment_amount: total_repayable - penalty,
    repayment_date,
    status,
  };
  const email =
    extra.email === undefined ? `${first_name}.${sur_name}@example.com`.toLowerCase() : extra.email;
  if (email !== null) record.email = email;
  const id = extra.id === undefined ? `CUS${lead_id}` : extra.id;
  if (id !== null) record.id = id;
  if (extra.daysOverdue !== undefined) {
    record.principal_interest_due = record.repayment_amount;
    record.penal_charges = penalty;
    record.days_overdue = extra.daysOverdue;
  }
  return record;
}

export const customers: readonly SeedCustomer[] = [
  customer('Aarav', 'Mehta', 'BQKPM4821K', '9810012345', 210001, 5150, '2026-11-05', 'Disbursed'),
  customer('Diya', 'Nair', 'CVLPN5532D', '9847023456', 210002, 8240, '2026-11-10', 'Disbursed'),
  customer('Kabir', 'Singh', 'DHWPS6619H', '9915034567', 210003, 12360, '2026-11-15', 'Overdue', {
    daysOverdue: 8,
  }),
  customer('Ananya', 'Iyer', 'EJXPI7284M', '9884045678', 210004, 15450, '2026-11-18', 'Disbursed', {
    email: null,
  }),
  customer('Rohan', 'Das', 'FNZPD3390B', '8013056789', 210005, 18540, '2026-11-20', 'Overdue'),
  customer(
    'Meera',
    'Kulkarni',
    'GPAPK8841Q',
    '9822067890',
    210006,
    20600,
    '2026-11-25',
    'Disbursed',
    { id: null },
  ),
  customer('Vikram', 'Reddy', 'HQBPR2267T', '9948078901', 210007, 24720, '2026-11-28', 'Disbursed'),
  customer('Sneha', 'Gupta', 'JRCPG9175W', '7042089012', 210008, 28840, '2026-12-02', 'Disbursed'),
  customer('Arjun', 'Pillai', 'KSDPP1058Y', '9746090123', 210009, 32960, '2026-12-07', 'Overdue', {
    daysOverdue: 3,
  }),
  customer(
    'Ishita',
    'Banerjee',
    'LTEPB6403C',
    '9830101234',
    210010,
    37080,
    '2026-12-12',
    'Disbursed',
  ),
  customer(
    'Farhan',
    'Qureshi',
    'MUFPQ7712F',
    '6350112345',
    210011,
    42230,
    '2026-12-18',
    'Disbursed',
  ),
  customer('Kavya', 'Joshi', 'NVGPJ2946N', '9558123456', 210012, 48300, '2026-12-22', 'Overdue'),
  // No mobile on record: no code can reach this borrower, who is asked to call us (docs/decisions/0035).
  customer('Nikhil', 'Bose', 'PWHPB3318R', '', 210013, 9270, '2026-11-12', 'Disbursed'),
];

/** The customer whose mobile or PAN (any case) is `query`, as oldUserHistory matches it. */
export function findCustomer(query: string): SeedCustomer | undefined {
  const q = query.trim().toUpperCase();
  if (q === '') return undefined;
  return customers.find((c) => c.mobile === q || c.pancard === q);
}
