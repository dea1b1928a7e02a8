// Copy of the grievance desk's status lookup (on /grievance-redressal) and of the Privacy Requests page.
import { site } from '../../shared/site.ts';
import { complaintStatusLabels } from '../../shared/complaint-terms.ts';
import { privacyRequestLabels } from '../../shared/privacy-request-terms.ts';

export const complaintLookupCopy = {
  heading: 'Follow your complaint',
  intro:
    'Enter the reference number you were given (it looks like GRV-2026-000123) and the mobile number you wrote from.',
  referenceLabel: 'Reference number',
  mobileLabel: 'Mobile number',
  submitLabel: 'Check status',
  checkingLabel: 'Checking…',
  statusLabel: 'Status',
  receivedLabel: 'Received on',
  replyLabel: 'Our reply is due by',
  escalationLabel: 'You may go to the RBI Ombudsman from',
  escalationText:
    'If we have not replied by then, or you are not satisfied with our reply, you may complain to the Reserve Bank of India Ombudsman under the Reserve Bank - Integrated Ombudsman Scheme, 2026 at',
  /** The status as the page shows it (the API's own words in English). */
  statusNames: complaintStatusLabels,
} as const;

export const privacyRequestsCopy = {
  title: 'Privacy Requests',
  intro:
    'Ask us to give you a summary of your personal data, correct it, erase it, withdraw a consent you gave, or nominate someone to act for you. These are your rights under the Digital Personal Data Protection Act, 2023.',
  kindLabel: 'What would you like to do?',
  mobileLabel: 'Mobile number registered with us',
  panLabel: 'PAN',
  panHint:
    'Optional. If you give it, we check it against your mobile number before we act on your request.',
  /** Where the code for the mobile went (the code step above the send button). */
  codeSent: (maskedMobile: string) =>
    `So that no one else can ask for your data, we have sent a 6-digit code to ${maskedMobile}. Enter it to send your request.`,
  cancelCode: 'Change the mobile number',
  detailsLabel: 'Details',
  detailsHint:
    'Tell us what you need: which details to correct and how, or which consent to withdraw (credit bureau report, contact about your application, or marketing offers).',
  submitLabel: 'Send request',
  sendingLabel: 'Sending…',
  sentHeading: 'Request received',
  sent: (reference: string) =>
    `We have received your request with reference number ${reference}. Our Grievance Redressal Officer will reply within 30 days, usually much sooner.`,
  withdrawalNote:
    'Withdrawing a consent does not cancel a loan you already have: the loan agreement, and the records the law requires us to keep, continue until the loan is repaid. We will stop the processing the consent allowed, and tell you plainly if that affects your loan (for example, no new loan can be assessed without a credit report).',
  /** The kinds of request as the drop-down shows them (the values sent are the schema's). */
  kindNames: privacyRequestLabels,
  chooseOne: 'Choose one',
  referenceNumber: 'Reference number: ',
  formHeading: 'Make a request',
  withdrawalHeading: 'Withdrawing a consent',
  readBefore: 'Read how we use your data in our ',
  privacyNotice: 'Privacy Notice',
  readBetween: ', and how we handle complaints on the ',
  grievance: 'Grievance Redressal',
  readAfter: ' page.',
  contactNote: `You can also write to our Grievance Redressal Officer, ${site.grievanceOfficer.name}, at ${site.grievanceOfficer.email} or call ${site.grievanceOfficer.phone}.`,
} as const;
