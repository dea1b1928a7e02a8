// The careers form's fixed terms, without zod: the Careers page shows them in its first load, and
// shared/schemas/careers.ts builds the API's schema from them (decision 0118).
import { formPageMessages } from './form-page-messages.ts';

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

/** The file name endings the form accepts before sending (the server checks the bytes). */
export function hasResumeExtension(fileName: string): boolean {
  return /\.(pdf|docx?)$/i.test(fileName);
}

export const careersAccepted = { message: formPageMessages.careersAccepted } as const;
