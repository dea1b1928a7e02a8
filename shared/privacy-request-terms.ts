// The kinds of a privacy request and the details' limit, without zod: the Privacy Requests form shows them in its
// first load, and shared/schemas/privacy-request.ts builds the API's schema from them (decision 0113).

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

/** Where a request stands; the officer moves it on (`npm run records -- status`), the requester looks it up. */
export const privacyRequestStatuses = ['received', 'in-progress', 'completed', 'refused'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];
