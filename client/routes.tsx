// The route table: the one list of the site's pages. The server, the sitemap and the tests all read it.
import { lazyPage, type ClientRoute, type LazyPage, type PageModule } from './lazy-page.tsx';
import type { RouteMeta } from '../shared/route-meta.ts';
import { blogPosts } from './content/blog.ts';
import { routeWords } from './route-words.ts';
import { policyRoutes, type PolicyRoute } from './content/policy-index.ts';

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

const { titled } = routeWords;

const notFoundMeta: RouteMeta = {
  ...routeWords.notFound,
  status: 404,
  noindex: true,
};

const blogPostPage = page('blog-post/BlogPostPage');

export const routes: readonly ClientRoute[] = [
  {
    path: '/',
    page: page('home/HomePage'),
    cache: 'static',
    meta: { ...routeWords.home },
  },
  {
    path: '/about-us',
    page: page('about/AboutPage'),
    cache: 'static',
    meta: { ...routeWords.about },
  },
  {
    path: '/contact-us',
    page: page('contact/ContactPage'),
    cache: 'static',
    meta: { ...routeWords.contact },
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
    meta: { ...routeWords.privacyRequests },
  },
  {
    path: '/faqs',
    page: page('faq/FaqPage'),
    cache: 'static',
    meta: { ...routeWords.faqs }, // FAQPage JSON-LD: pageJsonLd in structured-data.ts (server only)
  },
  {
    path: '/career',
    page: page('career/CareerPage'),
    cache: 'static',
    meta: { ...routeWords.careers },
  },
  {
    path: '/repay-loan',
    page: page('repay/RepayPage'),
    cache: 'static',
    // The gateway sends the borrower back with ?payment=failed|pending: the same notice for everyone, so each is
    // rendered once and cached; any other value renders per request.
    perRequestQuery: ['payment'],
    cachedQuery: ['payment=failed', 'payment=pending'],
    meta: { ...routeWords.repay },
  },
  {
    path: '/apply-now',
    page: page('apply/ApplyPage'),
    cache: 'static',
    meta: { ...routeWords.apply },
  },
  {
    path: '/our-teame',
    page: page('team/TeamPage'),
    cache: 'static',
    meta: { ...routeWords.team },
  },
  {
    path: '/video-kyc',
    page: page('video-kyc/VideoKycPage'),
    cache: 'static',
    sitemap: false,
    meta: { ...routeWords.videoKyc, noindex: true },
  },
  {
    path: '/getpanverify',
    page: page('pan-verify/PanVerifyPage'),
    cache: 'static',
    sitemap: false,
    meta: { ...routeWords.panVerify, noindex: true },
  },
  {
    path: '/order-confirmation',
    page: page('order-confirmation/OrderConfirmationPage'),
    // Without a transaction it is the same thank-you for everyone, cached; a link with txnid or sig is looked up
    // and rendered for that request, never cached (server/plugins/ssr.ts).
    cache: 'static',
    perRequestQuery: ['txnid', 'sig'],
    sitemap: false,
    meta: { ...routeWords.orderConfirmation, noindex: true },
  },
  {
    path: '/gallery',
    page: page('gallery/GalleryPage'),
    cache: 'static',
    meta: { ...routeWords.gallery },
  },
  {
    path: '/blog',
    page: page('blog/BlogListPage'),
    cache: 'static',
    perRequestQuery: ['page'], // later pages of the list (?page=2) are rendered, not served as page 1
    meta: { ...routeWords.blog },
  },
  {
    path: '/blog/:id',
    page: blogPostPage,
    cache: 'static',
    prerender: blogPosts.map((p) => `/blog/${p.id}`),
    sitemap: blogPosts.map((p) => `/blog/${p.id}`),
    meta: ({ id }) => {
      const post = blogPosts.find((p) => String(p.id) === id);
      if (!post) return { ...notFoundMeta, title: routeWords.blogNotFound };
      return {
        title: titled(post.title),
        description: post.description,
        ogType: 'article',
        image: post.image,
        breadcrumb: post.title,
        breadcrumbParent: { name: routeWords.blogParent, path: '/blog' },
        // BlogPosting JSON-LD: pageJsonLd in structured-data.ts (server only)
      };
    },
  },
  {
    path: '/thank-you',
    page: page('thank-you/ThankYouPage'),
    cache: 'static',
    sitemap: false,
    meta: { ...routeWords.thankYou, noindex: true },
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
