// Looking a loan up for repayment: by a 10-digit mobile number or a PAN, and what the page may show.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { mobilePattern } from './fields.ts';

export const lookupQueryMessage = 'Enter your 10-digit mobile number or PAN';

/** A mobile number or a PAN, normalised (PAN upper-cased, spaces removed). */
export const lookupSchema = z.object({
  query: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : (v ?? '')),
    z
      .string({ error: messages.required })
      .min(1, messages.required)
      .refine((v) => mobilePattern.test(v) || /^[A-Z]{5}\d{4}[A-Z]$/.test(v), lookupQueryMessage),
  ),
});

export type LookupRequest = z.output<typeof lookupSchema>;

export const customerSchema = z.object({
  name: z.string(),
  loanNumber: z.string(),
  amountDue: z.number(),
  repaymentAmount: z.number(),
  repaymentDate: z.string(),
  status: z.string(),
  maskedMobile: z.string(),
  maskedEmail: z.string(),
  maskedPan: z.string(),
});

export const lookupResponseSchema = z.object({ customer: customerSchema });
export type CustomerView = z.output<typeof customerSchema>;
