// Blog post 6: what the Key Fact Statement tells you, and what the APR means.
import type { BlogPost } from '../types.ts';

export const keyFactStatementPost = {
  id: 6,
  title: 'What the Key Fact Statement tells you (APR)',
  description:
    'How to read the one-page summary every regulated lender must give you before you sign, and why the APR is the number to compare.',
  image: 'img/blog/blog-6.webp',
  imageSmall: 'img/blog/blog-6-600.webp',
  imageAlt:
    'A Key Fact Statement listing loan amount, tenure, fees and total repayable with the APR shown upfront, beside a calculator and a magnifying glass over a percent sign',
  date: '2025-11-06',
  author: 'Rohan Sethi',
  readingMinutes: 4,
} satisfies BlogPost;
