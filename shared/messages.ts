// The user-facing message catalogue: SPEC sections 5 and 8 quoted exactly, plus our own field and state wording
// (decision 0020). Both sides import these; no schema or component spells a message of its own. This module holds
// what every form says; the words of one use are modules of their own, so a page loads only its own (decision
// 0127): otp-messages, page-messages, kyc-messages, apply-messages, field-messages, and server-messages for what
// only the server says. server/http/language/catalogue.ts lists them all.

export const messages = {
  required: 'Required',
  mobileInvalid: 'Enter valid 10-digit mobile number',
  digitsOnly: 'Only digits are allowed',
  acceptTerms: 'Accept terms',
  customerNotFound: 'Customer not found',
  somethingWrong: 'Something went wrong. Please try again later.',
  goHome: 'Go to Home',
  invalidLink: 'Invalid link. Please use the link sent to you.',
} as const;

/** Length caps: one wording for every field. */
export const tooLong = (max: number) => `Use at most ${max} characters`;
export const tooManyDigits = (max: number) => `Use at most ${max} digits`;

export type MessageKey = keyof typeof messages;

/** A wait in words, rounded up to the unit that reads best: "30 seconds", "2 minutes", "1 hour". */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] =
    s < 60
      ? [s, 'second']
      : s < 3600
        ? [Math.ceil(s / 60), 'minute']
        : [Math.ceil(s / 3600), 'hour'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * The 429 message: when to try again, in words (issue 19). `seconds` is the wait the server computed (Retry-After).
 * "Too many attempts. Please try again in 2 minutes."
 */
export function tooManyAttempts(seconds: number): string {
  return `Too many attempts. Please try again in ${waitInWords(seconds)}.`;
}

/**
 * A refusal's words with when to try again, for a 429 whose Retry-After the words do not already give
 * ("Please wait before asking for another code." + " Try again in 30 seconds.").
 */
export function withWait(detail: string, retryAfterSeconds?: number): string {
  return retryAfterSeconds && !/try again in /i.test(detail)
    ? `${detail} Try again in ${waitInWords(retryAfterSeconds)}.`
    : detail;
}
