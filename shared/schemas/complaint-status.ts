// A complaint's status as the borrower may see it: its own module, so the no-script form result (form-result.ts)
// reads it without the lookup's field rules (and the chunk the browser loads them in).
import { z } from 'zod';
import { complaintStatuses } from '../complaint-terms.ts';

export const complaintStatusSchema = z.object({
  reference: z.string(),
  status: z.enum(complaintStatuses),
  /** ISO 8601. */
  receivedAt: z.string(),
  replyDueBy: z.string(),
  escalationFrom: z.string(),
});
export type ComplaintStatusView = z.output<typeof complaintStatusSchema>;
