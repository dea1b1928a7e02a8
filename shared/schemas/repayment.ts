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

/** The API's body: without a query, the loan of the verified session is looked up (a return from the gateway). */
export const lookupBodySchema = z.object({ query: lookupSchema.shape.query.optional() });

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
  /** A payment of ours the gateway verified in the last 72 hours (issue 19 item 1): no Pay Now meanwhile. */
  recentPayment: z
    .object({ amount: z.number(), txnid: z.string(), paidAt: z.iso.datetime() })
    .optional(),
  /** What an overdue amount is made of, as far as the lending API says (issue 19 item 5). */
  overdue: z
    .object({
      principalInterestDue: z.number().nullable(),
      penalCharges: z.number().nullable(),
      daysOverdue: z.number().int().nullable(),
    })
    .optional(),
});

export const lookupResponseSchema = z.object({ customer: customerSchema });
export type CustomerView = z.output<typeof customerSchema>;
