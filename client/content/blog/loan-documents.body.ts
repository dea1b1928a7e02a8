// The text of blog post 3: documents you need for an instant personal loan.
import { siteIdentity } from '../../../shared/site-identity.ts';
import type { BlogSection } from '../types.ts';

export const loanDocumentsBody = [
  {
    paragraphs: [
      'An "instant" loan is only as instant as your paperwork. Most delays we see have nothing to do with credit decisions; they come from a blurry photo, a name spelt two ways, or a locked PDF. Keep the following ready and the process really can take minutes.',
    ],
  },
  {
    heading: '1. Proof of identity: PAN and Aadhaar',
    paragraphs: [
      'PAN is mandatory for a salary advance. Make sure the name on it matches your bank account and Aadhaar, and that your PAN is linked to Aadhaar: an unlinked PAN has been inoperative since July 2023 and cannot be used for KYC.',
      'Aadhaar is usually verified through e-KYC with a one-time password sent to the mobile number linked to it, so keep that phone with you. If you upload a copy instead, lenders ask for the Aadhaar number to be masked, with only the last four digits visible.',
    ],
  },
  {
    heading: '2. Proof of current address',
    paragraphs: [
      "If you live at the address printed on your Aadhaar, nothing more is usually needed. If you have moved, keep a utility bill for your current address that is not more than two months old: electricity, piped gas, water, landline or post-paid mobile. Under the RBI's KYC rules a lender can accept such a bill as proof of address for a limited time; you then have three months to submit an ID, such as your Aadhaar, updated with the new address.",
    ],
  },
  {
    heading: '3. Proof of income',
    paragraphs: ['A salary advance is repaid from your salary, so the lender needs to see it:'],
    list: [
      'Salary slips for the last three months.',
      'A bank statement of your salary account for the last three to six months, downloaded as a PDF from net banking. Do not edit it in any way: altered statements lead to rejection.',
      'Your official e-mail address or employee ID, which helps confirm where you work.',
    ],
  },
  {
    paragraphs: [
      'Some lenders can fetch your bank statement directly, with your consent, through the RBI-regulated Account Aggregator framework. You approve exactly which account and which period are shared, and for how long.',
    ],
  },
  {
    heading: '4. An active bank account in your own name',
    paragraphs: [
      "The loan is credited directly to your personal bank account, never to a friend's or relative's. Keep the account number and IFSC handy, and make sure the account is active and in the same name as your PAN. Repayment is made back to the lender's account, for example through UPI, net banking or an auto-debit mandate you set up.",
    ],
  },
  {
    heading: '5. A selfie or video KYC',
    paragraphs: [
      `Many digital lenders confirm that the applicant is a real, live person. At ${siteIdentity.brand} this is a short recorded video KYC of up to 30 seconds. Sit in good light, keep your original PAN card nearby, allow camera and microphone access when the browser asks, and look straight at the camera.`,
    ],
  },
  {
    heading: 'Quick checklist',
    paragraphs: [],
    list: [
      'PAN, linked to Aadhaar',
      'Aadhaar, with its linked mobile number at hand',
      'A utility bill not more than two months old, if your address has changed',
      'Salary slips for the last three months',
      'Salary account statement for the last three to six months (unedited PDF)',
      'Bank account number and IFSC, account in your own name',
      'A quiet, well-lit spot for the video KYC',
    ],
  },
  {
    heading: 'Mistakes that slow you down',
    paragraphs: [],
    list: [
      'Names that do not match: "Mohd." on PAN but "Mohammed" at the bank. Small differences can trigger a manual check.',
      'Photos that are cropped, glared or blurred. Photograph documents flat, in daylight, with all four corners visible.',
      'Password-protected PDFs. Remove the password, or share it when asked inside the official application.',
      'An Aadhaar mobile number you no longer use, which makes OTP verification impossible.',
    ],
  },
  {
    heading: 'Keep your documents safe',
    paragraphs: [
      "Upload documents only inside the lender's official website or app, never on WhatsApp to an unknown number or in reply to an unsolicited call. No genuine lender will ask for your OTP, UPI PIN or net banking password over the phone. With the right documents ready and shared safely, an instant loan is exactly that.",
    ],
  },
] satisfies BlogSection[];
