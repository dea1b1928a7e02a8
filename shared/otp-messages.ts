// The one-time code's words (issue 16; not in SPEC, which had no code step): the code step, the code schema and the
// server's refusals. Apart from shared/messages.ts, so only the pages with a code step (apply, repay) load them.

export const otpMessages = {
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
  otpUnavailable:
    'We cannot send codes just now. Please try again later, or call us for help with your loan.',
  otpSessionNeeded: 'Please verify with the code we send to your registered mobile first.',
  otpMobileNotVerified: 'Verify this mobile number with the code we send to it',
} as const;
