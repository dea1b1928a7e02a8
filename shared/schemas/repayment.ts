// Looking a loan up for repayment: by a 10-digit mobile number or a PAN, and what the page may show.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { fieldMessages } from '../field-messages.ts';
import {
  anyPanPattern,
  mobilePattern,
  normaliseIdentifier,
  paymentPurposes,
} from '../field-rules.ts';
import { identifierDoc } from './fields.ts';

/**
 * A mobile number or a PAN, read by the one reader the one-time code uses too (normaliseIdentifier): `+91 98220
 * 67890` reads 9822067890, a PAN is upper-cased without spaces or dashes. A number refused by the mobile rule gets
 * the mobile rule's message.
 */
export const lookupSchema = z.object({
  query: z
    .preprocess(
      (v) => (typeof v === 'string' ? normaliseIdentifier(v) : (v ?? '')),
      z
        .string({ error: messages.required })
        .min(1, messages.required)
        .superRefine((v, ctx) => {
          if (/^\d+$/.test(v)) {
            if (!mobilePattern.test(v))
              ctx.addIssue({ code: 'custom', message: messages.mobileInvalid });
          } else if (!anyPanPattern.test(v)) {
            ctx.addIssue({ code: 'custom', message: fieldMessages.lookupQuery });
          }
        }),
    )
    .meta(identifierDoc),
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
    .object({
      amount: z.number(),
      txnid: z.string(),
      paidAt: z.iso.datetime(),
      /** The cooling-off exit (issue 45); absent on the amount due. */
      purpose: z.enum(paymentPurposes).optional(),
    })
    .optional(),
  /** What an overdue amount is made of, as far as the lending API says (issue 19 item 5). */
  overdue: z
    .object({
      principalInterestDue: z.number().nullable(),
      penalCharges: z.number().nullable(),
      daysOverdue: z.number().int().nullable(),
    })
    .optional(),
  /** A loan inside its cooling-off period: what leaving it today costs (shared/cooling-off.ts, issue 45). */
  coolingOff: z
    .object({
      /** Today's day of the loan: the day of disbursement is day 1. */
      day: z.number().int(),
      /** The last day (YYYY-MM-DD) the exit is open. */
      lastDay: z.string(),
      received: z.number(),
      interest: z.number(),
      feeAndGstWaived: z.number(),
      exitAmount: z.number(),
    })
    .optional(),
});

export const lookupResponseSchema = z.object({ customer: customerSchema });
export type CustomerView = z.output<typeof customerSchema>;
