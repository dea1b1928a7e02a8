// The forms' own messages (field rules, form schemas, acknowledgements): apart from shared/messages.ts, which
// every page's first load carries, so only the forms' chunks carry these (a module's used exports all live in
// the chunk of that module). Hindi: field-messages.hi.ts.

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
  lettersOnly: 'Use letters only',
  dobRequired: 'Enter your date of birth',
  pincodeInvalid: 'Enter a valid 6-digit pincode',
  alternateSame: 'Enter a different number from your mobile',
  loanAmount: 'Loan amount',
  monthlyIncome: 'Monthly income',
  referenceNumber: 'Enter the reference number as it was given to you, e.g. GRV-2026-000123',
  complaintNotFound:
    'We found no complaint with that reference number and mobile number. Check both and try again.',
  privacyReferenceNumber: 'Enter the reference number as it was given to you, e.g. PRQ-2026-000123',
  privacyRequestNotFound:
    'We found no privacy request with that reference number and mobile number. Check both and try again.',
  otpPurpose: 'Say what the code is for: repay or apply',
  notAnId: 'Not a valid id',
  noSuchPayment: 'No such payment',
  paymentPurpose: 'Choose the amount due or the cooling-off exit',
  loanNumber: 'Not a loan number of ours',
  documentRefMalformed:
    'That is not a reference of ours. Type it exactly as printed on the document, e.g. RFK-ABCD2345EFGH6789-WXYZ2345',
  documentUnknown:
    'We did not issue a document with this reference. The copy may have been altered: call us before you rely on it.',
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
