// My loans (issue 46): every loan of the borrower a one-time code proved, their verified payments, the documents they
// are owed, the due-date reminder, and the check anyone may make of a printed document's reference.
import { z } from 'zod';
import { customerSchema } from './repayment.ts';
import { fieldMessages } from '../field-messages.ts';

/**
 * A document's reference as printed (server/features/loans/document-reference.ts): RF, the kind's letter (R a
 * receipt, K a Key Fact Statement, N a no-dues certificate), 16 base32 characters naming the document and 8 of
 * signature. No personal data: the loan number and transaction id are only inside the keyed hash.
 */
export const documentRefPattern = /^RF[RKN]-[A-Z2-7]{16}-[A-Z2-7]{8}$/;

/** What a reader types or a link carries, read as printed: spaces dropped, upper-cased. */
export const normaliseDocumentRef = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const documentRefSchema = z.preprocess(
  (v) => (typeof v === 'string' ? normaliseDocumentRef(v) : v),
  z
    .string({ error: fieldMessages.documentRefMalformed })
    .max(40, fieldMessages.documentRefMalformed)
    .regex(documentRefPattern, fieldMessages.documentRefMalformed),
);

export const documentKinds = ['receipt', 'kfs', 'no-dues'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** GET /verify-document and /api/documents/check: the reference, from a link or the form. */
export const documentQuerySchema = z.object({ ref: documentRefSchema });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const loanPaymentSchema = z.object({
  txnid: z.string().max(40),
  amount: z.number(),
  paidAt: z.iso.datetime(),
  /** Every payment in our ledger went through our payment gateway (PayU); the ledger keeps no finer method. */
  method: z.literal('gateway'),
  receiptRef: z.string().regex(documentRefPattern),
});

export const reminderSchema = z.object({
  /** Whether this loan can have a reminder: due, unpaid, its due date at least a day away. */
  available: z.boolean(),
  /** The borrower asked and has not withdrawn. */
  asked: z.boolean(),
  /** Reminders already sent for this due date: '3d', '1d'. */
  sent: z.array(z.enum(['3d', '1d'])),
});

export const myLoanSchema = z.object({
  loanNumber: z.string(),
  status: z.string(),
  /** The loan amount, when the lending API gives it. */
  amount: z.number().nullable(),
  disbursedOn: isoDate.nullable(),
  dueOn: z.string(),
  closedOn: isoDate.nullable(),
  amountDue: z.number(),
  repaymentAmount: z.number(),
  overdue: customerSchema.shape.overdue,
  coolingOff: customerSchema.shape.coolingOff,
  /** Pay Now shows: a payment is due and none was received in 72 hours; the form names this loan (issue 46). */
  payNow: z.boolean(),
  /** A payment of ours received in the last 72 hours, not yet reflected by the lending API. */
  recentPayment: z.object({ amount: z.number(), paidAt: z.iso.datetime() }).optional(),
  payments: z.array(loanPaymentSchema),
  kfsRef: z.string().regex(documentRefPattern),
  noDuesRef: z.string().regex(documentRefPattern).optional(),
  reminder: reminderSchema,
});
export type MyLoan = z.output<typeof myLoanSchema>;

export const reminderNotices = ['asked', 'withdrawn', 'consent-needed', 'unavailable'] as const;

export const myLoansSchema = z.object({
  name: z.string(),
  maskedMobile: z.string(),
  /** Newest first. */
  loans: z.array(myLoanSchema),
});
export type MyLoans = z.output<typeof myLoansSchema>;

/** The page's data: the loans, or that there is no session (the page asks for the code first). */
export const myLoansPageSchema = z.union([
  z.object({ session: z.literal(true), loans: myLoansSchema }),
  /** A session, but the lending API could not answer: the page says to try again. */
  z.object({ session: z.literal(true), unavailable: z.literal(true) }),
  z.object({ session: z.literal(false) }),
]);
export type MyLoansPage = z.output<typeof myLoansPageSchema>;

/** POST /my-loans/reminder (a plain form): ask for the reminders of a loan, or withdraw them. */
export const reminderFormSchema = z.object({
  loanNumber: z.string().trim().min(1).max(40),
  action: z.enum(['ask', 'withdraw']),
  /** The consent box: 'yes' when ticked. Asking without it is refused. */
  consent: z.literal('yes').optional(),
});

/** A receipt: what was paid, when, how and for which loan. */
const receiptSchema = z.object({
  kind: z.literal('receipt'),
  ref: z.string(),
  name: z.string(),
  loanNumber: z.string(),
  txnid: z.string(),
  amount: z.number(),
  paidAt: z.iso.datetime(),
  method: z.literal('gateway'),
});

const nullableNumber = z.number().nullable();

/** The borrower's own Key Fact Statement (shared/loan-kfs.ts). */
const kfsDocumentSchema = z.object({
  kind: z.literal('kfs'),
  ref: z.string(),
  name: z.string(),
  loanNumber: z.string(),
  figures: z.object({
    amount: nullableNumber,
    dailyRate: nullableNumber,
    annualRate: nullableNumber,
    processingFee: nullableNumber,
    gstOnFee: nullableNumber,
    net: nullableNumber,
    tenureDays: nullableNumber,
    interest: nullableNumber,
    repayable: nullableNumber,
    apr: nullableNumber,
    penalChargePercentPerDay: z.number(),
    coolingOffDays: z.number(),
    disbursedOn: isoDate.nullable(),
    dueOn: z.string().nullable(),
  }),
});

const noDuesSchema = z.object({
  kind: z.literal('no-dues'),
  ref: z.string(),
  name: z.string(),
  loanNumber: z.string(),
  /** The day the loan closed: the lending API's, else our ledger's last verified payment; null when neither says. */
  closedOn: isoDate.nullable(),
  issuedOn: isoDate,
});

export const loanDocumentSchema = z.discriminatedUnion('kind', [
  receiptSchema,
  kfsDocumentSchema,
  noDuesSchema,
]);
export type LoanDocument = z.output<typeof loanDocumentSchema>;

/** /my-loans?document=<reference>'s data: the document, or why it is not shown. */
export const loanDocumentPageSchema = z.union([
  z.object({ found: z.literal(true), document: loanDocumentSchema }),
  z.object({ found: z.literal(false), reason: z.enum(['no-session', 'not-yours']) }),
]);
export type LoanDocumentPage = z.output<typeof loanDocumentPageSchema>;

/** What /my-loans carries: the loans, or with ?document= one document. */
export const myLoansRoutePageSchema = z.union([myLoansPageSchema, loanDocumentPageSchema]);

/**
 * What /verify-document tells the holder of a printed copy: whether it is genuine, and only what the copy itself
 * says (its kind, date, amount and the loan number's last four characters), never a name or contact.
 */
export const documentCheckSchema = z.union([
  z.object({
    genuine: z.literal(true),
    ref: z.string(),
    kind: z.enum(documentKinds),
    loanEnding: z.string(),
    documentDate: isoDate.nullable(),
    amount: z.number().nullable(),
    issuedOn: isoDate,
  }),
  z.object({
    genuine: z.literal(false),
    ref: z.string(),
    reason: z.enum(['malformed', 'unknown']),
  }),
]);
export type DocumentCheck = z.output<typeof documentCheckSchema>;

/** The verify page's data: the check of the reference given (no reference, no data). */
export const documentCheckPageSchema = z.object({ check: documentCheckSchema });
