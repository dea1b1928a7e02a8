// The text of blog post 2: understanding your credit score (CIBIL).
import { siteIdentity } from '../../../shared/site-identity.ts';
import type { BlogSection } from '../types.ts';

export const creditScoreBody = [
  {
    paragraphs: [
      'Almost every lender in India looks at your credit score before saying yes. Yet many borrowers have never seen their own. Here is what the number means, what changes it, and how to fix mistakes in your report.',
    ],
  },
  {
    heading: 'What a credit score is',
    paragraphs: [
      'Your credit score is a three-digit number, from 300 to 900, that summarises your credit report: the record of every loan and credit card you have had and how you repaid it. Four credit information companies (credit bureaus) are licensed by the RBI: TransUnion CIBIL, Experian, Equifax and CRIF High Mark. CIBIL is the oldest, which is why people say "CIBIL score" for any of them. Each bureau calculates its own score, so your numbers may differ slightly from one to another.',
    ],
  },
  {
    heading: 'What the numbers mean',
    paragraphs: ['Every lender sets its own cut-offs, but these bands are a fair guide:'],
    list: [
      '750 and above: generally seen as good, with the widest choice of loans and the best terms.',
      '650 to 749: fair; many lenders will still approve you, sometimes for a smaller amount.',
      'Below 650: approval is harder, and lenders look more closely at your income and recent repayments.',
      '"NA" or "NH": not a bad score, just too little credit history to calculate one.',
    ],
  },
  {
    heading: 'What moves your score',
    paragraphs: [],
    list: [
      'Payment history, the biggest factor: every EMI or card bill paid late, even by a few days, is recorded as days past due (DPD).',
      'Credit utilisation: using a large share of your credit card limit signals stress. Keeping it under about 30% helps.',
      'Length of history: older accounts in good standing help, so think twice before closing your oldest credit card.',
      'Credit mix: a mix of secured and unsecured credit, handled well, counts in your favour.',
      'New enquiries: applying to many lenders in a short time creates several hard enquiries and looks like credit hunger.',
    ],
  },
  {
    paragraphs: [
      'Checking your own score is a soft enquiry and never lowers it, so check as often as you like.',
    ],
  },
  {
    heading: 'RBI rules that work in your favour',
    paragraphs: [],
    list: [
      'Each credit bureau must give you one free full credit report, with your score, every calendar year.',
      'Since 1 January 2025, lenders report your repayments to the bureaus every fortnight instead of every month, so on-time payments and corrections show up sooner.',
      'Bureaus must alert you by SMS or e-mail when a lender pulls your credit report, so you can spot enquiries you did not authorise.',
      'If a complaint about wrong data is not resolved within 30 calendar days, you are entitled to compensation of ₹100 for every day of delay.',
    ],
  },
  {
    heading: 'How to read your report',
    paragraphs: [
      "Beyond the score, look at three things. First, your personal details: a wrong PAN, date of birth or address can mix your record with someone else's. Second, the account list: each loan and card should be yours, with the right status and a clean DPD history. Third, the enquiries section: a loan you never applied for could mean someone is using your identity.",
      'Watch the account status closely. "Closed" means you repaid in full. "Settled" means the lender accepted less than you owed, and lenders treat it as a serious negative for years. If you can, repay in full rather than settle.',
    ],
  },
  {
    heading: 'Fixing errors',
    paragraphs: [
      'Raise a dispute on the website of the bureau that shows the error, attaching proof such as a no-dues certificate or a payment receipt. The bureau checks with the lender, and the record must be corrected or the dispute answered within the timelines above. Keep the complaint number until the corrected report reaches you.',
    ],
  },
  {
    heading: 'Building a score from low or none',
    paragraphs: [],
    list: [
      'Pay every EMI and card bill on time, in full where you can. Recent behaviour counts the most.',
      'Repay a small loan on schedule: a short-term loan repaid on time adds a positive entry to your report.',
      'If you have no history, a secured credit card against a fixed deposit is an easy way to start.',
      'Space out loan applications instead of applying everywhere at once.',
    ],
  },
  {
    paragraphs: [
      `A low score is not the end of the road. At ${siteIdentity.brand} we look at your salary and repayment capacity and not only your score, and we report your repayments to the credit bureaus, so each on-time repayment helps you rebuild. Improvement takes months rather than days, but it does come.`,
    ],
  },
] satisfies BlogSection[];
