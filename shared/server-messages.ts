// What only the server says, and the problem titles: never imported by the browser bundle. Hindi:
// server-messages.hi.ts; the server answers in the reader's language (server/http/language/, decision 0051).
import { otpMessages } from './otp-messages.ts';

/**
 * What only the server says (refusals of a request as sent, upstream and store failures): no page bundles these,
 * the server answers them in the request's language (server/http/language/).
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
  serverBusy: 'We are busy just now. Please try again in a minute.',
  crossSite: 'Requests from other sites are not accepted.',
  leadNotFound: 'We could not find your application. Please use the link sent to you.',
  referencesUnavailable:
    'We could not give your request a reference number just now. Please try again in a minute.',
  recordsUnavailable:
    'We cannot save your request just now because our records are unavailable. Nothing was sent. Please try again in a minute.',
  nothingToPay: 'There is nothing to pay on this loan right now.',
  /** Pay Now named a loan that is not one of the session's (issue 46): the same words for another's and none. */
  loanNotFound:
    'We found no loan with that number among your loans. Open My loans again and press Pay Now on the loan.',
  /** The cooling-off exit asked for on a loan whose period has ended (issue 45): what the page then offers. */
  coolingOffEnded:
    'The cooling-off period of this loan has ended, so it can no longer be left at the exit amount. Search for your loan again to pay the amount due.',
  paymentPurposeExit: 'Leaving the loan in its cooling-off period',
  paymentPageExpired: 'This payment page has expired. Please start again.',
  verifyItIsYou: 'Please verify it is you',
  paymentNotStarted: 'We could not start the payment',
  // The payment pages (server/features/repay/payment-pages.ts).
  paymentTakingYou: 'Taking you to our payment partner',
  paymentLoanNumber: 'Loan number',
  paymentAmount: 'Amount',
  paymentContinue: 'Continue to payment',
  paymentWhere: 'You pay on the payment partner’s secure page and come back here when it is done.',
  backToRepay: 'Back to Repay Your Loan',
  backToMyLoans: 'Back to My loans',
  // The PAN check posted without script (server/features/kyc/pan-no-script.ts).
  panCheckTitle: 'PAN Verification',
  panCheckResult: 'Result',
  backToPanCheck: 'Back to PAN Verification',
  paymentUnconfirmedTitle: 'We could not confirm this payment',
  paymentUnconfirmed:
    'This payment response could not be verified, so nothing has been marked as paid.',
  // Refusals only the server words (the page shows the server's text): SPEC section 8 quoted exactly.
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  /** The summary of a form the server refused field by field (each field has its own message). */
  correctFields: 'Please correct the highlighted fields.',
  unknownState: 'We do not know this state. Please choose your state from the list again.',
  unknownCity: 'We do not know this city. Please choose your city from the list again.',
} as const;

/** What to do when a payment answer could not be verified: whom to write to, and the transaction to quote. */
export const paymentUnconfirmedHint = (email: string, txnid?: string) =>
  `If money has left your account, write to ${email} and we will check it with the bank.${txnid ? ` Quote transaction ID ${txnid}.` : ''}`;

/**
 * Apply or repay posted without script (issue 41): the one-time-code step runs in the page's script, so say so
 * plainly, and how to reach us instead.
 */
export const codeStepNeedsScript = (phone: string, hours: string) =>
  `Applying and finding your loan start with a one-time code sent to your mobile, a step that needs JavaScript, which is turned off or did not load in this browser. Turn it on and try again, or call us on ${phone} (${hours}) and we will help you.`;
export const applyNeedsScriptTitle = 'Applying needs JavaScript';
/** The video KYC page without script (issue 41): what needs it, and whom to call. */
export const videoKycNeedsScript = (phone: string, hours: string) =>
  `Recording your video KYC needs JavaScript and your camera, and JavaScript is turned off or did not load in this browser. Turn it on and open the link we sent you again, or call us on ${phone} (${hours}) and we will help you.`;

/** A body sent with a content type the route does not read: 'application/json or multipart/form-data'. */
export const sendAs = (types: string) => `Send this as ${types}.`;
/** A wrong one-time code, with the tries left. */
export const wrongCode = (triesLeft: number) =>
  `${otpMessages.otpWrong} ${triesLeft === 1 ? '1 try left.' : `${triesLeft} tries left.`}`;
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
