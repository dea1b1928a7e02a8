// Contact Us in Hindi (see contact.ts). Addresses, numbers and e-mail addresses stay as they are written.
import { site } from '../../shared/site.ts';
import type { Translation } from '../../shared/translation.ts';
import type * as En from './contact.ts';
import { hoursInHindi } from '../../shared/hours-hindi.ts';

const officeHours = hoursInHindi(site.officeHours);
const mapQuery = encodeURIComponent(site.address.mapQuery);

export const contactItems: Translation<typeof En.contactItems> = [
  {
    icon: 'map-pin',
    title: 'पता',
    lines: [...site.address.lines, officeHours],
    href: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
  },
  {
    icon: 'phone',
    title: 'कॉल करें',
    lines: [site.phone, officeHours],
    href: `tel:${site.phoneHref}`,
  },
  {
    icon: 'whatsapp',
    title: 'WhatsApp',
    lines: [site.phone, officeHours],
    href: site.whatsappHref,
  },
  {
    icon: 'mail',
    title: 'ई-मेल करें',
    lines: [site.email, officeHours],
    href: `mailto:${site.email}`,
  },
];

export const contactIntro: Translation<typeof En.contactIntro> = {
  title: 'संपर्क करें',
  intro: `लोन, भुगतान या अपने दस्तावेज़ों के बारे में कोई सवाल? हमें लिखें, ${officeHours} कॉल या WhatsApp करें, या ${site.address.city} में हमारे ऑफ़िस आएँ।`,
};

export const contactForm: Translation<typeof En.contactForm> = {
  heading: 'हमसे बात करें',
  text: 'हमें संदेश भेजें, हमारी सहायता टीम एक कामकाजी दिन के अंदर आपको जवाब देगी।',
  labels: {
    name: 'नाम',
    phone: 'फ़ोन नंबर',
    email: 'ई-मेल पता',
    category: 'किस बारे में है?',
    subject: 'विषय',
    message: 'संदेश',
  },
  placeholders: {
    name: 'आपका नाम',
    phone: 'फ़ोन नंबर',
    email: 'ई-मेल पता',
    category: '',
    subject: 'विषय',
    message: 'आपका संदेश',
  },
  submitLabel: 'अभी भेजें',
  sendingLabel: 'भेजा जा रहा है...',
  privacyNote: 'ये जानकारी हम सिर्फ़ आपके संदेश का जवाब देने के लिए इस्तेमाल करते हैं।',
  categoryHint:
    'शिकायत, या धोखाधड़ी या बिना अनुमति वाले लेंडर की सूचना पर एक रेफ़रेंस नंबर मिलता है, जिससे आप शिकायत निवारण पेज पर उसकी स्थिति देख सकते हैं।',
  referenceLabel: 'आपकी शिकायत का रेफ़रेंस नंबर',
};

export const contactCardsHeading: Translation<typeof En.contactCardsHeading> = 'सीधे संपर्क करें';

const { lat, lng } = site.address.geo;
const bbox = [lng - 0.012, lat - 0.007, lng + 0.012, lat + 0.007]
  .map((n) => n.toFixed(4))
  .join(',');

export const contactMap: Translation<typeof En.contactMap> = {
  title: `${site.address.city} में ${site.brand} ऑफ़िस का नक्शा`,
  src: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`,
  link: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
  linkLabel: 'बड़ा नक्शा देखें',
  height: 460,
};
