// The user-facing message catalogue: SPEC sections 5 and 8, quoted exactly. Both sides import these.

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
  loading: 'Loading...',
  orderThanksTitle: 'Thank You!',
  orderThanksMessage:
    'Thank you for your payment. Your transaction has been successfully completed.',
  goHome: 'Go to Home',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  invalidLink: 'Invalid link. Please use the link sent to you.',
} as const;

export type MessageKey = keyof typeof messages;

/**
 * The 429 message: when to try again, in words (issue 19). `seconds` is the wait the server computed (Retry-After).
 * "Too many attempts. Please try again in 2 minutes."
 */
export function tooManyAttempts(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] =
    s < 60
      ? [s, 'second']
      : s < 3600
        ? [Math.ceil(s / 60), 'minute']
        : [Math.ceil(s / 3600), 'hour'];
  return `Too many attempts. Please try again in ${n} ${unit}${n === 1 ? '' : 's'}.`;
}
