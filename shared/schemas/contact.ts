// The Get in Touch form (SPEC section 2, Contact Us): validated with this schema in the browser and by POST /api/contact.
import { z } from 'zod';
import { fieldMessages } from '../field-messages.ts';
import { email, mobile, multilineText, oneOf, requiredText } from './fields.ts';

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

export const contactSchema = z.object({
  name: requiredText(contactLimits.name),
  phone: mobile,
  email: email,
  // A client from before the grievance desk sends none: its message is a general question.
  category: oneOf(contactCategories).default('General question'),
  subject: requiredText(contactLimits.subject),
  message: multilineText(contactLimits.message),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export const contactAccepted = { message: fieldMessages.contactAccepted } as const;

export { complaintAccepted } from '../field-messages.ts';

export const contactAcceptedSchema = z.object({
  message: z.string(),
  reference: z.string().optional(),
});
