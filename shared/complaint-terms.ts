// The grievance desk's fixed terms, without zod: the status lookup on /grievance-redressal shows them in its first
// load, and shared/schemas/complaint.ts builds the API's schemas from them (decision 0113).

/** Our reply is due within 14 days; from day 30 without a reply (or an unsatisfying one) the RBI Ombudsman. */
export const complaintClocks = { replyDays: 14, escalationDays: 30 } as const;
export const ombudsmanPortal = 'https://cms.rbi.org.in';

export const complaintStatuses = ['received', 'in-progress', 'resolved', 'closed'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  received: 'Received',
  'in-progress': 'Being looked into',
  resolved: 'Resolved: our reply has been sent',
  closed: 'Closed',
};
