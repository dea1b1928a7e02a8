// Copy of the About Us page: intro, cards, mission and vision, why trust us, achievements, reviews.
import { siteIdentity } from '../../shared/site-identity.ts';
import { productTerms } from '../../shared/product-terms.ts';
import { servicePromises } from '../../shared/service-promises.ts';
import type { Achievement, Feature, Review, Statement, TextBlock } from './types.ts';

export const aboutHeadings = {
  title: 'About Us',
  rated: (stars: number) => `Rated ${stars} out of 5`,
  whyTrustUs: 'Why Trust Us',
  achievements: 'Our Promises in Numbers',
  reviews: 'What Our Customers Say',
} as const;

export const aboutIntro: TextBlock = {
  heading: 'Seamless, Transparent Loan Solutions',
  paragraphs: [
    `${siteIdentity.brand} is the lending platform of ${siteIdentity.legalName}, a non-deposit-taking NBFC registered with the Reserve Bank of India. We offer short-term salary advances to salaried individuals across India, for the expenses that arrive before payday: rent, school fees, a medical bill or an urgent repair.`,
    'Our process is seamless and fully online. You apply on your phone or computer, complete KYC digitally, and see the loan amount, interest, fees and repayment date in your Key Fact Statement before you sign anything. There are no hidden charges.',
    'Fast disbursal matters when money is short, so approved loans are credited directly to your bank account, usually within hours. And because borrowing is personal, our support is client-first: real people who answer your questions clearly and help you repay on time.',
  ],
  picture: {
    image: 'img/about/about-main.webp',
    imageSmall: 'img/about/about-main-600.webp',
    alt: `A ${siteIdentity.brand} loan officer explaining loan terms to a customer on a laptop`,
  },
};

export const aboutCards = [
  {
    icon: 'shield-lock',
    title: 'Secure & Transparent',
    desc: 'Encrypted handling of your data and every charge disclosed before you sign.',
  },
  {
    icon: 'quick-disbursal',
    title: 'Fast Disbursal',
    desc: 'Approved loans are credited straight to your bank account, usually within hours.',
  },
  {
    icon: 'handshake',
    title: 'Client-First Support',
    desc: 'Clear answers from people who explain your loan in plain language.',
  },
  {
    icon: 'clock',
    title: 'Timely Assistance',
    desc: 'Help when you need it, from your application to your final repayment.',
  },
] satisfies Feature[];

export const mission: Statement = {
  icon: 'target',
  heading: 'Our Mission',
  text: 'To give salaried Indians fast, fair and transparent access to short-term credit, so that a gap before payday never turns into a crisis, with every cost explained upfront and every customer treated with respect.',
};

export const vision: Statement = {
  icon: 'eye',
  heading: 'Our Vision',
  text: 'To be the most trusted digital lender for working India: a company people recommend because borrowing from us was simple, honest and safe, and because it helped them build a healthier financial future.',
};

export const whyTrustUs = [
  {
    icon: 'shield-lock',
    title: 'Security First',
    desc: 'Bank-grade encryption protects your personal and financial information.',
  },
  {
    icon: 'users',
    title: 'Registered with the RBI',
    desc: 'A non-deposit-taking NBFC registered with the Reserve Bank of India, lending under its digital lending rules.',
  },
  {
    icon: 'lightning',
    title: 'Fast Funds',
    desc: 'Approved loans are disbursed within hours, straight to your account.',
  },
  {
    icon: 'check-circle',
    title: 'Full Transparency',
    desc: 'No hidden fees: every charge is listed in your Key Fact Statement.',
  },
] satisfies Feature[];

// Figures we can stand behind (issue 45): the product's own terms and promises, not unsourced statistics.
export const achievements = [
  {
    icon: 'secure-process',
    value: productTerms.coolingOffDays,
    suffix: ' Days',
    label: 'To Change Your Mind, No Penalty',
    duration: 2,
  },
  {
    icon: 'rupee',
    prefix: '₹',
    value: productTerms.foreclosurePercent,
    suffix: '',
    label: 'Charge to Repay Early',
    duration: 2,
  },
  {
    icon: 'instant-approval',
    value: productTerms.tenureDays.max,
    suffix: ' Days',
    label: 'Longest Tenure',
    duration: 2,
  },
  {
    icon: 'users',
    value: servicePromises.complaintReplyDays,
    suffix: ' Days',
    label: 'To Answer a Complaint',
    duration: 2,
  },
] satisfies Achievement[];

