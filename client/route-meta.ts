// What each route of the table (routes.tsx) tells search engines and link previews, by route path: its title,
// description and breadcrumb, and for a route with parameters the concrete pages it has. Kept out of the browser's
// first load (decision 0119): the server entry merges it into the route table, since the server renders every
// first page's head, the sitemap and the structured data; in the browser only a client-side navigation reads it,
// for the document title (layout/RouteEffects.tsx imports it then).
import type { AppRoute, PageRoute, RouteMeta } from '../shared/route-meta.ts';
import type { PolicySummary } from './content/policy-document.ts';
import { blogPosts } from './content/blog.ts';
import { policyRoutes } from './content/policy-index.ts';
import { routeWords } from './route-words.ts';

/** What a route's entry here adds to the route table. */
export type RouteHead = Pick<AppRoute, 'meta' | 'prerender' | 'sitemap'>;

const { titled } = routeWords;

const notFoundMeta: RouteMeta = {
  ...routeWords.notFound,
  status: 404,
  noindex: true,
};

// The English files only: the Hindi build resolves each x.md to its x.hi.md sibling where one exists.
const policySummaries = import.meta.glob<PolicySummary>(
  ['./content/policies/*.md', '!./content/policies/*.hi.md'],
  { eager: true, query: '?meta', import: 'default' },
);

function policyMeta(slug: string): RouteMeta {
  const summary = policySummaries[`./content/policies/${slug}.md`];
  if (!summary) throw new Error(`No policy document client/content/policies/${slug}.md`);
  return {
    title: titled(summary.title),
    description: summary.description,
    breadcrumb: summary.title,
  };
}

const blogPostPaths = blogPosts.map((p) => `/blog/${p.id}`);

export const routeHeads: Readonly<Record<string, RouteHead>> = {
  '/': { meta: { ...routeWords.home } },
  '/about-us': { meta: { ...routeWords.about } },
  '/contact-us': { meta: { ...routeWords.contact } },
  ...Object.fromEntries(policyRoutes.map((p) => [p.path, { meta: policyMeta(p.slug) }])),
  '/privacy-requests': { meta: { ...routeWords.privacyRequests } },
  // FAQPage JSON-LD: pageJsonLd in structured-data.ts (server only)
  '/faqs': { meta: { ...routeWords.faqs } },
  '/career': { meta: { ...routeWords.careers } },
  '/repay-loan': { meta: { ...routeWords.repay } },
  '/my-loans': { meta: { ...routeWords.myLoans, noindex: true } },
  '/verify-document': { meta: { ...routeWords.verifyDocument, noindex: true } },
  '/apply-now': { meta: { ...routeWords.apply } },
  '/our-teame': { meta: { ...routeWords.team } },
  '/video-kyc': { meta: { ...routeWords.videoKyc, noindex: true } },
  '/getpanverify': { meta: { ...routeWords.panVerify, noindex: true } },
  '/order-confirmation': { meta: { ...routeWords.orderConfirmation, noindex: true } },
  '/gallery': { meta: { ...routeWords.gallery } },
  '/blog': { meta: { ...routeWords.blog } },
  '/blog/:id': {
    prerender: blogPostPaths,
    sitemap: blogPostPaths,
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
  '/thank-you': { meta: { ...routeWords.thankYou, noindex: true } },
  '*': { meta: notFoundMeta },
};

/**
 * The route table with each route's head: what the server reads. A route without an entry here, or an entry
 * without a route, stops the server at start rather than serving a page without a title.
 */
export function withHeads<R extends PageRoute>(routes: readonly R[]): (R & RouteHead)[] {
  const stray = Object.keys(routeHeads).filter((path) => !routes.some((r) => r.path === path));
  if (stray.length)
    throw new Error(`client/route-meta.ts names no route of the table: ${stray.join(', ')}`);
  return routes.map((route) => {
    const head = routeHeads[route.path];
    if (!head) throw new Error(`client/route-meta.ts has no entry for the route ${route.path}`);
    return { ...route, ...head };
  });
}
