// A data principal's request under the DPDP Act 2023 (ss. 11-14): access, correction, erasure, withdrawal of a
// consent, or nomination. One schema for the Privacy Requests form and POST /api/privacy-requests.
import { z } from 'zod';
import { mobile, multilineText, oneOf, pan } from './fields.ts';
import {
  privacyDetailsMax,
  privacyRequestKinds,
  privacyRequestStatuses,
} from '../privacy-request-terms.ts';
import { fieldMessages } from '../field-messages.ts';
import { privacyReference } from './reference-number.ts';

export {
  privacyDetailsMax,
  privacyRequestKinds,
  privacyRequestLabels,
  privacyRequestStatuses,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '../privacy-request-terms.ts';

export const privacyRequestSchema = z.object({
  kind: oneOf(privacyRequestKinds),
  mobile,
  /**
   * Optional: the mobile's one-time code proves the request (decision 0094); a PAN given is checked against the
   * mobile for the grievance officer.
   */
  pan: z.preprocess((v) => (v === '' ? undefined : v), pan.optional()),
  details: multilineText(privacyDetailsMax),
});

export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;

export const privacyRequestAcceptedSchema = z.object({ reference: z.string() });

/** What the identity check found; the officer reads it before acting, the requester is never told. */
export type IdentityCheck = 'mobile-verified' | 'mobile-and-pan-match' | 'no-match' | 'not-checked';

/** GET /api/privacy-requests/:reference?mobile=: tracked like a complaint, by reference and the mobile it names. */
export const privacyLookupSchema = z.object({ reference: privacyReference, mobile });
export const privacyParamsSchema = z.object({ reference: z.string().max(40) });
export const privacyQuerySchema = z.object({ mobile: z.string().max(20) });
export const privacyRequestStatusSchema = z.object({
  reference: z.string(),
  kind: z.enum(privacyRequestKinds),
  status: z.enum(privacyRequestStatuses),
  /** ISO 8601. */
  receivedAt: z.string(),
  /** ISO 8601: when the status last changed. */
  updatedAt: z.string(),
});
export type PrivacyRequestStatusView = z.output<typeof privacyRequestStatusSchema>;
export const privacyRequestNotFound = fieldMessages.privacyRequestNotFound;
