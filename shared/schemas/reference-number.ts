// Reference numbers the site gives a complaint (GRV-2026-000123) or a privacy request (PRQ-2026-000123): a prefix,
// the year it was received (India time) and a six-digit sequence number unique across instances (decision 0039).
import { z } from 'zod';
import { fieldMessages } from '../field-messages.ts';

export const referencePrefixes = { complaint: 'GRV', privacy: 'PRQ' } as const;
export type ReferenceKind = keyof typeof referencePrefixes;

export function formatReference(kind: ReferenceKind, year: number, sequence: number): string {
  return `${referencePrefixes[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

export const complaintReferencePattern = /^GRV-\d{4}-\d{6,}$/;
export const referenceMessage = fieldMessages.referenceNumber;

export const complaintReference = z
  .string({ error: referenceMessage })
  .trim()
  .toUpperCase()
  .regex(complaintReferencePattern, referenceMessage);

export const privacyReferencePattern = /^PRQ-\d{4}-\d{6,}$/;

export const privacyReference = z
  .string({ error: fieldMessages.privacyReferenceNumber })
  .trim()
  .toUpperCase()
  .regex(privacyReferencePattern, fieldMessages.privacyReferenceNumber);
