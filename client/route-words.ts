// What each route tells search engines and link previews, in words: titles, descriptions, breadcrumb names. Kept
// apart from the route table (routes.tsx) so the Hindi build resolves route-words.hi.ts in its place and /hi
// pages are titled in Hindi.
import { siteIdentity } from '../shared/site-identity.ts';
// The product terms themselves, not their page tokens: the route table is in every first load, the tokens module
// (with the calculator behind it) is not.
import { productTerms } from '../shared/product-terms.ts';
import { formatRupees } from '../shared/format.ts';

const brand = siteIdentity.brand;
const titled = (title: string) => `${title} | ${brand}`;

export const routeWords = {
  titled,
  notFound: {
    title: titled('Page Not Found'),
    description: 'The page you were looking for does not exist.',
  },
  blogNotFound: titled('Blog not found'),
  /** The blog's name as a breadcrumb above a post. */
  blogParent: 'Blog',
  home: {
    title: `${brand}: Instant Personal Loans for Salaried Professionals`,
    description: `Instant salary advance loans from ${formatRupees(productTerms.amount.min)} for salaried professionals in India. No collateral, approval in minutes, funds in under 24 hours. RBI-registered NBFC.`,
  },
  about: {
    title: titled('About Us'),
    description: `${siteIdentity.legalName} offers seamless, transparent salary advance loans with fast disbursal and client-first support.`,
    breadcrumb: 'About Us',
  },
  contact: {
    title: titled('Contact Us'),
    description: `Reach ${brand} by phone, WhatsApp or e-mail, ${siteIdentity.officeHours}, or visit our office in Noida.`,
    breadcrumb: 'Contact Us',
  },
  privacyRequests: {
    title: titled('Privacy Requests'),
    description:
      'Ask to access, correct or erase your personal data, withdraw a consent or nominate someone, under the Digital Personal Data Protection Act, 2023.',
    breadcrumb: 'Privacy Requests',
  },
  faqs: {
    title: titled('Frequently Asked Questions'),
    description:
      'Answers on salary advance loans: documents needed, how fast money reaches you, how your data is protected and repaying early.',
    breadcrumb: 'FAQs',
  },
  careers: {
    title: titled('Careers'),
    description: `Build fair, fast credit for India's salaried workforce. See why people join ${brand} and apply online.`,
    breadcrumb: 'Careers',
  },
  repay: {
    title: titled('Repay Your Loan'),
    description:
      'Find your loan by mobile number or PAN and pay online, or pay by bank transfer or UPI to our collection accounts.',
    breadcrumb: 'Repay Your Loan',
  },
  apply: {
    title: titled('Apply Now'),
    description:
      'Apply for an instant salary advance in two minutes. Salaried, 23 to 55 years, with Aadhaar, PAN and an active bank account.',
    breadcrumb: 'Apply Now',
  },
  team: {
    title: titled('Our Team'),
    description: `Meet the leadership, department leads and people behind ${brand}.`,
    breadcrumb: 'Our Team',
  },
  videoKyc: {
    title: titled('Video KYC'),
    description:
      'Complete your video KYC: record a short video in your browser and submit it securely.',
  },
  panVerify: {
    title: titled('PAN Verification'),
    description: 'Verify your PAN for your loan application.',
  },
  myLoans: {
    title: titled('My Loans'),
    description:
      'Your loans with Rupeeflow, your payments and receipts, your Key Fact Statement and no-dues certificate.',
  },
  verifyDocument: {
    title: titled('Check a Document'),
    description:
      'Check that a Rupeeflow receipt, Key Fact Statement or no-dues certificate is genuine by its reference.',
  },
  orderConfirmation: {
    title: titled('Payment Confirmation'),
    description: 'The confirmation of your loan repayment.',
  },
  gallery: {
    title: titled('Gallery'),
    description: `Company moments at ${brand}: town halls, festivals, workshops and the team behind your loan.`,
    breadcrumb: 'Gallery',
  },
  blog: {
    title: titled('Our Blogs'),
    description:
      'Guides for salaried borrowers: how salary advances work, credit scores, documents, budgeting and staying safe from fake loan apps.',
    breadcrumb: 'Blog',
  },
  thankYou: {
    title: titled('Thank You'),
    description: 'We have received your details and will be in touch shortly.',
  },
};
