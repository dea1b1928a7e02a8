// The promises we make about our service: the one place the office and grievance-line hours, the grievance line's
// number, how fast we reply to a complaint or a privacy request, when a borrower may go to the RBI, and how fast we
// tell people of a data breach are written. Every page, policy, mail and the API read them from here (issue 45,
// decision 0106), so two pages can no longer promise two things. No zod and nothing large: the first load of the
// grievance lookup carries this module.

// The values every page's first load carries (site-identity.ts, site.ts) are plain constants: a bundler can drop a
// module that only reads identifiers, not one that reads properties at its top level (decision 0073).
/** When the office, its phone and WhatsApp answer (SPEC section 2, Contact Us). */
export const officeHours = '10:00AM - 7:00PM';
export const grievanceLinePhone = '+91 120 456 7891'; // SAMPLE
export const grievanceLinePhoneHref = '+911204567891';
export const grievanceLineHours = '10:00AM - 7:00PM Mon-Sat';

export const servicePromises = {
  officeHours,
  /**
   * The grievance line: the Grievance Redressal Officer's own number, answered during office hours, Monday to
   * Saturday. One number and one set of hours on every page (the line used to claim 21:00 while the office shut at
   * 19:00: decision 0106).
   */
  grievanceLine: {
    phone: grievanceLinePhone,
    phoneHref: grievanceLinePhoneHref,
    hours: grievanceLineHours,
  },
  /** Days within which the Grievance Redressal Officer replies to a complaint, in writing. */
  complaintReplyDays: 14,
  /**
   * Days after a complaint reached us from which the borrower may go to the RBI if it is unresolved: the Integrated
   * Ombudsman Scheme, 2026 lets a complainant approach the RBI Ombudsman when the lender has not replied in 30 days.
   */
  escalationDays: 30,
  /**
   * Days within which a complaint must reach the RBI Ombudsman under the Reserve Bank - Integrated Ombudsman Scheme,
   * 2026: counted from our reply, or, with no reply, from the end of the 30 days we had (decision 0105).
   */
  ombudsmanFilingDays: 90,
  /** Days within which the Grievance Redressal Officer answers a privacy request (access, correction, erasure...). */
  privacyReplyDays: 14,
  /**
   * Hours within which we report a personal data breach to the Data Protection Board of India in full (DPDP Rules,
   * 2025); the people affected are told without delay, as soon as we know of it.
   */
  breachBoardHours: 72,
} as const;

export type ServicePromises = typeof servicePromises;

/** The scheme the RBI Ombudsman works under, as every page names it. */
export const ombudsmanScheme = {
  name: 'Reserve Bank - Integrated Ombudsman Scheme, 2026',
  inForce: '2026-07-01',
  portal: 'https://cms.rbi.org.in',
  tollFree: '14448',
} as const;
