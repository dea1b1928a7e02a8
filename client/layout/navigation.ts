// The header's navigation links, in order.

export interface NavLinkItem {
  to: string;
  label: string;
}

export const mainNav: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About Us' },
  { to: '/repay-loan', label: 'Repay Loan' },
  { to: '/blog', label: 'Blog' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/career', label: 'Careers' },
  { to: '/contact-us', label: 'Contact Us' },
];

export const companyNav: readonly NavLinkItem[] = [
  { to: '/about-us', label: 'About Us' },
  { to: '/our-teame', label: 'Our Team' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/blog', label: 'Blog' },
  { to: '/career', label: 'Careers' },
  { to: '/contact-us', label: 'Contact Us' },
];

export const borrowerNav: readonly NavLinkItem[] = [
  { to: '/apply-now', label: 'Apply Now' },
  { to: '/repay-loan', label: 'Repay Your Loan' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/grievance-redressal', label: 'Grievance Redressal' },
  { to: '/lending-partners', label: 'Lending Partners' },
];
