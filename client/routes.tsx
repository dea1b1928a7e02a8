// The route table: the one list of the site's pages. The server, the sitemap and the tests all read it.
import { lazyPage, type ClientRoute, type LazyPage } from './lazy-page.tsx';
import type { RouteMeta } from '../shared/route-meta.ts';
import { blogPosts } from './content/blog.ts';
import { site } from '../shared/site.ts';
import { termTokens } from '../shared/product-term-tokens.ts';
import { policyRoutes, type PolicyRoute } from './content/policy-index.ts';

const pageModules = import.meta.glob<{ default: React.ComponentType }>('./pages/*/*Page.tsx');

function page(name: string): LazyPage {
  const key = `./pages/${name}.tsx`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module at client/pages/${name}.tsx`);
  return lazyPage(`client/pages/${name}.tsx`, load);
}

/** A policy route's page: the shared policy container and that route's document, both loaded before render. */
function policyPage(policy: PolicyRoute): LazyPage {
  if (policy.slug === 'key-fact-statement') return kfsPage(policy);
  const lookup = 'client/pages/policy/ComplaintStatusLookup.tsx';
  const alsoLoads =
    policy.slug === 'grievance-redressal' ? [policy.source, lookup] : [policy.source];
  return lazyPage(
    'client/pages/policy/PolicyPage.tsx',
    async () => {
      const [{ default: PolicyPage }, document, extra] = await Promise.all([
        import('./pages/policy/PolicyPage.tsx'),
        policy.load(),
        // The grievance page carries the complaint status lookup (issue 18), in its own chunk.
        policy.slug === 'grievance-redressal'
          ? import('./pages/policy/ComplaintStatusLookup.tsx')
          : undefined,
      ]);
      const After = extra?.default;
      return {
        default: () => <PolicyPage document={document} after={After ? <After /> : undefined} />,
      };
    },
    alsoLoads,
  );
}

/** The Key Fact Statement: its own page (figures from the product terms) around the same compiled document. */
function kfsPage(policy: PolicyRoute): LazyPage {
  return lazyPage(
    'client/pages/kfs/KeyFactStatementPage.tsx',
    async () => {
      const [{ default: KfsPage }, document] = await Promise.all([
        import('./pages/kfs/KeyFactStatementPage.tsx'),
        policy.load(),
      ]);
      return { default: () => <KfsPage document={document} /> };
    },
    [policy.source],
  );
}

/** The query that makes the KFS show a chosen loan: rendered per request, never cached (decision 0027). */
const kfsQuery = ['amount', 'days', 'rate'] as const;

const brand = site.brand;
const titled = (title: string) => `${title} | ${brand}`;

const notFoundMeta: RouteMeta = {
  title: titled('Page Not Found'),
  description: 'The page you were looking for does not exist.',
  status: 404,
  noindex: true,
};

const blogPostPage = page('blog-post/BlogPostPage');

export const routes: readonly ClientRoute[] = [
  {
    path: '/',
    page: page('home/HomePage'),
    cache: 'static',
    meta: {
      title: `${brand}: Instant Personal Loans for Salaried Professionals`,
      description: `Instant salary advance loans from ${termTokens['amount.min']} for salaried professionals in India. No collateral, approval in minutes, funds in under 24 hours. RBI-registered NBFC.`,
    },
  },
  {
    path: '/about-us',
    page: page('about/AboutPage'),
    cache: 'static',
    meta: {
      title: titled('About Us'),
      description: `${site.legalName} offers seamless, transparent salary advance loans with fast disbursal and client-first support.`,
      breadcrumb: 'About Us',
    },
  },
  {
    path: '/contact-us',
    page: page('contact/ContactPage'),
    cache: 'static',
    meta: {
      title: titled('Contact Us'),
      description: `Reach ${brand} by phone, WhatsApp or e-mail, ${site.officeHours}, or visit our office in Noida.`,
      breadcrumb: 'Contact Us',
    },
  },
  ...policyRoutes.map((p): ClientRoute => ({
    path: p.path,
    page: policyPage(p),
    cache: 'static',
    ...(p.slug === 'key-fact-statement' ? { perRequestQuery: kfsQuery } : {}),
    meta: { title: titled(p.title), description: p.description, breadcrumb: p.title },
  })),
  {
    path: '/privacy-requests',
    page: page('privacy-requests/PrivacyRequestsPage'),
    cache: 'static',
    meta: {
      title: titled('Privacy Requests'),
      description:
        'Ask to access, correct or erase your personal data, withdraw a consent or nominate someone, under the Digital Personal Data Protection Act, 2023.',
      breadcrumb: 'Privacy Requests',
    },
  },
  {
    path: '/faqs',
    page: page('faq/FaqPage'),
    cache: 'static',
    meta: {
      title: titled('Frequently Asked Questions'),
      description:
        'Answers on salary advance loans: documents needed, how fast money reaches you, how your data is protected and repaying early.',
      breadcrumb: 'FAQs', // FAQPage JSON-LD: pageJsonLd in structured-data.ts (server only)
    },
  },
  {
    path: '/career',
    page: page('career/CareerPage'),
    cache: 'static',
    meta: {
      title: titled('Careers'),
      description: `Build fair, fast credit for India's salaried workforce. See why people join ${brand} and apply online.`,
      breadcrumb: 'Careers',
    },
  },
  {
    path: '/repay-loan',
    page: page('repay/RepayPage'),
    cache: 'static',
    // The gateway sends the borrower back with ?payment=failed|pending: the same notice for everyone, so each is
    // rendered once and cached; any other value renders per request.
    perRequestQuery: ['payment'],
    cachedQuery: ['payment=failed', 'payment=pending'],
    meta: {
      title: titled('Repay Your Loan'),
      description:
        'Find your loan by mobile number or PAN and pay online, or pay by bank transfer or UPI to our collection accounts.',
      breadcrumb: 'Repay Your Loan',
    },
  },
  {
    path: '/apply-now',
    page: page('apply/ApplyPage'),
    cache: 'static',
    meta: {
      title: titled('Apply Now'),
      description:
        'Apply for an instant salary advance in two minutes. Salaried, 23 to 55 years, with Aadhaar, PAN and an active bank account.',
      breadcrumb: 'Apply Now',
    },
  },
  {
    path: '/our-teame',
    page: page('team/TeamPage'),
    cache: 'static',
    meta: {
      title: titled('Our Team'),
      description: `Meet the leadership, department leads and people behind ${brand}.`,
      breadcrumb: 'Our Team',
    },
  },
  {
    path: '/video-kyc',
    page: page('video-kyc/VideoKycPage'),
    cache: 'static',
    sitemap: false,
    meta: {
      title: titled('Video KYC'),
      description:
        'Complete your video KYC: record a short video in your browser and submit it securely.',
      noindex: true,
    },
  },
  {
    path: '/getpanverify',
    page: page('pan-verify/PanVerifyPage'),
    cache: 'static',
    sitemap: false,
    meta: {
      title: titled('PAN Verification'),
      description: 'Verify your PAN for your loan application.',
      noindex: true,
    },
  },
  {
    path: '/order-confirmation',
    page: page('order-confirmation/OrderConfirmationPage'),
    // Without a transaction it is the same thank-you for everyone, cached; a link with txnid or sig is looked up
    // and rendered for that request, never cached (server/plugins/ssr.ts).
    cache: 'static',
    perRequestQuery: ['txnid', 'sig'],
    sitemap: false,
    meta: {
      title: titled('Payment Confirmation'),
      description: 'The confirmation of your loan repayment.',
      noindex: true,
    },
  },
  {
    path: '/gallery',
    page: page('gallery/GalleryPage'),
    cache: 'static',
    meta: {
      title: titled('Gallery'),
      description: `Company moments at ${brand}: town halls, festivals, workshops and the team behind your loan.`,
      breadcrumb: 'Gallery',
    },
  },
  {
    path: '/blog',
    page: page('blog/BlogListPage'),
    cache: 'static',
    perRequestQuery: ['page'], // later pages of the list (?page=2) are rendered, not served as page 1
    meta: {
      title: titled('Our Blogs'),
      description:
        'Guides for salaried borrowers: how salary advances work, credit scores, documents, budgeting and staying safe from fake loan apps.',
      breadcrumb: 'Blog',
    },
  },
  {
    path: '/blog/:id',
    page: blogPostPage,
    cache: 'static',
    prerender: blogPosts.map((p) => `/blog/${p.id}`),
    sitemap: blogPosts.map((p) => `/blog/${p.id}`),
    meta: ({ id }) => {
      const post = blogPosts.find((p) => String(p.id) === id);
      if (!post) return { ...notFoundMeta, title: titled('Blog not found') };
      return {
        title: titled(post.title),
        description: post.description,
        ogType: 'article',
        image: post.image,
        breadcrumb: post.title,
        breadcrumbParent: { name: 'Blog', path: '/blog' },
        // BlogPosting JSON-LD: pageJsonLd in structured-data.ts (server only)
      };
    },
  },
  {
    path: '/thank-you',
    page: page('thank-you/ThankYouPage'),
    cache: 'static',
    sitemap: false,
    meta: {
      title: titled('Thank You'),
      description: 'We have received your details and will be in touch shortly.',
      noindex: true,
    },
  },
  {
    path: '*',
    page: page('not-found/NotFoundPage'),
    cache: 'dynamic',
    sitemap: false,
    meta: notFoundMeta,
  },
];

/** Permanent redirects: old or near-miss paths to the page they mean. */
export const redirects: Readonly<Record<string, string>> = {
  '/blogs': '/blog',
  '/our-team': '/our-teame',
  '/apply': '/apply-now',
};
