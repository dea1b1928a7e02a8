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
  loading: 'Loading...',
  orderThanksTitle: 'Thank You!',
  orderThanksMessage:
    'Thank you for your payment. Your transaction has been successfully completed.',
  goHome: 'Go to Home',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  invalidLink: 'Invalid link. Please use the link sent to you.',
  tryAgain: 'Try again',
  pageLoadFailed: 'This page could not be loaded',
  pageLoadFailedHint: 'Please check your connection and try again.',
  retry: 'Retry',
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

/**
 * The field rules' own messages (shared/schemas/fields.ts and the form schemas). Kept apart from `messages`,
 * which every page's shell loads, so only the forms' code carries them.
 */
export const fieldMessages = {
  emailInvalid: 'Enter a valid e-mail address',
  panFormat: 'Enter a valid PAN (e.g. ABCPE1234F)',
  panIndividual: 'Enter the PAN of an individual (its fourth letter is P)',
  chooseOption: 'Choose one of the listed options',
  enterText: 'Enter text',
  lookupQuery: 'Enter your 10-digit mobile number or PAN',
  resumeTooLarge: 'The resume must be 5 MB or smaller',
  resumeType: 'Upload the resume as a PDF, DOC or DOCX file',
  resumeEmpty: 'The resume file is empty',
  lettersOnly: 'Use letters only',
  dobRequired: 'Enter your date of birth',
  pincodeInvalid: 'Enter a valid 6-digit pincode',
  alternateSame: 'Enter a different number from your mobile',
  loanAmount: 'Loan amount',
  monthlyIncome: 'Monthly income',
  referenceNumber: 'Enter the reference number as it was given to you, e.g. GRV-2026-000123',
  complaintNotFound:
    'We found no complaint with that reference number and mobile number. Check both and try again.',
  otpPurpose: 'Say what the code is for: repay or apply',
  notAnId: 'Not a valid id',
  noSuchPayment: 'No such payment',
  contactAccepted:
    'Thank you for contacting us. We have received your message and will get back to you soon.',
  careersAccepted:
    'Thank you for applying. We have received your application and our hiring team will contact you if your profile is a match.',
} as const;

/** An amount field that is not whole rupees: the field's name from `fieldMessages`. */
export const rupeesWhole = (label: string) => `${label} must be a whole number of rupees`;
export const rupeesBetween = (label: string, min: number, max: number) =>
  `${label} must be between ₹${min.toLocaleString('en-IN')} and ₹${max.toLocaleString('en-IN')}`;
export const ageAtLeast = (min: number) => `You must be at least ${min} years old to apply`;
export const ageAtMost = (max: number) => `Applicants must be ${max} years old or younger`;
/** A complaint's acknowledgement, with its reference number. */
export const complaintAccepted = (reference: string) =>
  `Thank you. We have registered your complaint with reference number ${reference}. We will reply within 14 days; keep this number to follow it on the Grievance Redressal page.`;

/**
 * What only the server says (refusals of a request as sent, upstream and store failures): no page bundles these,
 * the server answers them in the request's language (server/language/).
 */
export const serverMessages = {
  requestUnreadable: 'The request could not be read.',
  noSuchEndpoint: 'There is no such endpoint.',
  fieldTwice: 'The form was sent with a field twice.',
  multipartUnreadable:
    'The form could not be read: it was cut short or is not well-formed multipart data. Please send it again.',
  multipartTooLarge: 'The form has too many or too large parts.',
  contentTypeRefused: 'This content type is not accepted here.',
  requestTooLarge: 'The request is too large.',
  videoTooLarge: 'The video is too large. Please record a shorter one.',
  fieldsOutOfOrder: 'Send the refstr field first, then the video file.',
  notWebm: 'The video must be a WebM recording.',
  uploadUnreadable: 'The upload could not be read.',
  tooManyConnections:
    'Too many connections from your network at once. Please try again in a few seconds.',
  crossSite: 'Requests from other sites are not accepted.',
  leadNotFound: 'We could not find your application. Please use the link sent to you.',
  referencesUnavailable:
    'We could not give your request a reference number just now. Please try again in a minute.',
  nothingToPay: 'There is nothing to pay on this loan right now.',
  paymentPageExpired: 'This payment page has expired. Please start again.',
  verifyItIsYou: 'Please verify it is you',
  paymentNotStarted: 'We could not start the payment',
  // The payment pages (server/payments/pages.ts).
  paymentTakingYou: 'Taking you to our payment partner',
  paymentLoanNumber: 'Loan number',
  paymentAmount: 'Amount',
  paymentContinue: 'Continue to payment',
  paymentWhere: 'You pay on the payment partner’s secure page and come back here when it is done.',
  backToRepay: 'Back to Repay Your Loan',
  paymentUnconfirmedTitle: 'We could not confirm this payment',
  paymentUnconfirmed:
    'This payment response could not be verified, so nothing has been marked as paid.',
} as const;

/** What to do when a payment answer could not be verified: whom to write to, and the transaction to quote. */
export const paymentUnconfirmedHint = (email: string, txnid?: string) =>
  `If money has left your account, write to ${email} and we will check it with the bank.${txnid ? ` Quote transaction ID ${txnid}.` : ''}`;

/** A body sent with a content type the route does not read: 'application/json or multipart/form-data'. */
export const sendAs = (types: string) => `Send this as ${types}.`;
/** A wrong one-time code, with the tries left. */
export const wrongCode = (triesLeft: number) =>
  `${messages.otpWrong} ${triesLeft === 1 ? '1 try left.' : `${triesLeft} tries left.`}`;
export const paymentReceived = (amount: string, txnid: string) =>
  `A payment of ${amount} on this loan was received (transaction ${txnid}). It may take some hours to reflect, so please do not pay again.`;

/** RFC 9457 titles: a problem's title may change only with the language it is read in. */
export const problemTitles = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  error: 'Error',
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
