// The home page's static sections (about teaser, why choose us, how it works, the four easy steps): a chunk of its
// own that a browser loads only when it reaches the home page by a client-side navigation; on its first page it reads
// them back from the server's HTML (client/pages/home/home-parts.tsx, decision 0124).
import { siteIdentity } from '../../shared/site-identity.ts';
import type { Feature, Step, TextBlock } from './types.ts';

export const aboutTeaser: TextBlock = {
  heading: 'Short-term loans built around your payday',
  paragraphs: [
    `${siteIdentity.brand} is the digital lending platform of ${siteIdentity.legalName}, a non-deposit-taking NBFC registered with the Reserve Bank of India. We give salaried individuals quick, short-term salary advances for the expenses that cannot wait until the end of the month.`,
    'Registration, application, KYC and disbursal all happen online, on mobile or web. You see every charge before you sign, the money goes straight to your own bank account, and our support team is there whenever you need help.',
  ],
  picture: {
    image: 'img/home/about-teaser.webp',
    imageSmall: 'img/home/about-teaser-600.webp',
    alt: `Members of the ${siteIdentity.brand} team helping a customer at the Noida office`,
  },
  link: { label: 'Learn More', to: '/about-us' },
};

export const whyChooseUs = [
  {
    icon: 'no-collateral',
    title: 'No Collateral',
    desc: 'Our loans are unsecured: no property, gold or guarantor is needed.',
  },
  {
    icon: 'low-credit-score',
    title: 'Low Credit Score Considered',
    desc: 'We look at your salary and repayment capacity, not only your credit score.',
  },
  {
    icon: 'flexible-tenure',
    title: 'Flexible Tenure',
    desc: 'Pick a repayment period that lines up with your next salary date.',
  },
  {
    icon: 'fully-online',
    title: 'Fully Online',
    desc: 'Register, apply, complete KYC and receive funds without visiting a branch.',
  },
  {
    icon: 'lightning',
    title: 'Approval in Minutes',
    desc: 'Your application is assessed as soon as you submit it.',
  },
  {
    icon: 'clock',
    title: 'Funds in Under 24 Hours',
    desc: 'Once approved, the loan is credited directly to your bank account.',
  },
] satisfies Feature[];

export const howItWorks = [
  {
    number: '01',
    icon: 'fill-form',
    title: 'Fill the Online Form',
    desc: 'Enter your basic, employment and income details in a few minutes.',
  },
  {
    number: '02',
    icon: 'upload-kyc',
    title: 'Upload KYC Documents',
    desc: 'Share your Aadhaar, PAN, address proof and salary details securely.',
  },
  {
    number: '03',
    icon: 'verification',
    title: 'Verification',
    desc: 'We verify your documents and assess your application quickly.',
  },
  {
    number: '04',
    icon: 'receive-funds',
    title: 'Receive Funds',
    desc: 'The approved amount is credited directly to your bank account.',
  },
] satisfies Step[];

export const easySteps = [
  {
    number: '1',
    icon: 'apply-online',
    title: 'Apply Online',
    desc: 'Fill in a short application on your phone or computer.',
  },
  {
    number: '2',
    icon: 'approval',
    title: 'Get Approval',
    desc: 'Get a decision within minutes of completing your application.',
  },
  {
    number: '3',
    icon: 'receive-funds',
    title: 'Receive Funds',
    desc: 'The money arrives in your bank account in under 24 hours.',
  },
  {
    number: '4',
    icon: 'start-using',
    title: 'Start Using',
    desc: 'Use the funds for rent, bills, medical costs or any urgent need.',
  },
] satisfies Step[];
