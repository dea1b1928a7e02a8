// Copy of the Careers page: why work with us, and the options of the application form's selects.
import { siteIdentity } from '../../shared/site-identity.ts';
import type { careerRoles, noticePeriods } from '../../shared/careers-terms.ts';
import type { CardSection, Feature } from './types.ts';

export const careersHero = {
  title: 'Careers',
  intro: "Build fair, fast credit for India's salaried workforce.",
  eyebrow: 'Join our team',
} as const;

export const careersIntro = {
  heading: `Build the Future of Fair Lending with ${siteIdentity.brand}`,
  text: 'We are a team of lenders, engineers, analysts and support specialists in Noida, working to make short-term credit fast, transparent and respectful for salaried India. If that sounds like work you would enjoy, we would like to hear from you.',
  image: 'img/careers/careers-team.webp',
  imageAlt: `${siteIdentity.brand} colleagues working together around a table in the Noida office`,
} as const;

export const whyWorkWithUs = {
  heading: 'Why Work With Us',
  items: [
    {
      icon: 'target',
      title: 'Work That Matters',
      desc: 'Every loan you help process gets someone through a hard week before payday.',
    },
    {
      icon: 'trophy',
      title: 'Learn and Grow',
      desc: 'Structured training, certifications and clear paths to take on bigger roles.',
    },
    {
      icon: 'handshake',
      title: 'Open, Supportive Culture',
      desc: 'Small teams, approachable leaders and ideas judged on merit, not seniority.',
    },
    {
      icon: 'shield-lock',
      title: 'Ethics Built In',
      desc: 'We follow RBI rules to the letter and treat customers the way we want to be treated.',
    },
    {
      icon: 'users',
      title: 'Health and Well-being',
      desc: 'Medical insurance for you and your family, and leave policies that respect your time.',
    },
  ],
} satisfies CardSection<Feature>;

type CareerRole = (typeof careerRoles)[number];
type NoticePeriod = (typeof noticePeriods)[number];

/**
 * The options of the form's selects are the schema's (the server checks them too); what each is called on the
 * page is here, and the value sent stays the schema's (English) option.
 */
export const roleNames: Record<CareerRole, string> = {
  'Credit Analyst': 'Credit Analyst',
  'Collections Executive': 'Collections Executive',
  'Customer Support Associate': 'Customer Support Associate',
  'KYC Verification Executive': 'KYC Verification Executive',
  'Software Engineer': 'Software Engineer',
  'Data Analyst': 'Data Analyst',
  'Compliance Associate': 'Compliance Associate',
  'Marketing Executive': 'Marketing Executive',
  Other: 'Other',
};

export const noticePeriodNames: Record<NoticePeriod, string> = {
  Immediate: 'Immediate',
  '15 days': '15 days',
  '30 days': '30 days',
  '60 days': '60 days',
  '90 days': '90 days',
};

export const careersForm = {
  heading: 'Apply Now',
  text: 'Tell us about yourself and attach your resume. All fields are required.',
  labels: {
    fullName: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    applyingFor: 'Applying for',
    noticePeriod: 'Notice period',
    resume: 'Resume',
    reason: 'Why do you want to join us?',
  },
  placeholders: {
    fullName: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    applyingFor: 'Applying For',
    noticePeriod: 'Notice Period',
    resume: 'Upload Resume (PDF, DOC or DOCX, up to 5 MB)',
    reason: 'Why do you want to join us?',
  },
  resumePicker: {
    choose: 'Choose a file',
    replace: 'Choose a different file',
    or: 'or drop it here',
    hint: 'PDF, DOC or DOCX, up to 5 MB',
    remove: 'Remove',
  },
  submitLabel: 'Submit Application',
  uploadingLabel: 'Uploading your application',
  successHeading: 'Application received',
  anotherLabel: 'Submit another application',
} as const;
