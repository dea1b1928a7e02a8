// Paying a loan through the gateway: what the Pay Now form sends us, and what the gateway posts back.
import { z } from 'zod';
import { fieldMessages } from '../field-messages.ts';
import { lookupBodySchema } from './repayment.ts';
import { loanNumberPattern, paymentNotices, paymentPurposes } from '../field-rules.ts';

export { paymentPurposes, type PaymentPurpose } from '../field-rules.ts';

/** The gateway's rule for transaction ids: at most 25 letters and digits. */
export const txnidPattern = /^[A-Za-z0-9]{1,25}$/;
/** An amount as the gateway writes it: digits with up to two decimals ('10' or '10.00'). */
export const gatewayAmountPattern = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Pay Now posts the lookup query (form-urlencoded), or nothing: then the session's loan is paid. `pay` says what
 * for; without it, the amount due. My loans' Pay Now names the loan (`loanNumber`, issue 46): then exactly that loan
 * of the session's own loans is paid, and a number that is not one of them is refused.
 */
export const initiatePaymentSchema = lookupBodySchema.extend({
  pay: z.enum(paymentPurposes, { error: fieldMessages.paymentPurpose }).optional(),
  loanNumber: z
    .string({ error: fieldMessages.loanNumber })
    .regex(loanNumberPattern, fieldMessages.loanNumber)
    .optional()
    .meta({ description: 'The loan to pay, as My loans shows it; without it, the session’s loan' }),
});

/** GET /payments/checkout: the payment this session started (Post-Redirect-Get after Pay Now). */
export const checkoutQuerySchema = z.object({
  txnid: z.string().regex(/^[A-Za-z0-9]{1,25}$/, fieldMessages.noSuchPayment),
});

/** The outcome the Repay page is sent back with: `failed`, or `pending` when it could not be confirmed. */
export const paymentNoticeSchema = z.enum(paymentNotices);
export type PaymentNotice = z.output<typeof paymentNoticeSchema>;

/**
 * What /order-confirmation shows for a payment the server verified: written by the server into the page, and
 * parsed again by the page, which takes nothing from the DOM on trust.
 */
export const confirmedPaymentSchema = z.object({
  txnid: z.string().regex(txnidPattern),
  /** Two decimals, as initiated. */
  amount: z.string().regex(/^\d{1,9}\.\d{2}$/),
  /** The loan it paid: the one Pay Now named (issue 46). */
  loanNumber: z.string().max(40),
  /** Absent on the amount due; the cooling-off exit is named on the page. */
  purpose: z.enum(paymentPurposes).optional(),
});
export type ConfirmedPayment = z.output<typeof confirmedPaymentSchema>;

const text = (max: number) => z.string().max(max);
const udf = text(255).default('');

/** The gateway's callback (form-urlencoded): the fields its reverse hash covers, plus ones we only log. */
export const gatewayCallbackSchema = z.object({
  key: text(64).min(1),
  txnid: z.string().regex(txnidPattern),
  amount: z.string().regex(gatewayAmountPattern),
  productinfo: text(100),
  firstname: text(100),
  email: text(254),
  status: text(32).min(1),
  hash: z.string().regex(/^[0-9a-fA-F]{128}$/),
  udf1: udf,
  udf2: udf,
  udf3: udf,
  udf4: udf,
  udf5: udf,
  /** PayU spells it both ways across products; either leads the reverse hash when present. */
  additionalCharges: text(32).optional(),
  additional_charges: text(32).optional(),
  mihpayid: text(64).optional(),
  mode: text(32).optional(),
  bank_ref_num: text(128).optional(),
  error: text(32).optional(),
  error_Message: text(255).optional(),
});
export type GatewayCallback = z.output<typeof gatewayCallbackSchema>;
