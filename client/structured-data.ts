// JSON-LD describing the company as a financial service, for search engines (home page).
import { site } from './content/site.ts';

export const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FinancialService',
  name: site.legalName,
  alternateName: site.brand,
  description: site.tagline,
  telephone: site.phone,
  email: site.email,
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.address.lines.slice(0, 2).join(', '),
    addressLocality: site.address.city,
    addressRegion: site.address.state,
    postalCode: site.address.pincode,
    addressCountry: 'IN',
  },
  geo: {
    '@type': 'GeoCoordinates',
    latitude: site.address.geo.lat,
    longitude: site.address.geo.lng,
  },
  openingHours: 'Mo-Sa 10:00-19:00',
  areaServed: 'IN',
  identifier: [
    { '@type': 'PropertyValue', name: 'CIN', value: site.cin },
    {
      '@type': 'PropertyValue',
      name: 'RBI Certificate of Registration',
      value: site.rbiRegistration,
    },
  ],
};
