// Fictional leads awaiting video KYC and PAN verification, and the links that reach them.
import { encodeRefstr } from '../../../verification/refstr.ts';

export type PanCheck = 'verified' | 'pending' | 'rejected' | 'hostile-markup';

export interface SeedLead {
  lead_id: string;
  first_name: string;
  sur_name: string;
  pan: string;
  loan_recommended: number;
  repayment_date: string;
  repayment_amount: number;
  /** What getLeadInfo says about the PAN; 'hostile-markup' answers script, handlers and javascript: links. */
  panCheck: PanCheck;
}

export const leads: readonly SeedLead[] = [
  {
    lead_id: '310001',
    first_name: 'Priya',
    sur_name: 'Sharma',
    pan: 'PWHPS3187A',
    loan_recommended: 15000,
    repayment_date: '2026-11-14',
    repayment_amount: 17250,
    panCheck: 'verified',
  },
  {
    lead_id: '310002',
    first_name: 'Rahul',
    sur_name: 'Verma',
    pan: 'QXJPV4473E',
    loan_recommended: 25000,
    repayment_date: '2026-11-21',
    repayment_amount: 28750,
    panCheck: 'verified',
  },
  {
    lead_id: '310003',
    first_name: 'Neha',
    sur_name: 'Kapoor',
    pan: 'RYKPK5528G',
    loan_recommended: 10000,
    repayment_date: '2026-11-30',
    repayment_amount: 11500,
    panCheck: 'pending',
  },
  {
    lead_id: '310004',
    first_name: 'Siddharth',
    sur_name: 'Rao',
    pan: 'SZLPR6634J',
    loan_recommended: 40000,
    repayment_date: '2026-12-05',
    repayment_amount: 46000,
    panCheck: 'rejected',
  },
  {
    lead_id: '310005',
    first_name: 'Tanvi',
    sur_name: 'Deshpande',
    pan: 'TAMPD7741L',
    loan_recommended: 8000,
    repayment_date: '2026-12-10',
    repayment_amount: 9200,
    panCheck: 'hostile-markup',
  },
  {
    lead_id: '48213795',
    first_name: 'Aditya',
    sur_name: 'Chauhan',
    pan: 'UBNPC8857P',
    loan_recommended: 30000,
    repayment_date: '2026-12-19',
    repayment_amount: 34500,
    panCheck: 'verified',
  },
];

export function findLead(leadId: unknown): SeedLead | undefined {
  const id = String(leadId ?? '').trim();
  return leads.find((l) => l.lead_id === id);
}

export interface LeadLink {
  leadId: string;
  name: string;
  panCheck: PanCheck;
  refstr: string;
  videoKycPath: string;
  panVerifyPath: string;
}

/** The refstr of every seeded lead (signed when a secret is given) and the site paths that use it. */
export function leadLinks(secret?: string): LeadLink[] {
  return leads.map((l) => {
    const refstr = encodeRefstr(l.lead_id, secret);
    const query = `refstr=${encodeURIComponent(refstr)}`;
    return {
      leadId: l.lead_id,
      name: `${l.first_name} ${l.sur_name}`,
      panCheck: l.panCheck,
      refstr,
      videoKycPath: `/video-kyc?${query}`,
      panVerifyPath: `/getpanverify?${query}`,
    };
  });
}
