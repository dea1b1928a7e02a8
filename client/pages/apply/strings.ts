// Every word the Apply Now page writes itself (labels, hints, placeholders, options, the code step, the thank-you),
// in one module so the Hindi build can put strings.hi.ts in its place (issue 21). Validation messages come from
// shared/messages.ts, and the consent lines from shared/schemas/consent-copy.ts, which the server shares.

export const applyCopy = {
  pageTitle: 'Apply Now',
  pageIntro: 'Apply for an instant salary advance in two minutes.',
  formTitle: 'Loan application',
  formIntro: 'All fields are required unless marked optional. It takes about two minutes.',
  tryAgain: 'Try again',
  sections: {
    loan: 'Loan details',
    personal: 'Personal details',
    contact: 'Contact details',
    address: 'Address',
  },
  submit: 'Submit application',
  submitting: 'Submitting…',
  secure: 'Your details are sent over an encrypted connection and used only to assess your loan.',
  optional: ' (optional)',
} as const;

export const fieldCopy = {
  loanAmount: 'Loan amount',
  loanAmountHint: (min: string, max: string) => `${min} to ${max}`,
  monthlyIncome: 'Monthly income',
  monthlyIncomeHint: 'Your take-home salary',
  obligations: 'Obligations',
  obligationsHint: 'EMIs you already pay each month',
  firstName: 'First name',
  middleName: 'Middle name',
  surName: 'Surname',
  pan: 'PAN',
  panHint: '10 characters, as on your PAN card',
  dob: 'Date of birth',
  gender: 'Gender',
  genders: { male: 'Male', female: 'Female', other: 'Other' },
  mobile: 'Mobile number',
  alternateMobile: 'Alternate mobile number',
  email: 'E-mail',
  officialEmail: 'Office e-mail',
  state: 'State',
  city: 'City',
  pincode: 'Pincode',
} as const;

/** The first, empty option of the state, city and pincode lists: it says why the list may be empty. */
export const listCopy = {
  loadingStates: 'Loading states…',
  selectState: 'Select your state',
  city: {
    chooseParentFirst: 'Choose a state first',
    loading: 'Loading cities…',
    notLoaded: 'Cities not loaded',
    none: 'No cities available',
    select: 'Select your city',
  },
  pincode: {
    chooseParentFirst: 'Choose a city first',
    loading: 'Loading pincodes…',
    notLoaded: 'Pincodes not loaded',
    none: 'No pincodes available',
    select: 'Select your pincode',
  },
} as const;

export const mobileVerifyCopy = {
  verified: 'Mobile number verified',
  sent: (masked: string) => `We have sent a 6-digit code to ${masked}.`,
  cancel: 'Cancel',
  sending: 'Sending code…',
  verify: 'Verify mobile number',
  changed: 'You changed the number: verify the new one with a new code.',
  hint: 'We send a code to this number to check it is yours.',
} as const;

export const consentFieldsCopy = {
  legend: 'Your consents',
  note: 'Tick each one separately. You can withdraw a consent later on the Privacy Requests page.',
  /** The Terms line, written around its two links (the other lines are shared/schemas/consent-copy.ts). */
  termsBefore: 'I have read and accept the ',
  termsLink: 'Terms and Conditions',
  termsBetween: ' and the ',
  privacyLink: 'Privacy Notice',
  termsAfter: '.',
} as const;

export const asideCopy = {
  needHelp: 'Need help?',
  callBefore: 'Call ',
  callAfter: (hours: string) => `, ${hours}.`,
} as const;

export const thankYouCopy = {
  received: 'Your application has been received',
  nextNamed: (firstName: string) => `${firstName}, here is what happens next:`,
  next: 'Here is what happens next:',
  steps: {
    call: (last4: string) =>
      `Our team checks your details and calls you on your mobile number ending ${last4}.`,
    kyc: 'We send you a link to finish your video KYC online.',
    money: 'Once approved, the money is credited to your bank account in under 24 hours.',
  },
} as const;
