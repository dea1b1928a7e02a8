// The words of the four consents (decision 0038), apart from the schema so the Hindi build can put
// consent-copy.hi.ts in their place (issue 21). The server's consent record keeps this English text.
import { messages } from '../messages.ts';
import type { ConsentPurpose } from '../consent-terms.ts';

export interface ConsentCopy {
  /** The line beside the checkbox. */
  label: string;
  required: boolean;
  /** The field message when a required consent is missing. */
  missing?: string;
}

export const consentCopy: Record<ConsentPurpose, ConsentCopy> = {
  terms: {
    label: 'I have read and accept the Terms and Conditions and the Privacy Notice.',
    required: true,
    missing: messages.acceptTerms,
  },
  creditReport: {
    label:
      'I allow Rupeeflow to fetch my credit report from a credit bureau for this application, to check my repayment history before deciding on the loan. Required.',
    required: true,
    missing: 'We need your consent to fetch your credit report to assess this application',
  },
  contact: {
    label:
      'I allow Rupeeflow to contact me about this application by call, SMS, e-mail or WhatsApp. Required for the application to proceed.',
    required: true,
    missing: 'We need your consent to contact you, or the application cannot proceed',
  },
  marketing: {
    label: 'Send me offers on Rupeeflow loans by SMS, e-mail or WhatsApp. Optional.',
    required: false,
  },
};
