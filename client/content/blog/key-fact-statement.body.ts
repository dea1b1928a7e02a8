// The text of blog post 6: what the Key Fact Statement tells you, and what the APR means.
import { siteIdentity } from '../../../shared/site-identity.ts';
import type { BlogSection } from '../types.ts';
import { coolingOffWords } from '../../../shared/cooling-off-words.ts';
import { termTokens as terms } from '../../../shared/product-term-tokens.ts';

export const keyFactStatementBody = [
  {
    paragraphs: [
      'Loan agreements are long, and few people read them end to end. That is why the Reserve Bank of India requires lenders to give you a Key Fact Statement (KFS): a short, standard summary of everything that matters, in a language you understand, before you sign.',
    ],
  },
  {
    heading: 'Where the KFS comes from',
    paragraphs: [
      "Digital lenders first had to provide a KFS under the RBI's digital lending guidelines of September 2022. An RBI circular of 15 April 2024 extended and standardised it: since 1 October 2024, every bank and NBFC must give a KFS in the same format for all retail and MSME term loans, including small personal loans like salary advances. Both rules now sit in the Reserve Bank of India (Digital Lending) Directions, 2025 and, for NBFCs, the Reserve Bank of India (Non-Banking Financial Companies - Responsible Business Conduct) Directions, 2025, which replaced those circulars.",
    ],
  },
  {
    heading: 'What it contains',
    paragraphs: [],
    list: [
      'The sanctioned loan amount and how it will be disbursed.',
      'The loan term and the number, amount and dates of instalments.',
      'The interest rate and whether it is fixed or floating.',
      'Every fee and charge, split into those paid to the lender and those collected for third parties such as insurers.',
      'The Annual Percentage Rate (APR).',
      'Contingent charges, such as penal charges for late payment and bounce charges.',
      'The cooling-off or look-up period, during which you can exit the loan.',
      'Details of any recovery agents or lending service providers, and the grievance redressal officer.',
      'Whether the loan may be transferred to another lender.',
      'A repayment schedule and the working behind the APR.',
    ],
  },
  {
    heading: 'APR: the number to compare',
    paragraphs: [
      'The APR is the annual cost of credit to you. It includes the interest and all other charges of the loan, such as the processing fee, GST on it, and third-party charges the lender collects, expressed as a yearly percentage. It leaves out contingent charges like penal charges, which apply only if something goes wrong and are listed separately.',
      'Why does this matter? Because two loans with the same interest rate can cost very different amounts once fees are counted, and fees weigh most on short loans. Here is a loan of ours, worked the way your KFS works it:',
    ],
    list: [
      `Loan of ${terms['example.small.amount']} for ${terms['example.small.days']} days at ${terms['example.small.rate']} interest per day (${terms['example.small.annualRate']} a year): interest is ${terms['example.small.interest']}.`,
      `Processing fee of ${terms['example.small.fee']} (${terms.fee}) plus ${terms.gst} GST (${terms['example.small.gst']}), deducted upfront: you receive ${terms['example.small.net']}.`,
      `You repay ${terms['example.small.repayable']}, so the total cost is ${terms['example.small.cost']} on the ${terms['example.small.net']} you actually got.`,
      `That is an APR of ${terms['example.small.apr']}: (${terms['example.small.repayable']} - ${terms['example.small.net']}) / ${terms['example.small.net']} x 365 / ${terms['example.small.days']}.`,
    ],
  },
  {
    paragraphs: [
      'APRs on short loans look large because a cost incurred over a few weeks is stretched to a full year. The point is not the size of the number but the comparison: put two offers side by side and the lower APR is the cheaper loan.',
    ],
  },
  {
    heading: 'Rules that protect you',
    paragraphs: [],
    list: [
      'A lender cannot charge any fee that is not in the KFS without your explicit consent.',
      'The KFS must stay valid long enough for you to decide: at least three working days for loans of seven days or more, and one working day for shorter loans.',
      `Under the Reserve Bank of India (Digital Lending) Directions, 2025, a digital loan has a cooling-off (look-up) period, set by the lender's board, in which you can exit by repaying the principal and the proportionate APR, with no penalty. At ${siteIdentity.brand}: ${coolingOffWords.en.rule} ${coolingOffWords.en.example()}`,
      'Penal charges for late payment must be reasonable and disclosed upfront, and since 2024 they cannot be added to the interest rate or compounded.',
      'You must acknowledge the KFS, and a copy is yours to keep along with the loan agreement.',
    ],
  },
  {
    heading: 'A two-minute check before you sign',
    paragraphs: [],
    list: [
      'Does the amount you will receive match what you need, after deductions?',
      'Do you know the exact repayment amount and date?',
      'Is the APR in line with other offers you have?',
      'Are the late payment charges clear, and can you avoid them?',
      'Do you know whom to contact if something goes wrong?',
    ],
  },
  {
    paragraphs: [
      `At ${siteIdentity.brand}, the Key Fact Statement page on our website shows the parameters of our loans, and every borrower receives a personalised KFS before signing, with a ${terms.coolingOff}-day cooling-off period and no prepayment penalty. If any line is unclear, ask us before you accept. A good loan is one you understand completely.`,
    ],
  },
] satisfies BlogSection[];
