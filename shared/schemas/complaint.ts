// The grievance desk: a complaint's status as the borrower may see it (GET /api/complaints/:reference?mobile=).
import { z } from 'zod';
import { fieldMessages } from '../field-messages.ts';
import { mobile } from './fields.ts';
import { complaintReference } from './reference-number.ts';
import { complaintClocks, type ComplaintStatus } from '../complaint-terms.ts';
import type { ComplaintStatusView } from './complaint-status.ts';

export {
  complaintClocks,
  complaintStatusLabels,
  complaintStatuses,
  ombudsmanPortal,
  type ComplaintStatus,
} from '../complaint-terms.ts';

/** The same mobile rule as the contact form the complaint came through. */
export const complaintLookupSchema = z.object({ reference: complaintReference, mobile });
export type ComplaintLookup = z.output<typeof complaintLookupSchema>;
export const complaintParamsSchema = z.object({ reference: z.string().max(40) });
/** The mobile is required: without it the lookup is refused (400), so the document says so. */
export const complaintQuerySchema = z.object({ mobile: z.string().max(20) });

export { complaintStatusSchema, type ComplaintStatusView } from './complaint-status.ts';

export const complaintNotFound = fieldMessages.complaintNotFound;

const DAY = 86_400_000;
export function complaintView(c: {
  reference: string;
  status: ComplaintStatus;
  receivedAt: string;
}): ComplaintStatusView {
  const at = Date.parse(c.receivedAt);
  return {
    reference: c.reference,
    status: c.status,
    receivedAt: c.receivedAt,
    replyDueBy: new Date(at + complaintClocks.replyDays * DAY).toISOString(),
    escalationFrom: new Date(at + complaintClocks.escalationDays * DAY).toISOString(),
  };
}
