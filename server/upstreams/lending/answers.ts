// zod schemas of the lending API's answers: unknown fields tolerated, numbers-as-strings normalised.
import { z } from 'zod';

/** Status 1 (number or string) is success. */
export const envelope = z.object({
  Status: z.union([z.number(), z.string()]),
  Data: z.unknown().optional(),
  Message: z.unknown().optional(),
});
export type Envelope = z.infer<typeof envelope>;

export function succeeded(status: Envelope['Status']): boolean {
  return String(status).trim() === '1';
}

/** An id the API sends as a number or a string; ours is always a non-empty string. */
const id = z.union([z.number().int().nonnegative(), z.string().trim().min(1)]).transform(String);

const name = z.string().trim().min(1);

/** An amount as a number, "5150.00" or "5,150.00"; NaN and infinities are refused by z.number(). */
const amount = z
  .union([z.number(), z.string().trim().min(1)])
  .transform((v) => (typeof v === 'number' ? v : Number(v.replace(/,/g, ''))))
  .pipe(z.number());

/** Text that may be missing, null or blank; all three become null. */
const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) =>
    v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim(),
  );

export const stateList = z.array(z.object({ state_id: id, state: name }));
export const cityList = z.array(z.object({ city_id: id, city: name }));
export const pincodeList = z.array(
  z.object({
    pincode_id: id,
    pincode: z.union([z.number().int(), z.string().trim().min(1)]).transform(String),
  }),
);

export const customerHistory = z.object({ listTask: z.array(z.unknown()).nullable() });

/** A figure the API may leave out, send empty or send as text: a finite number, else null. */
const optionalFigure = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => {
    if (v === null || v === undefined || String(v).trim() === '') return null;
    const n = typeof v === 'number' ? v : Number(v.replace(/,/g, ''));
    return Number.isFinite(n) && n >= 0 ? n : null;
  });

export const customer = z.object({
  first_name: z.string().trim(),
  /** Empty when the record has no mobile: such a borrower cannot receive a code and is asked to call us. */
  mobile: optionalText.transform((v) => v ?? ''),
  lead_id: id,
  loan_no: id,
  pancard: z.string().trim(),
  total_repayable: amount,
  repayment_amount: amount,
  repayment_date: z.string().trim(),
  status: z.string().trim(),
  email: optionalText,
  id: optionalText.transform((v) => v ?? 'CUS'),
  // An overdue loan's breakdown, when the API gives one (issue 19 item 5; docs/decisions/0037).
  principal_interest_due: optionalFigure,
  penal_charges: optionalFigure,
  days_overdue: optionalFigure,
  // The loan's own terms, when the API gives them: the repay page offers the cooling-off exit from them (issue 45).
  disbursal_date: optionalText.transform((v) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)),
  loan_amount: optionalFigure,
  /** Rate of interest in percent a day. */
  roi: optionalFigure,
  /** The day a closed loan was closed (an extension field, issue 46): its no-dues certificate is dated from it. */
  closed_date: optionalText.transform((v) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null)),
});
/** One customer from oldUserHistory; `email` is null when the API has none (the caller shows a placeholder). */
export type LendingCustomer = z.infer<typeof customer>;

/** getLeadDetails answers a bare list or an envelope holding one. */
export const leadDetailsAnswer = z.union([z.array(z.unknown()), envelope]);

export const lead = z.object({
  first_name: z.string().trim(),
  sur_name: optionalText.transform((v) => v ?? ''),
  loan_recommended: amount,
  repayment_date: z.string().trim(),
  repayment_amount: amount,
});
export type LendingLead = z.infer<typeof lead>;
