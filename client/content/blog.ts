// The blog: the featured banner and the six posts (one file each under ./blog/), in id order.
import { budgetingPost } from './blog/budgeting-50-30-20.ts';
import { creditScorePost } from './blog/credit-score.ts';
import { fakeLoanAppsPost } from './blog/fake-loan-apps.ts';
import { keyFactStatementPost } from './blog/key-fact-statement.ts';
import { loanDocumentsPost } from './blog/loan-documents.ts';
import { salaryAdvancePost } from './blog/salary-advance-loans.ts';
import type { BlogPost, Link, Picture } from './types.ts';

export const blogHeadings = {
  list: 'Our Blogs',
  latest: 'Latest Blogs',
  readMore: 'Read More',
  notFound: 'Blog not found',
} as const;

/** The list page's 'View More Blogs' link; the specification points it at /blogs. */
export const blogViewMore: Link = { label: 'View More Blogs', to: '/blogs' };

export const blogFeatured: Picture = {
  image: 'img/blog/blog-featured.webp',
  imageSmall: 'img/blog/blog-featured-800.webp',
  alt: 'A young professional reading money tips on a tablet at a sunny window seat',
};

export const blogPosts = [
  salaryAdvancePost,
  creditScorePost,
  loanDocumentsPost,
  budgetingPost,
  fakeLoanAppsPost,
  keyFactStatementPost,
] satisfies BlogPost[];
