// Blog post 5: how to spot fake loan apps, and where to report them (RBI Sachet).
import type { BlogPost } from '../types.ts';

export const fakeLoanAppsPost = {
  id: 5,
  title: 'How to spot fake loan apps (RBI Sachet)',
  description:
    'The warning signs of an illegal lending app, the checks to run before you borrow, and how to report one on the RBI Sachet portal.',
  image: 'img/blog/blog-5.webp',
  imageSmall: 'img/blog/blog-5-600.webp',
  imageAlt:
    'A magnifying glass over a phone of loan apps, some marked with warnings, beside a caution sign and a shield asking RBI-registered? Verify the lender',
  date: '2025-10-14',
  author: 'Shalini Srivastava',
  readingMinutes: 4,
} satisfies BlogPost;
