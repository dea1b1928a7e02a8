// The careers application (SPEC section 2, Careers): every field required; one schema for the form and
// POST /api/careers. The resume itself is checked by its first bytes on the server; here only its presence and size.
import { z } from 'zod';
import { email, mobile, multilineText, oneOf, requiredText } from './fields.ts';
import { messages } from '../messages.ts';
import { fieldMessages } from '../field-messages.ts';

/** Options of the "applying for" select. */
export const careerRoles = [
  'Credit Analyst',
  'Collections Executive',
  'Customer Support Associate',
  'KYC Verification Executive',
  'Software Engineer',
  'Data Analyst',
  'Compliance Associate',
  'Marketing Executive',
  'Other',
] as const;

/** Options of the notice-period select. */
export const noticePeriods = ['Immediate', '15 days', '30 days', '60 days', '90 days'] as const;

/** DESIGN section 9; the server's limit comes from RESUME_MAX_BYTES, this is what the form tells the applicant. */
export const resumeMaxBytes = 5 * 1024 * 1024;

/** What the file picker offers; the server decides by content, not by these names. */
export const resumeAccept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const careersLimits = { fullName: 100, reason: 2000 } as const;

/** The chosen file as both sides know it: its name and size (the bytes travel separately). */
export const resumeSchema = z
  .object({ name: z.string(), size: z.number().int().nonnegative() }, { error: messages.required })
  .refine((file) => file.size > 0, fieldMessages.resumeEmpty)
  .refine((file) => file.size <= resumeMaxBytes, fieldMessages.resumeTooLarge);

export const careersSchema = z.object({
  fullName: requiredText(careersLimits.fullName),
  email: email,
  phone: mobile,
  applyingFor: oneOf(careerRoles),
  noticePeriod: oneOf(noticePeriods),
  reason: multilineText(careersLimits.reason),
  resume: resumeSchema,
});

/** The text fields alone: what the multipart body carries besides the file. */
export const careersFieldsSchema = careersSchema.omit({ resume: true });

export type CareersInput = z.input<typeof careersSchema>;
export type Careers = z.output<typeof careersSchema>;
export type CareersFields = z.output<typeof careersFieldsSchema>;

/** The file name endings the form accepts before sending (the server checks the bytes). */
export function hasResumeExtension(fileName: string): boolean {
  return /\.(pdf|docx?)$/i.test(fileName);
}

export const careersAccepted = { message: fieldMessages.careersAccepted } as const;

export const careersAcceptedSchema = z.object({ message: z.string() });
