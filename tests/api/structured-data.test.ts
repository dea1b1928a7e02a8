// The JSON-LD in the served pages: every block parses, the home page describes the company as a financial service,
// and inner pages carry a BreadcrumbList that says what their visible breadcrumb says.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { site } from '../../shared/site.ts';
import { faqQuestions } from '../helpers/faq-questions.ts';

const BASE = 'https://www.rupeeflow.example';
const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '1000', PUBLIC_BASE_URL: BASE });

type Json = Record<string, unknown>;

async function page(path: string): Promise<string> {
  const res = await app.inject({ url: path });
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
  return res.body;
}

/** Every ld+json block of a page, parsed (a block that is not valid JSON fails the test here). */
function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => JSON.parse(text) as Json,
  );
}

const ofType = (blocks: Json[], type: string) => blocks.filter((b) => b['@type'] === type);

/** The visible breadcrumb: each item's text and, for links, its target. */
function visibleTrail(html: string): Array<{ name: string; path?: string }> {
  const nav = /<nav class="breadcrumb" aria-label="Breadcrumb">([\s\S]*?)<\/nav>/.exec(html)?.[1];
  if (!nav) return [];
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, inner = '']) => ({
    name: inner
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim(),
    path: /href="([^"]*)"/.exec(inner)?.[1],
  }));
}

t.test(
  'every JSON-LD block on /, /about-us and a policy page is valid schema.org JSON',
  async (t) => {
    for (const path of ['/', '/about-us', '/privacy-policy']) {
      const blocks = jsonLd(await page(path));
      t.ok(blocks.length > 0, `${path} has structured data`);
      for (const block of blocks) {
        t.equal(block['@context'], 'https://schema.org', `${path}: ${String(block['@type'])}`);
        t.type(block['@type'], 'string');
      }
    }
  },
);

t.test(
  'the home page describes the company as a FinancialService with its name, URL, logo, address and telephone',
  async (t) => {
    const blocks = jsonLd(await page('/'));
    const [org, ...more] = ofType(blocks, 'FinancialService');
    t.equal(more.length, 0, 'exactly one organisation');
    t.match(org, {
      name: site.legalName,
      alternateName: site.brand,
      url: `${BASE}/`,
      telephone: site.phone,
      email: site.email,
      address: {
        '@type': 'PostalAddress',
        addressLocality: site.address.city,
        addressRegion: site.address.state,
        postalCode: site.address.pincode,
        addressCountry: 'IN',
      },
    });
    t.match(org?.logo, new RegExp(`^${BASE}/assets/img/logo\\.svg\\?v=[\\w-]+$`), 'absolute logo');
    const logo = await app.inject({ url: String(org?.logo).slice(BASE.length) });
    t.equal(logo.statusCode, 200, 'the logo URL serves the file');
    t.match(logo.headers['content-type'], /image\/svg\+xml/);
    t.match(
      (org?.address as Json).streetAddress,
      site.address.lines[0] ?? '',
      'the street address',
    );
    t.same(ofType(blocks, 'BreadcrumbList'), [], 'the home page has no breadcrumb');
  },
);

for (const path of ['/about-us', '/privacy-policy']) {
  t.test(`${path} has a BreadcrumbList whose items are its visible breadcrumb`, async (t) => {
    const html = await page(path);
    const [list, ...more] = ofType(jsonLd(html), 'BreadcrumbList');
    t.equal(more.length, 0, 'one breadcrumb list');
    t.same(ofType(jsonLd(html), 'FinancialService'), [], 'the organisation is on / only');
    const visible = visibleTrail(html);
    t.equal(visible.length, 2, 'Home, then the page');
    const items = (list?.itemListElement ?? []) as Json[];
    t.same(
      items.map((i) => i.position),
      visible.map((_, i) => i + 1),
      'positions count from 1',
    );
    t.same(
      items.map((i) => i.name),
      visible.map((v) => v.name),
      'the same names in the same order',
    );
    t.same(
      items.map((i) => i.item),
      visible.map((v) => `${BASE}${v.path ?? path}`),
      'each item is the absolute URL of the crumb (the current page for the last)',
    );
    for (const i of items) t.equal(i['@type'], 'ListItem');
  });
}

// Moved from tests/e2e/faq.spec.ts (0131): the browser only read the server's ld+json.
t.test('/faqs gives search engines an FAQPage with the questions in the order shown', async (t) => {
  const html = await page('/faqs');
  const [faq, ...more] = ofType(jsonLd(html), 'FAQPage');
  t.equal(more.length, 0, 'one FAQPage');
  const entities = (faq?.mainEntity ?? []) as Json[];
  t.same(
    entities.map((q) => q.name),
    faqQuestions,
  );
  t.match((entities[4]?.acceptedAnswer as Json | undefined)?.text, 'prepayment charge is Nil');
});

// Moved from tests/e2e/blog.spec.ts (0131): the browser only read the server's ld+json and breadcrumb.
t.test(
  '/blog/3 gives search engines a BlogPosting with absolute URLs and the Home > Blog > post trail',
  async (t) => {
    const html = await page('/blog/3');
    const title = 'Documents you need for an instant personal loan';
    const [posting, ...more] = ofType(jsonLd(html), 'BlogPosting');
    t.equal(more.length, 0, 'one BlogPosting');
    t.match(posting, {
      headline: title,
      datePublished: '2025-08-26',
      url: `${BASE}/blog/3`,
      author: { '@type': 'Person', name: 'Ritu Bhatia' },
    });
    t.match(
      posting?.image,
      new RegExp(`^${BASE}/assets/img/blog/blog-3\\.webp\\?v=[\\w-]+$`),
      'an absolute, versioned image',
    );
    const [trail] = ofType(jsonLd(html), 'BreadcrumbList');
    t.same(
      ((trail?.itemListElement ?? []) as Json[]).map((c) => c.name),
      ['Home', 'Blog', title],
    );
    t.same(
      visibleTrail(html).filter((crumb) => crumb.path !== undefined),
      [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ],
      'the visible breadcrumb links Home and Blog',
    );
  },
);
