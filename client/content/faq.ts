// The five questions of the FAQ accordion, in the order of the specification (the first opens by default).
import { site } from '../../shared/site.ts';
import type { FaqItem } from './types.ts';

export const faqHeading = 'Frequently Asked Questions';

export const faqIntro =
  'Quick answers about salary advance loans: documents, disbursal, data safety and early repayment.';

/** The box under the questions for anyone whose answer is not there. */
export const faqHelp = {
  heading: 'Still have a question?',
  text: `Our support team answers calls, WhatsApp messages and e-mails every working day, ${site.officeHours}.`,
  contact: { label: 'Contact Us', to: '/contact-us' },
  apply: { label: 'Apply Now', to: '/apply-now' },
} as const;

export const faqs = [
  {
    question: `What is a ${site.brand} salary advance loan?`,
    answer: `It is a short-term, unsecured personal loan for salaried individuals in India who need money before their next payday. It is offered by ${site.legalName}, a non-deposit-taking NBFC registered with the Reserve Bank of India. No collateral is needed, tenures run up to three months, and everything from application to disbursal happens online.`,
  },
  {
    question: 'What documents do I need to apply?',
    answer:
      'You need your Aadhaar and PAN, an address proof such as a recent utility bill if your current address differs from your Aadhaar, and your latest salary slips or a bank statement showing your salary credits. You also need an active personal bank account in your own name, because the loan is credited directly into it.',
  },
  {
    question: 'How quickly will I receive the money?',
    answer:
      'Once you submit a complete application, you usually receive a decision within minutes. After approval and signing of the loan agreement, the amount is credited to your bank account in under 24 hours, and often within a few hours.',
  },
  {
    question: 'Is my personal data safe with you?',
    answer:
      'Yes. Your documents and details are handled with bank-grade encryption, collected only with your consent and used only to process and service your loan. We never sell your data, and we share it only where needed for your loan, such as with credit bureaus, or where the law requires it. Our Privacy Policy lists exactly what we collect and why.',
  },
  {
    question: 'Can I repay my loan early?',
    answer:
      'Yes, you can repay in full at any time before the due date from the Repay Your Loan page. As per our charges table, the foreclosure or prepayment charge is INR 0, and you pay interest only for the days you actually used the money.',
  },
] satisfies FaqItem[];
