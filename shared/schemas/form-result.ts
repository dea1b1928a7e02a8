// A form posted without script (issue 19 item 8): the server renders the form's page with this as page data,
// either the confirmation or the values sent and a message per field. The page parses it before use.
import { z } from 'zod';
import { complaintStatusSchema } from './complaint-status.ts';

export const formResultSchema = z.object({
  /** Contact, careers, a privacy request (issue 18), the complaint status lookup (issue 41). */
  form: z.enum(['contact', 'careers', 'privacy', 'complaint']),
  /** The text values as sent, to fill the form again (never a file). */
  values: z.record(z.string(), z.string()).default({}),
  errors: z.record(z.string(), z.string()).optional(),
  /** A message about the whole form (too many submissions, a file too large). */
  formError: z.string().optional(),
  sent: z.object({ message: z.string(), reference: z.string().optional() }).optional(),
  /** The complaint status lookup's answer. */
  status: complaintStatusSchema.optional(),
});

export type FormResult = z.output<typeof formResultSchema>;

/** The form's result when the page data is one for `form`; undefined otherwise. */
export function formResultFor(data: unknown, form: FormResult['form']): FormResult | undefined {
  const parsed = formResultSchema.safeParse(data);
  return parsed.success && parsed.data.form === form ? parsed.data : undefined;
}
