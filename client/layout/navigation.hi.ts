// The header's and footer's navigation links in Hindi (see navigation.ts): the same paths, in the same order.
import type * as En from './navigation.ts';
import type { Translation } from '../../shared/translation.ts';

export type { NavLinkItem } from './navigation.ts';

export const mainNav: Translation<typeof En.mainNav> = [
  { to: '/', label: 'होम' },
  { to: '/about-us', label: 'हमारे बारे में' },
  { to: '/repay-loan', label: 'लोन चुकाएँ' },
  { to: '/blog', label: 'ब्लॉग' },
  { to: '/faqs', label: 'सवाल-जवाब' },
  { to: '/career', label: 'करियर' },
  { to: '/contact-us', label: 'संपर्क करें' },
];

export const companyNav: Translation<typeof En.companyNav> = [
  { to: '/about-us', label: 'हमारे बारे में' },
  { to: '/our-teame', label: 'हमारी टीम' },
  { to: '/gallery', label: 'गैलरी' },
  { to: '/blog', label: 'ब्लॉग' },
  { to: '/career', label: 'करियर' },
  { to: '/contact-us', label: 'संपर्क करें' },
];

export const borrowerNav: Translation<typeof En.borrowerNav> = [
  { to: '/apply-now', label: 'अभी आवेदन करें' },
  { to: '/repay-loan', label: 'अपना लोन चुकाएँ' },
  { to: '/faqs', label: 'सवाल-जवाब' },
  { to: '/grievance-redressal', label: 'शिकायत निवारण' },
  { to: '/lending-partners', label: 'ऋणदाता साझेदार' },
];
