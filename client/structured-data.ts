// JSON-LD for search engines: the company as a financial service (home), the FAQ page and each blog post.
// Imported by the server entry only: crawlers read it in the server-rendered page, so the browser bundle does
// not carry the FAQ answers a second time (first-load JavaScript budget).
import { site } from '../shared/site.ts';
import { blogPosts } from './content/blog.ts';
import { faqs } from './content/faq.ts';
import type { BlogPost, FaqItem } from './content/types.ts';
import type { JsonLd, JsonLdUrls, Params } from '../shared/route-meta.ts';

/** The company as a financial service, for the home page: its URL and logo are absolute, which only the server knows. */
export const organizationJsonLd = (urls: JsonLdUrls): object => ({
  '@context': 'https://schema.org',
  '@type': 'FinancialService',
  name: site.legalName,
  alternateName: site.brand,
  description: site.tagline,
  url: urls.page,
  logo: urls.asset('img/logo.svg'),
  image: urls.asset('img/og-default.png'),
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
});

/** FAQPage from the same questions the accordion shows, so the two cannot drift apart. */
export function faqPageJsonLd(items: readonly FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** BlogPosting with absolute image and page URLs, which only the server knows. */
export function blogPostingJsonLd(post: BlogPost): (urls: JsonLdUrls) => object {
  return (urls) => ({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: urls.asset(post.image),
    datePublished: post.date,
    url: urls.page,
    mainEntityOfPage: urls.page,
    inLanguage: 'en-IN',
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: site.legalName },
  });
}

/** The structured data a route's page content supplies, beside what its meta declares (by route pattern). */
export function pageJsonLd(routePath: string, params: Params): JsonLd[] {
  if (routePath === '/faqs') return [faqPageJsonLd(faqs)];
  if (routePath === '/blog/:id') {
    const post = blogPosts.find((p) => String(p.id) === params.id);
    return post ? [blogPostingJsonLd(post)] : [];
  }
  return [];
}
