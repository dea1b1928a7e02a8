// The Get in Touch form's fixed terms, without zod: the Contact Us page shows them in its first load, and
// shared/schemas/contact.ts builds the API's schema from them (decision 0118).
import { formPageMessages } from './form-page-messages.ts';

export const contactLimits = { name: 100, subject: 150, message: 2000 } as const;

/** The grievance desk's categories (issue 18). */
export const contactCategories = [
  'General question',
  'Complaint',
  'Repayment',
  'KYC',
  'Privacy',
  'Fraud / unauthorised lender',
] as const;
export type ContactCategory = (typeof contactCategories)[number];

/** Categories that are grievances: each gets a GRV- reference and a status the sender can look up (decision 0039). */
export const complaintCategories: readonly ContactCategory[] = [
  'Complaint',
  'Fraud / unauthorised lender',
];

export const contactAccepted = { message: formPageMessages.contactAccepted } as const;
