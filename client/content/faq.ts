// The questions of the FAQ accordion: the specification's five in its order (the first opens by default), then the
// credit-bureau default alert the RBI's 2025 credit information directions call for (issue 18; decision 0038).
import { siteIdentity } from '../../shared/site-identity.ts';
import { termTokens as terms } from '../../shared/product-term-tokens.ts';
import type { FaqItem } from './types.ts';
import { coolingOffWords } from '../../shared/cooling-off-words.ts';

export const faqHeading = 'Frequently Asked Questions';

/** The last step of the page's breadcrumb. */
export const faqCrumb = 'FAQs';

export const faqIntro =
  'Quick answers about salary advance loans: documents, disbursal, data safety and early repayment.';

/** The box under the questions for anyone whose answer is not there. */
export const faqHelp = {
  heading: 'Still have a question?',
  text: `Our support team answers calls, WhatsApp messages and e-mails every working day, ${siteIdentity.officeHours}.`,
  contact: { label: 'Contact Us', to: '/contact-us' },
  apply: { label: 'Apply Now', to: '/apply-now' },
} as const;

export const faqs = [
  {
    question: `What is a ${siteIdentity.brand} salary advance loan?`,
    answer: `It is a short-term, unsecured personal loan for salaried individuals in India who need money before their next payday. It is offered by ${siteIdentity.legalName}, a non-deposit-taking NBFC registered with the Reserve Bank of India. No collateral is needed, tenures run ${terms['tenure.min']} to ${terms['tenure.max']} days with one repayment on your payday, and everything from application to disbursal happens online. Interest is ${terms['rate.min']} to ${terms['rate.max']} per day (${terms['rate.annualMin']} to ${terms['rate.annualMax']} a year) on the loan amount, set by your risk band, plus a one-time processing fee of ${terms.fee} of the loan and GST at ${terms.gst} on the fee, deducted when the loan is paid out. For example, ${terms['example.standard.amount']} for ${terms['example.standard.days']} days at ${terms['example.standard.rate']} per day (${terms['example.standard.annualRate']} a year): you receive ${terms['example.standard.net']} and repay ${terms['example.standard.repayable']}, an APR of ${terms['example.standard.apr']}. Across the amounts, tenures and rates we offer, the APR is ${terms['apr.min']} to ${terms['apr.max']}. Paying late adds a penal charge of ${terms.penal} per day of the overdue principal. The calculator on our home page and your Key Fact Statement show every figure before you sign.`,
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
    answer: `Yes, you can repay in full at any time before the due date from the Repay Your Loan page. The foreclosure or prepayment charge is ${terms.foreclosure}, and you pay interest only for the days you actually used the money. In the first days you can also change your mind: ${coolingOffWords.en.rule} ${coolingOffWords.en.example()}`,
  },
  {
    question: 'Will I be told before a missed payment is reported to a credit bureau?',
    answer:
      'Yes. Before we first report your loan as overdue to a credit bureau, we alert you by SMS and e-mail with the amount overdue and the date it fell due, so you can pay or tell us if the amount is wrong. If a report about you is wrong, ask us to correct it and we will correct it with the credit bureaus. Our Fair Practice Code explains this in full.',
  },
] satisfies FaqItem[];
