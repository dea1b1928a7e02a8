// The zod-free half of the shared field rules: patterns, normalisers and the reading of a failed parse. The
// browser's first load needs these (an input's length, a mobile's reading) but not zod, which it loads only when a
// form is used (decision 0113); shared/schemas/ builds its schemas from these same rules, so there is one source.

/** An Indian mobile number: 10 digits, the first 6-9 (numbering plan of the DoT). */
export const mobilePattern = /^[6-9]\d{9}$/;

/**
 * The one reading of a typed mobile number, in the browser and on the server: spaces, dashes, dots and brackets
 * go, and a +91, 0091, 91 or 0 prefix in front of ten digits goes. `+91 98220 67890`, `098220-67890` and
 * `919822067890` all read 9822067890. Anything else is returned as cleaned, for the rule to refuse.
 */
export function normalizeMobile(input: string): string {
  const compact = input.replace(/[\s\-.()\u00a0]/g, '');
  const m = /^(?:\+91|0091|91|0)(\d{10})$/.exec(compact);
  return m ? m[1]! : compact;
}

/** Room in a mobile input for the ways people write one: `+91 98220 67890`, `0091-98220-67890`. */
export const mobileInputMax = 16;

/** Any PAN's shape: five letters, four digits, a letter. */
export const anyPanPattern = /^[A-Z]{5}\d{4}[A-Z]$/;
/** A person's PAN: the fourth letter is P. */
export const panPattern = /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/;

/**
 * A loan number as Pay Now's hidden field carries it (issue 46): letters and digits, with dashes or slashes inside,
 * at most 40 characters. My loans offers Pay Now only on a loan whose number fits, so the form never sends one the
 * server refuses.
 */
export const loanNumberPattern = /^[A-Za-z0-9](?:[A-Za-z0-9/-]{0,38}[A-Za-z0-9])?$/;

/** PANs are upper-cased and read without spaces, as people copy them from the card. */
export const normalizePan = (input: string) => input.replace(/\s+/g, '').toUpperCase();

/** Digits in a one-time code. */
export const otpCodeLength = 6;

/** Typed digits (with +, spaces, dashes, dots or brackets) are a mobile number; anything with a letter is a PAN. */
export const looksLikeMobile = (v: string) => /^[+\d\s\-.()\u00a0]+$/.test(v);

/**
 * The one reading of what a borrower types to find a loan, for the repay lookup and the one-time code alike
 * (decision 0020): a number is read as normalizeMobile reads every mobile field, anything else as a PAN, upper-cased
 * without spaces or dashes (`abcpe 1234-f` reads ABCPE1234F).
 */
export function normaliseIdentifier(raw: string): string {
  return looksLikeMobile(raw) ? normalizeMobile(raw) : normalizePan(raw.replace(/-/g, ''));
}

/** The outcomes the Repay page is sent back from the gateway with. */
export const paymentNotices = ['failed', 'pending'] as const;

/**
 * What a payment is for: the amount due (Pay Now), or leaving the loan inside its cooling-off period at the exit
 * amount of cooling-off.ts (issue 45). The server works out the amount of either from the loan.
 */
export const paymentPurposes = ['due', 'cooling-off-exit'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** The first message of each field, keyed by its path ('state', 'address.pin'): what a 422's `errors` holds
 * and what every form shows beside its fields. The one such helper, for the server and the browser. */
export function firstErrors(error: {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
