// The careers application (SPEC section 2, Careers): every field required; one schema for the form and
// POST /api/careers. The resume itself is checked by its first bytes on the server; here only its presence and size.
import { z } from 'zod';
import { email, mobile, multilineText, oneOf, requiredText } from './fields.ts';
import { messages } from '../messages.ts';
import { formPageMessages } from '../form-page-messages.ts';
import { careerRoles, careersLimits, noticePeriods, resumeMaxBytes } from '../careers-terms.ts';

export {
  careerRoles,
  careersAccepted,
  careersLimits,
  hasResumeExtension,
  noticePeriods,
  resumeAccept,
  resumeMaxBytes,
} from '../careers-terms.ts';

/** The chosen file as both sides know it: its name and size (the bytes travel separately). */
export const resumeSchema = z
  .object({ name: z.string(), size: z.number().int().nonnegative() }, { error: messages.required })
  .refine((file) => file.size > 0, formPageMessages.resumeEmpty)
  .refine((file) => file.size <= resumeMaxBytes, formPageMessages.resumeTooLarge);

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

export const careersAcceptedSchema = z.object({ message: z.string() });
