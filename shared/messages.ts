// The user-facing message catalogue: SPEC sections 5 and 8 quoted exactly, plus our own field and state wording
// (decision 0020). Both sides import these; no schema or component spells a message of its own.

export const messages = {
  required: 'Required',
  mobileInvalid: 'Enter valid 10-digit mobile number',
  mobileTyping: 'Enter 10-digit number',
  digitsOnly: 'Only digits are allowed',
  obligationsNumeric: 'Obligations must be numeric',
  acceptTerms: 'Accept terms',
  statesFailed: 'Failed to fetch states',
  statesNetwork: 'Could not load states',
  submitFailed: 'Submit failed',
  customerNotFound: 'Customer not found',
  somethingWrong: 'Something went wrong. Please try again later.',
  cameraDenied: 'Please allow camera and microphone access.',
  cameraNotReady: 'Camera not ready.',
  uploadSuccess: 'Video uploaded successfully!',
  uploadFailed: 'Upload failed. Please try again.',
  uploadException: 'Something went wrong while uploading.',
  panVerifyFailed: 'Something went wrong while verifying PAN.',
  notFound: '404 - Page Not Found',
  blogNotFound: 'Blog not found',
  orderThanksTitle: 'Thank You!',
  orderThanksMessage:
    'Thank you for your payment. Your transaction has been successfully completed.',
  goHome: 'Go to Home',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  invalidLink: 'Invalid link. Please use the link sent to you.',
  tryAgain: 'Try again',
  unknownState: 'We do not know this state. Please choose your state from the list again.',
  unknownCity: 'We do not know this city. Please choose your city from the list again.',
  /** The summary of a form the server refused field by field (each field has its own message). */
  correctFields: 'Please correct the highlighted fields.',
  // One-time codes (issue 16): not in SPEC, which had no code step.
  otpIdentifier: 'Enter your 10-digit mobile number or PAN',
  otpCodeFormat: 'Enter the 6-digit code',
  otpSentRepay:
    'If this number or PAN has a loan with us, we have sent a code to the registered mobile',
  otpSentApply: 'We have sent a 6-digit code to this mobile number',
  otpWrong: 'That code is not right. Check the SMS and try again.',
  otpExpired: 'This code has expired or was already used. Ask for a new code.',
  otpLocked: 'Too many wrong codes: this code no longer works. Ask for a new code.',
  otpResendWait: 'Please wait before asking for another code.',
  otpTooManyCodes: 'Too many codes were asked for this number. Please try again later.',
  otpSessionNeeded: 'Please verify with the code we send to your registered mobile first.',
  otpMobileNotVerified: 'Verify this mobile number with the code we send to it',
} as const;

/** Length caps: one wording for every field. */
export const tooLong = (max: number) => `Use at most ${max} characters`;
/** A list (states, cities, pincodes) that did not arrive: said plainly, never as 'none available'. */
export const listFailed = (what: string) =>
  `We could not load the ${what}. Check your connection and try again.`;
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
