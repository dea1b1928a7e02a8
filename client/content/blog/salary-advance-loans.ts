// Blog post 1: how salary advance loans work.
import type { BlogPost } from '../types.ts';

export const salaryAdvancePost = {
  id: 1,
  title: 'How salary advance loans work',
  description:
    'What a salary advance is, how the cost is calculated, and when it is the right way to bridge the gap to payday.',
  image: 'img/blog/blog-1.webp',
  imageSmall: 'img/blog/blog-1-600.webp',
  imageAlt:
    'A calendar with payday marked, an arrow to a phone offering a ₹15,000 salary advance, and a smiling employee waving',
  date: '2025-08-05',
  author: 'Neha Agarwal',
  readingMinutes: 4,
} satisfies BlogPost;
