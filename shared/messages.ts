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

export type MessageKey = keyof typeof messages;
