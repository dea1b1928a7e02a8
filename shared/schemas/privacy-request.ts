// A data principal's request under the DPDP Act 2023 (ss. 11-14): access, correction, erasure, withdrawal of a
// consent, or nomination. One schema for the Privacy Requests form and POST /api/privacy-requests.
import { z } from 'zod';
import { mobile, multilineText, oneOf, pan } from './fields.ts';
import { privacyDetailsMax, privacyRequestKinds } from '../privacy-request-terms.ts';

export {
  privacyDetailsMax,
  privacyRequestKinds,
  privacyRequestLabels,
  type PrivacyRequestKind,
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
