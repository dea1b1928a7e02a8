// The route table: the one list of the site's pages. The server, the sitemap and the tests all read it. What each
// route tells search engines (title, description, breadcrumb) is its entry in route-meta.ts, by the same path: the
// server entry merges the two, and the browser's first load carries only this table (decision 0119).
import {
  lazyPage,
  type ClientRoute,
  type LazyPage,
  type PageDataSchema,
  type PageModule,
} from './lazy-page.tsx';
import { loadDocument, policyRoutes, type PolicyRoute } from './content/policy-index.ts';
import { routeFinder } from './route-finder.ts';

const pageModules = import.meta.glob<PageModule>('./pages/*/*Page.tsx');

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
  const register = 'client/pages/policy/LendingPartnerRegister.tsx';
  const alsoLoads =
    policy.slug === 'grievance-redressal'
      ? [policy.source, lookup]
      : policy.slug === 'lending-partners'
        ? [policy.source, register]
        : [policy.source];
  return lazyPage(
    'client/pages/policy/PolicyPage.tsx',
    async () => {
      const [{ default: PolicyPage }, document, extra] = await Promise.all([
        import('./pages/policy/PolicyPage.tsx'),
        loadDocument(policy),
        // The grievance page carries the complaint status lookup (issue 18), in its own chunk.
        policy.slug === 'grievance-redressal'
          ? import('./pages/policy/ComplaintStatusLookup.tsx')
          : // The lending-partner register, from the deployment's file (issue 45), in its own chunk.
            policy.slug === 'lending-partners'
            ? import('./pages/policy/LendingPartnerRegister.tsx')
            : undefined,
      ]);
      const After = extra?.default;
      return {
        default: () => <PolicyPage document={document} after={After ? <After /> : undefined} />,
        // The status lookup posted without script comes back as this page with its answer (issue 41); the
        // register reads the deployment's rows from its page data (issue 45).
        pageDataSchema:
          extra && 'pageDataSchema' in extra ? (extra.pageDataSchema as PageDataSchema) : undefined,
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
        loadDocument(policy),
      ]);
      return { default: () => <KfsPage document={document} /> };
    },
    [policy.source],
  );
}

/**
 * How the server serves a route (its cache rule, the queries it renders per request, its place in the sitemap) is
 * spread in under `onServer`: only the server reads it, so the browser's build drops it (import.meta.env.SSR is
 * false there), about 130 B gzip off every first visit (decision 0165). Typed `true`, the table's type is the
 * server's, the one reader of those fields; the browser's routes carry a path and a page.
 */
const onServer = import.meta.env.SSR as true;

/** The query that makes the KFS show a chosen loan: rendered per request, never cached (decision 0027). */
const kfsQuery = ['amount', 'days', 'rate'] as const;

const blogPostPage = page('blog-post/BlogPostPage');

export const routes: readonly ClientRoute[] = [
  {
    path: '/',
    page: page('home/HomePage'),
    ...(onServer && { cache: 'static' }),
  },
  {
    path: '/about-us',
    page: page('about/AboutPage'),
    ...(onServer && { cache: 'static' }),
  },
  {
    path: '/contact-us',
    page: page('contact/ContactPage'),
    ...(onServer && { cache: 'static' }),
  },
  ...policyRoutes.map((p): ClientRoute => ({
    path: p.path,
    page: policyPage(p),
    ...(onServer && {
      cache: 'static',
      ...(p.slug === 'key-fact-statement' && { perRequestQuery: kfsQuery }),
    }),
  })),
  {
    path: '/privacy-requests',
    page: page('privacy-requests/PrivacyRequestsPage'),
    ...(onServer && { cache: 'static' }),
  },
  {
    path: '/faqs',
    page: page('faq/FaqPage'),
    // FAQPage JSON-LD: pageJsonLd in structured-data.ts (server only).
    ...(onServer && { cache: 'static' }),
  },
  {
    path: '/career',
    page: page('career/CareerPage'),
    ...(onServer && { cache: 'static' }),
  },
  {
    path: '/repay-loan',
    page: page('repay/RepayPage'),
    // The gateway sends the borrower back with ?payment=failed|pending: the same notice for everyone, so each is
    // rendered once and cached; any other value renders per request.
    // "Not you? / I'm done" sends every borrower to ?session=ended (issue 41): one notice, cached the same way.
    ...(onServer && {
      cache: 'static',
      perRequestQuery: ['payment', 'session'],
      cachedQuery: ['payment=failed', 'payment=pending', 'session=ended'],
    }),
  },
  // My loans (issue 46): a borrower's loans, payments and documents after the one-time code. Rendered per request
  // from the session (never cached, never indexed), its documents too (?document=); the public reference check beside.
  {
    path: '/my-loans',
    page: page('my-loans/MyLoansPage'),
    ...(onServer && { cache: 'dynamic', sitemap: false }),
  },
  {
    path: '/verify-document',
    page: page('verify-document/VerifyDocumentPage'),
    ...(onServer && { cache: 'dynamic', sitemap: false }),
  },
  {
    path: '/apply-now',
    page: page('apply/ApplyPage'),
    ...(onServer && { cache: 'static' }),
  },
  {
    path: '/our-teame',
    page: page('team/TeamPage'),
    ...(onServer && { cache: 'static' }),
  },
  {
    path: '/video-kyc',
    page: page('video-kyc/VideoKycPage'),
    ...(onServer && { cache: 'static', sitemap: false }),
  },
  {
    path: '/getpanverify',
    page: page('pan-verify/PanVerifyPage'),
    ...(onServer && { cache: 'static', sitemap: false }),
  },
  {
    path: '/order-confirmation',
    page: page('order-confirmation/OrderConfirmationPage'),
    // Without a transaction it is the same thank-you for everyone, cached; a link with txnid or sig is looked up
    // and rendered for that request, never cached (server/features/pages/ssr-plugin.ts).
    ...(onServer && { cache: 'static', perRequestQuery: ['txnid', 'sig'], sitemap: false }),
  },
  {
    path: '/gallery',
    page: page('gallery/GalleryPage'),
    ...(onServer && { cache: 'static' }),
  },
  {
    path: '/blog',
    page: page('blog/BlogListPage'),
    // Later pages of the list (?page=2) are rendered, not served as page 1.
    ...(onServer && { cache: 'static', perRequestQuery: ['page'] }),
  },
  {
    path: '/blog/:id',
    page: blogPostPage,
    ...(onServer && { cache: 'static' }),
    // Its pages, one per post, are listed with the posts' titles in route-meta.ts (prerender and sitemap).
  },
  {
    path: '/thank-you',
    page: page('thank-you/ThankYouPage'),
    ...(onServer && { cache: 'static', sitemap: false }),
  },
  {
    path: '*',
    page: page('not-found/NotFoundPage'),
    ...(onServer && { cache: 'dynamic', sitemap: false }),
  },
];

/** The route of a path inside this build's base path (/apply-now, not /hi/apply-now). */
export const findRoute = routeFinder(routes);

/** Permanent redirects: old or near-miss paths to the page they mean. */
export const redirects: Readonly<Record<string, string>> = {
  '/blogs': '/blog',
  '/our-team': '/our-teame',
  '/apply': '/apply-now',
};
