// Copy of the Contact Us page: the four contact cards, the Get in Touch form and the office map.
import { site } from '../../shared/site.ts';
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

export const contactIntro = {
  title: 'Contact Us',
  intro: `Questions about a loan, a repayment or your documents? Write to us, call or WhatsApp ${site.officeHours}, or visit our office in ${site.address.city}.`,
} as const;

export const contactForm = {
  heading: 'Get in Touch',
  text: 'Send us a message and our support team will get back to you within one working day.',
  labels: {
    name: 'Name',
    phone: 'Phone number',
    email: 'Email address',
    subject: 'Subject',
    message: 'Message',
  },
  placeholders: {
    name: 'Your Name',
    phone: 'Phone Number',
    email: 'Email Address',
    subject: 'Subject',
    message: 'Your Message',
  },
  submitLabel: 'Submit Now',
  sendingLabel: 'Sending...',
  privacyNote: 'We use these details only to answer your message.',
} as const;

export const contactCardsHeading = 'Reach Us Directly';

const { lat, lng } = site.address.geo;
const bbox = [lng - 0.012, lat - 0.007, lng + 0.012, lat + 0.007]
  .map((n) => n.toFixed(4))
  .join(',');

/** OpenStreetMap's embed (allowed by the CSP's frame-src), loaded only when scrolled near. */
export const contactMap = {
  title: `Map of the ${site.brand} office in ${site.address.city}`,
  src: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`,
  link: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
  linkLabel: 'View larger map',
  height: 460,
} as const;
