// The four separate consents of the loan application (RBI Digital Lending Directions 2025; DPDP Act 2023 s.6):
// each its own checkbox and one line of plain text. The same text is what the consent record stores, so the
// record proves what the borrower read.
import { z } from 'zod';
import { consentPolicies, type PolicyVersion } from '../policy-versions.ts';
import { consentCopy, type ConsentCopy } from './consent-copy.ts';

import { consentFields, consentPurposes, type ConsentPurpose } from '../consent-terms.ts';

export { consentFields, consentPurposes, type ConsentPurpose } from '../consent-terms.ts';

export { consentCopy, type ConsentCopy } from './consent-copy.ts';

const given = (message: string) =>
  z.preprocess((v) => v === true || v === 'on' || v === 'true', z.literal(true, message));
const optionalConsent = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());

/** The consent fields of the apply form, as a zod shape the form schema spreads in. */
export const consentShape = {
  acceptTerms: given(consentCopy.terms.missing!),
  consentCreditReport: given(consentCopy.creditReport.missing!),
  consentContact: given(consentCopy.contact.missing!),
  consentMarketing: optionalConsent.default(false),
};

/** One consent as the durable record keeps it. */
export interface ConsentEntry {
  purpose: ConsentPurpose;
  given: boolean;
  /** The text shown beside the checkbox. */
  text: string;
  /** The policy versions the consent refers to (the Terms and Privacy Notice consent). */
  policies?: Record<string, PolicyVersion>;
}

export interface ConsentRecord {
  /** The record's own name in our store. */
  id: string;
  /** The request id the lending API received the application with (x-request-id). */
  requestId: string;
  /** ISO 8601, when our server received the consents. */
  at: string;
  channel: 'website';
  /** The language the consent lines were shown in (hi-IN, en-IN): `text` is quoted in it. */
  language: string;
  /** Whom the consents are from: the application's mobile and PAN. */
  mobile: string;
  pan: string;
  consents: ConsentEntry[];
}

export type ConsentValues = Record<(typeof consentFields)[ConsentPurpose], boolean>;

/**
 * What the borrower consented to, with the current versions of the Terms and the Privacy Notice, quoting the
 * lines as shown (`copy`: the page language's wording; the server passes the Hindi copy for a Hindi page).
 */
export function consentEntries(
  values: ConsentValues,
  copy: Record<ConsentPurpose, ConsentCopy> = consentCopy,
): ConsentEntry[] {
  return consentPurposes.map((purpose) => ({
    purpose,
    given: values[consentFields[purpose]],
    text: copy[purpose].label,
    ...(purpose === 'terms' ? { policies: { ...consentPolicies } } : {}),
  }));
}
