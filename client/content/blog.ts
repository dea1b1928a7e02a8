// The blog: the featured banner and the six posts (one file each under ./blog/), in id order.
import { budgetingPost } from './blog/budgeting-50-30-20.ts';
import { creditScorePost } from './blog/credit-score.ts';
import { fakeLoanAppsPost } from './blog/fake-loan-apps.ts';
import { keyFactStatementPost } from './blog/key-fact-statement.ts';
import { loanDocumentsPost } from './blog/loan-documents.ts';
import { salaryAdvancePost } from './blog/salary-advance-loans.ts';
import type { BlogPost, Picture } from './types.ts';
import { blogChrome } from './blog-words.ts';

export { blogChrome, blogHeadings, blogViewMore } from './blog-words.ts';

/** Every post image is 1200x675; its imageSmall is the same picture 600 wide. */
export const blogImageSize = {
  width: 1200,
  height: 675,
  smallWidth: 600,
  smallHeight: 338,
} as const;

export const blogFeatured: Picture = {
  image: 'img/blog/blog-featured.webp',
  imageSmall: 'img/blog/blog-featured-800.webp',
  alt: blogChrome.featuredAlt,
  width: 1600,
  height: 600,
};

export const blogPosts = [
  salaryAdvancePost,
  creditScorePost,
  loanDocumentsPost,
  budgetingPost,
  fakeLoanAppsPost,
  keyFactStatementPost,
] satisfies BlogPost[];
