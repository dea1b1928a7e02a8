// The loan application's four consents and their form fields, without zod: the Apply page shows them in its first
// load, and shared/schemas/consent.ts builds the API's schema from them (decision 0118).

export const consentPurposes = ['terms', 'creditReport', 'contact', 'marketing'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** The form field of each consent. `acceptTerms` keeps its SPEC name. */
export const consentFields = {
  terms: 'acceptTerms',
  creditReport: 'consentCreditReport',
  contact: 'consentContact',
  marketing: 'consentMarketing',
} as const satisfies Record<ConsentPurpose, string>;
