// The lending API's own phrases that reach a borrower (its Message, tags stripped; its PAN-verification answer),
// as it words them: the server shows a Hindi reader our Hindi for each from upstream-messages.hi.ts (issue 41). A
// phrase not listed here is shown as it came, after a Hindi line saying it is the lending system's own English.

export const upstreamMessages = {
  applicationSubmitted: 'Application submitted successfully',
  applicationSubmittedStop: 'Application submitted successfully.',
  applicationExists: 'Application already exists for this PAN.',
  noRecord: 'No record found',
  invalidRequest: 'Invalid request.',
  validPan: 'Please enter a valid PAN number.',
  validMobile: 'Please enter a valid 10 digit mobile number.',
  validAlternateMobile: 'Please enter a valid 10 digit alternate mobile number.',
  validGender: 'Please select a valid gender.',
  validLoanAmount: 'Please enter a valid loan amount.',
  acceptTerms: 'Please accept the terms & conditions.',
} as const;

/** getLeadInfo's PAN-verification answer, phrase by phrase (the sanitized HTML's text, tags left as they are). */
export const panVerificationPhrases = {
  noRecordForLink: 'No record found for this link.',
  panNotMatching: 'The PAN entered does <b>not match</b> our records.',
  verified: 'PAN verified',
  pending: 'Verification pending',
  pendingText:
    'We are checking your PAN with the Income Tax Department. Please try again in a few minutes.',
  notVerified: 'PAN could not be verified',
  nameMismatchText: 'The name on the PAN does not match the application.',
  nameAsPerPan: 'Name as per PAN',
  status: 'Status',
  valid: '<b>Valid</b>',
  pendingStatus: '<i>Pending</i>',
  nameMismatch: '<b>Name mismatch</b>',
} as const;

/** Said before a lending-API phrase we have no Hindi for, which follows in its own English. */
export const upstreamUnknownLead: string = 'The lending system answered (in its own words):';
