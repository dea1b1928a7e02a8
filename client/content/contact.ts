// Copy of the Contact Us page: the four contact cards, the Get in Touch form and the office map.
import { site } from './site.ts';
import type { ContactItem } from './types.ts';

const mapQuery = encodeURIComponent(site.address.mapQuery);

/** The four cards; each ends with the office hours. Calls and WhatsApp use the same number. */
export const contactItems = [
  {
    icon: 'map-pin',
    title: 'Address',
    lines: [...site.address.lines, site.officeHours],
    href: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
  },
  {
    icon: 'phone',
    title: 'Connect US',
    lines: [site.phone, site.officeHours],
    href: `tel:${site.phoneHref}`,
  },
  {
    icon: 'whatsapp',
    title: 'Whatsapp',
    lines: [site.phone, site.officeHours],
    href: site.whatsappHref,
  },
  {
    icon: 'mail',
    title: 'Mail US',
    lines: [site.email, site.officeHours],
    href: `mailto:${site.email}`,
  },
] satisfies ContactItem[];

export const contactForm = {
  heading: 'Get in Touch',
  placeholders: {
    name: 'Your Name',
    phone: 'Phone Number',
    email: 'Email Address',
    subject: 'Subject',
    message: 'Your Message',
  },
  submitLabel: 'Submit Now',
} as const;

export const contactMap = {
  title: `${site.brand} office location in ${site.address.city}`,
  src: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
  height: 460,
} as const;
