// A data principal's request under the DPDP Act 2023 (ss. 11-14): access, correction, erasure, withdrawal of a
// consent, or nomination. One schema for the Privacy Requests form and POST /api/privacy-requests.
import { z } from 'zod';
import { mobile, multilineText, oneOf, pan } from './fields.ts';

export const privacyRequestKinds = [
  'access',
  'correct',
  'erase',
  'withdraw-consent',
  'nominate',
] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

export const privacyRequestLabels: Record<PrivacyRequestKind, string> = {
  access: 'Access: a summary of the personal data we hold about me and whom we shared it with',
  correct: 'Correct or complete my personal data',
  erase: 'Erase my personal data',
  'withdraw-consent': 'Withdraw a consent I gave',
  nominate: 'Nominate a person to exercise my rights if I die or cannot',
};

export const privacyDetailsMax = 2000;

export const privacyRequestSchema = z.object({
  kind: oneOf(privacyRequestKinds),
  mobile,
  /**
   * Proves the request is the borrower's until one-time codes exist; optional in the contract so a verified code
   * session can stand in for it later (decision 0039).
   */
  pan: z.preprocess((v) => (v === '' ? undefined : v), pan.optional()),
  details: multilineText(privacyDetailsMax),
});

export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;

export const privacyRequestAcceptedSchema = z.object({ reference: z.string() });

/** What the identity check found; the officer reads it before acting, the requester is never told. */
export type IdentityCheck = 'mobile-and-pan-match' | 'no-match' | 'not-checked';
