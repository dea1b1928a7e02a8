// The text of blog post 1: how salary advance loans work.
import { siteIdentity } from '../../../shared/site-identity.ts';
import type { BlogSection } from '../types.ts';
import { coolingOffWords } from '../../../shared/cooling-off-words.ts';
import { termTokens as terms } from '../../../shared/product-term-tokens.ts';

export const salaryAdvanceBody = [
  {
    paragraphs: [
      'Most salaried people know the feeling. Rent, a school fee or a hospital bill falls due on the 24th, and the salary arrives on the 1st. A salary advance loan is built for exactly that gap. Here is how it works, what it costs, and when it is (and is not) the right choice.',
    ],
  },
  {
    heading: 'What is a salary advance loan?',
    paragraphs: [
      'A salary advance is a small, short-term, unsecured personal loan for salaried individuals. Instead of monthly EMIs spread over years, it usually runs for a few days or weeks and is repaid in one go, typically on or soon after your next payday. Because it is unsecured, you do not pledge gold, property or a fixed deposit, and you do not need a guarantor. The lender decides mainly on your income, your employment and your repayment record.',
      'In India, only banks and NBFCs registered with the Reserve Bank of India, or apps and websites operated on their behalf, may lend this way. An advance from your own employer is different: that is simply part of your future pay, with no lender involved.',
    ],
  },
  {
    heading: 'How the application works',
    paragraphs: [
      `At ${siteIdentity.brand} the whole journey is online, on mobile or web, and follows the same broad steps as at any regulated digital lender:`,
    ],
    list: [
      'Check eligibility: with us you must be between 23 and 55 years old, salaried with a regular monthly income, and hold an active bank account in your own name.',
      'Fill the online form with your personal, employment and income details.',
      'Complete KYC: Aadhaar, PAN, address proof and salary slips or a bank statement, sometimes followed by a short video KYC.',
      'Get a decision, usually within minutes.',
      'Read the Key Fact Statement (KFS) and sign the loan agreement.',
      'Receive the money directly in your bank account.',
    ],
  },
  {
    paragraphs: [
      "Under the RBI's digital lending rules, the money must travel straight from the lender's bank account to yours, and your repayment must go straight back to the lender. It should never pass through the account of an agent or any third party.",
    ],
  },
  {
    heading: 'How the cost is calculated',
    paragraphs: [
      'Salary advances are usually priced per day. The arithmetic is the same as in the loan calculator on our home page:',
    ],
    list: [
      'Daily interest = loan amount x daily rate / 100',
      'Total interest = daily interest x number of days',
      'Total amount to repay = loan amount + total interest',
    ],
  },
  {
    paragraphs: [
      `Say you borrow ${terms['example.short.amount']} for ${terms['example.short.days']} days at ${terms['example.short.rate']} per day (${terms['example.short.annualRate']} a year). The daily interest is ${terms['example.short.dailyInterest']}, the total interest for ${terms['example.short.days']} days is ${terms['example.short.interest']}, and you repay ${terms['example.short.repayable']}.`,
      `On top of interest, lenders charge a one-time processing fee, plus GST on that fee, normally deducted from the amount paid out to you. Ours is ${terms.fee} of the loan plus ${terms.gst} GST on the fee: in the example, ${terms['example.short.fee']} and ${terms['example.short.gst']}, so ${terms['example.short.net']} reaches your account, an APR of ${terms['example.short.apr']}. Your Key Fact Statement lists every such charge along with the Annual Percentage Rate (APR), the all-in yearly cost of the loan. Short loans show high APRs because a daily rate adds up quickly over a year, which is exactly why they suit short gaps and not long-term borrowing.`,
    ],
  },
  {
    heading: 'Repaying early, on time, or late',
    paragraphs: [
      `Interest is charged only for the days you actually hold the money, so repaying early saves you interest. At ${siteIdentity.brand} the foreclosure or prepayment charge is ${terms.foreclosure}. Digital loans also come with a cooling-off period. ${coolingOffWords.en.rule}`,
      'Paying late is the expensive option. A late payment penalty applies as disclosed in your loan documents, and missed payments are reported to credit bureaus, which can pull your credit score down for a long time. If you expect a problem, speak to the lender before the due date; it is always easier to sort out early.',
    ],
  },
  {
    heading: 'When a salary advance makes sense',
    paragraphs: [],
    list: [
      'The expense is one-off and genuinely urgent: a medical bill, a deposit, an essential repair.',
      'You are confident you can repay in full from your next salary without borrowing again.',
      'Cheaper options are not available: an emergency fund, an advance from your employer, or a credit card within its interest-free period.',
    ],
  },
  {
    heading: 'When it does not',
    paragraphs: [],
    list: [
      'You run short every month. That is a budgeting problem, and a loan will only make next month tighter.',
      'You want to repay another loan with it. Borrowing to repay borrowing tends to snowball.',
      'The spending can wait: a gadget, a sale, a holiday.',
    ],
  },
  {
    heading: 'The bottom line',
    paragraphs: [
      'Used for the right reason, a salary advance is a quick, transparent bridge to payday. Borrow only what you need, read your Key Fact Statement before you sign, and repay on time. Your budget and your credit score will both thank you.',
    ],
  },
] satisfies BlogSection[];
