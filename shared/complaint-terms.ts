// The grievance desk's fixed terms, without zod: the status lookup on /grievance-redressal shows them in its first
// load, and shared/schemas/complaint.ts builds the API's schemas from them (decision 0113).

import { ombudsmanScheme, servicePromises } from './service-promises.ts';

/** Our reply is due within 14 days; from day 30 without a reply (or an unsatisfying one) the RBI Ombudsman. */
export const complaintClocks = {
  replyDays: servicePromises.complaintReplyDays,
  escalationDays: servicePromises.escalationDays,
} as const;
export const ombudsmanPortal = ombudsmanScheme.portal;

export const complaintStatuses = ['received', 'in-progress', 'resolved', 'closed'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  received: 'Received',
  'in-progress': 'Being looked into',
  resolved: 'Resolved: our reply has been sent',
  closed: 'Closed',
};
