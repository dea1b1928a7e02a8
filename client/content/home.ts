// Copy of the home page: hero, about teaser, why choose us, steps, features, eligibility.
import { siteIdentity } from '../../shared/site-identity.ts';
import type { Feature, HeroSlide, Link } from './types.ts';

export const homeHeadings = {
  aboutTeaser: 'About Us',
  whyChooseUs: 'Why Choose Us',
  howItWorks: 'How It Works',
  easySteps: 'In Just 4 Easy Steps',
  calculator: 'Personal Loan Calculator',
  features: 'Personal Loan Features',
} as const;

export const heroActions = {
  apply: { label: 'Apply Now', to: '/apply-now' } satisfies Link,
  checkEligibility: 'Check Eligibility',
} as const;

export const calculatorAction: Link = { label: 'Apply for Loan Now', to: '/apply-now' };
export const calculatorKfsAction: Link = {
  label: 'Get this as a Key Fact Statement',
  to: '/key-fact-statement',
};

/** Labels of the Personal Loan Calculator; its bounds, defaults and formulas live in shared/calculator.ts. */
export const calculatorCopy = {
  intro:
    'Move the sliders or type the figures to see the whole cost: interest, processing fee and GST, what reaches your account, what you repay and the APR.',
  amount: 'Loan Amount',
  amountUnit: 'rupees',
  days: 'Tenure',
  daysUnit: 'days',
  rate: 'Interest Rate',
  rateUnit: 'percent per day',
  interest: 'Interest',
  processingFee: 'Processing Fee',
  gstOnFee: 'GST on Fee',
  net: 'Net Amount Credited',
  repayable: 'Total Repayable',
  repaymentDate: 'Repayment Date',
  apr: 'APR',
  dayLate: 'One Day Late Adds',
  inDays: (days: number) => `${days} days after disbursement`,
  note: 'An illustration only. Your rate, fees and APR are set out in your Key Fact Statement before you sign.',
} as const;

export const heroSlides = [
  {
    headline: 'Salary Advances Judged on Your Salary, Not Only Your Score',
    text: 'Salary advances for salaried professionals, approved in minutes with no collateral.',
    image: 'img/hero/hero-1.webp',
    imageSmall: 'img/hero/hero-1-800.webp',
    alt: 'A young professional checking a loan approval message on her phone at her desk',
  },
  {
    headline: 'Funds in Your Account in Under 24 Hours',
    text: 'Apply online in 3 simple steps and get the money credited directly to your own bank account.',
    image: 'img/hero/hero-2.webp',
    imageSmall: 'img/hero/hero-2-800.webp',
    alt: 'A man receiving a bank credit notification on his mobile phone at home',
  },
  {
    headline: 'Flexible Tenure, Charges Shown Upfront',
    text: 'Choose a repayment date that suits your payday. Every charge is listed in your Key Fact Statement before you sign.',
    image: 'img/hero/hero-3.webp',
    imageSmall: 'img/hero/hero-3-800.webp',
    alt: 'A couple reviewing their monthly budget together on a laptop',
  },
] satisfies HeroSlide[];

/** The Personal Loan Features carousel: exactly the five features of the specification. */
export const features = [
  {
    icon: 'instant-approval',
    title: 'Instant Approval',
    desc: 'Fast approvals with minimal documentation',
  },
  {
    icon: 'affordable-rates',
    title: 'Every Cost Upfront',
    desc: 'Fee, GST, interest and APR shown before you sign',
  },
  {
    icon: 'secure-process',
    title: 'Secure Process',
    desc: 'Encrypted in transit and at rest, stored in India',
  },
  {
    icon: 'customer-support',
    title: 'Customer Support',
    desc: `Call or WhatsApp us, ${siteIdentity.officeHours}`,
  },
  {
    icon: 'quick-disbursal',
    title: 'Quick Disbursement',
    desc: 'Loan amount delivered quickly',
  },
] satisfies Feature[];

export { eligibility } from './eligibility.ts';