// SAMPLE: every review below (names, roles, cities and words) is invented for this build, not said by a real
// customer. Replace them with real reviews, given with the customer's consent, before going live. Until then
// nothing may present them as verified: no "verified" badge, and no Review or AggregateRating structured data.
export const reviews = [
  {
    name: 'Ankit Verma',
    title: 'Software Engineer, Pune',
    content:
      'My rent was due four days before salary. I applied in the evening, finished the video KYC in a couple of minutes and the money was in my account the next morning. I repaid exactly the amount shown in my Key Fact Statement.',
    rating: 5,
  },
  {
    name: 'Priya Nair',
    title: 'Staff Nurse, Kochi',
    content:
      'With night shifts I cannot visit any office during the day, so a fully online process was a relief. I uploaded my salary slip after a shift, and my question about it was answered the next working day.',
    rating: 5,
  },
  {
    name: 'Mohammed Irfan',
    title: 'Sales Executive, Hyderabad',
    content: `My credit score took a hit after a missed card payment two years ago and other apps turned me down. ${siteIdentity.brand} looked at my salary credits and approved a smaller amount, which was what I actually needed.`,
    rating: 5,
  },
  {
    name: 'Sneha Kulkarni',
    title: 'Primary School Teacher, Nashik',
    content:
      'I needed to pay my son’s admission fee before the deadline. The document list was clear: Aadhaar, PAN, salary slips and bank statement. Nothing extra was added when I repaid.',
    rating: 5,
  },
  {
    name: 'Rajesh Yadav',
    title: 'Warehouse Supervisor, Gurugram',
    content:
      'My father was admitted to hospital on a Saturday. The loan was approved within minutes and the amount reached my account in about three hours, which helped us pay the deposit without borrowing from relatives.',
    rating: 5,
  },
  {
    name: 'Harpreet Kaur',
    title: 'HR Executive, Ludhiana',
    content:
      'I repaid ten days early and was charged interest only for the days I used the money. There was no foreclosure charge, just as the website said.',
    rating: 5,
  },
  {
    name: 'Karthik Subramanian',
    title: 'Design Engineer, Chennai',
    content:
      'Every permission was explained before I agreed to it, and the loan agreement and Key Fact Statement came to my e-mail so I could keep a copy. After the stories I have heard about loan apps, that mattered to me.',
    rating: 5,
  },
  {
    name: 'Pooja Gupta',
    title: 'Accountant, Jaipur',
    content:
      'I read the fine print for a living. The processing fee, GST, interest and APR were all shown in the KFS, and the interest matched what the calculator on the website gave me.',
    rating: 5,
  },
  {
    name: 'Sandeep Das',
    title: 'Front Office Manager, Kolkata',
    content:
      'When my salary was delayed by a week I still had an EMI and the electricity bill to pay. The loan covered both, and the reminder before the due date helped me plan the repayment.',
    rating: 5,
  },
  {
    name: 'Meenakshi Iyer',
    title: 'Pharmacist, Bengaluru',
    content: `This was my second loan with ${siteIdentity.brand}. Since I knew the steps, the whole application took me under ten minutes, and the approval came through just as quickly.`,
    rating: 5,
  },
  {
    name: 'Vikram Rathore',
    title: 'Logistics Coordinator, Ahmedabad',
    content:
      'I repaid from the Repay Your Loan page using my mobile number. The amount due was shown clearly and the payment confirmation came through immediately.',
    rating: 5,
  },
  {
    name: 'Fatima Shaikh',
    title: 'Customer Service Executive, Mumbai',
    content:
      'I called to ask what would happen if I paid two days late. The executive explained the late payment charge honestly, without any pressure, and helped me pick a repayment date I could manage.',
    rating: 5,
  },
  {
    name: 'Amit Patel',
    title: 'Lab Technician, Surat',
    content:
      'It was my first loan and I had no credit history at all. I was approved for a modest amount, repaid on time, and that repayment now shows on my credit report.',
    rating: 5,
  },
  {
    name: 'Deepika Joshi',
    title: 'Graphic Designer, Dehradun',
    content:
      'The eligibility criteria were on the website, so I knew I qualified before applying. The money for my laptop repair arrived the same day and I did not miss a deadline.',
    rating: 5,
  },
  {
    name: 'Nikhil Bansal',
    title: 'Marketing Associate, Lucknow',
    content:
      'Clear communication from start to finish: an SMS after I applied, a short verification call, and an e-mail once the money was sent. No surprises anywhere.',
    rating: 5,
  },
] satisfies Review[];
