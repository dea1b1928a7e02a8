// Who may apply: shown on the home page and beside the application form, which loads only this, not the home
// page's copy (decision 0120).
import type { CardSection, EligibilityItem } from './types.ts';

export const eligibility = {
  heading: 'Who is Eligible?',
  subheading: 'Check if you qualify for a personal loan',
  items: [
    {
      icon: 'age',
      title: 'Age between 23 and 55 years',
      desc: 'You must be at least 23 years old at the time of application.',
    },
    {
      icon: 'income',
      title: 'Steady monthly income',
      desc: 'Salaried individuals with regular monthly income only.',
    },
    {
      icon: 'id-proof',
      title: 'Valid ID and address proof',
      desc: 'Aadhaar, PAN, and a utility bill or similar.',
    },
    {
      icon: 'bank-account',
      title: 'Active bank account',
      desc: 'A personal bank account into which the loan is credited directly.',
    },
  ],
} satisfies CardSection<EligibilityItem>;
